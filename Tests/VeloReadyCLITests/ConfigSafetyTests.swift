import Foundation
import TestSupport
import Testing

@testable import VeloKit
@testable import VeloReadyCLI

#if canImport(Glibc)
  import Glibc
#endif

/// `config.json` and the settings in it cannot hang a command, fill memory or leak a credential.
@Suite struct ConfigSafetyTests {
  let runner = InProcessRunner()

  /// A new store folder with the config set to `UTC`; the caller removes `directory`.
  func store(_ label: String) -> (directory: URL, store: String) {
    let directory = Paths.temporaryDirectory(label)
    let store = directory.appendingPathComponent("store").path
    #expect(runner.run(["--data", store, "config", "set", "timeZone", "UTC"]).status == 0)
    return (directory, store)
  }

  struct URLCase: Sendable, CustomTestStringConvertible {
    let name: String
    let url: String
    let shown: String
    var testDescription: String { name }
  }

  static let urlsWithCredentials = [
    URLCase(
      name: "a user and a password", url: "https://rider:pa55word@intervals.icu",
      shown: "https://…@intervals.icu"),
    URLCase(
      name: "a user only, with a path", url: "http://rider@127.0.0.1:8080/api",
      shown: "http://…@127.0.0.1:8080/api"),
    URLCase(
      name: "an empty password", url: "https://rider:@intervals.icu",
      shown: "https://…@intervals.icu"),
  ]

  @Test("a base URL with a user or password is a usage error", arguments: urlsWithCredentials)
  func aBaseURLWithCredentialsIsRefused(_ example: URLCase) {
    let (directory, store) = store("config-url")
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = runner.run(["--data", store, "config", "set", "intervals.baseURL", example.url])
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "error: invalid value '\(example.shown)' for 'intervals.baseURL': expected an http(s) "
        + "URL without a user or password (set the API key with 'intervals.apiKey')\n")
    #expect(!result.stderr.contains("rider"))
  }

  @Test func aBaseURLWithCredentialsInConfigJSONIsBadDataWithoutThePassword() throws {
    let (directory, store) = store("config-url-file")
    defer { try? FileManager.default.removeItem(at: directory) }
    let document = #"{"intervals": {"baseURL": "https://rider:pa55word@intervals.icu"}}"#
    try Data(document.utf8).write(to: URL(fileURLWithPath: store + "/config.json"))
    let result = runner.run(["--data", store, "config", "list"])
    #expect(result.status == 65)
    #expect(
      result.stderr.contains("invalid value 'https://…@intervals.icu' for 'intervals.baseURL'"))
    #expect(!result.stderr.contains("pa55word"))
  }

  @Test func aNamedPipeInPlaceOfConfigJSONIsRefusedAtOnce() throws {
    let (directory, store) = store("config-fifo")
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = store + "/config.json"
    #expect(unlink(path) == 0 && mkfifo(path, 0o600) == 0)
    let result = runner.run(["--data", store, "config", "list"])
    #expect(result.status == 66)
    #expect(
      result.stderr == "error: cannot read '\(path)': is a named pipe (FIFO), not a regular file\n")
  }

  @Test func aLinkToDevZeroInPlaceOfConfigJSONIsRefusedWithoutReading() throws {
    let (directory, store) = store("config-zero")
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = store + "/config.json"
    #expect(unlink(path) == 0 && symlink("/dev/zero", path) == 0)
    let result = runner.run(["--data", store, "today", "--date", "2026-11-20"])
    #expect(result.status == 66)
    #expect(
      result.stderr == "error: cannot read '\(path)': is a character device, not a regular file\n")
  }

  @Test func aReadStopsAtTheSizeTheFileHadWhenOpened() throws {
    // procfs files say they are empty and yield text all the same: the size bounds the read.
    #expect(try AtomicFile.read("/proc/self/status") == [])
    let directory = Paths.temporaryDirectory("atomic-read")
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("file").path
    try AtomicFile.write(Array("twelve bytes".utf8), to: path)
    #expect(try AtomicFile.read(path) == Array("twelve bytes".utf8))
    #expect(try AtomicFile.read(directory.appendingPathComponent("absent").path) == nil)
  }
}
