import Foundation
import TestSupport
import Testing

@testable import VeloReadyCLI
@testable import VeloStore

#if canImport(Glibc)
  import Glibc
#endif

/// A store that cannot be written here (a backup on a read-only medium, files of another user)
/// is read: `today`, `status`, `history`, `explain` and `report` work and say the store is read-only; a
/// command that must write fails with the reason (66). Before, every command exited 66.
@Suite(.serialized) struct StoreReadOnlyTests {
  /// Runs `mount` or `umount` with `arguments`; whether it succeeded.
  static func mount(_ command: String, _ arguments: [String]) -> Bool {
    (try? ChildProcess.run("/bin/" + command, arguments, environment: [:]).status) == 0
  }

  /// A copy of a store with records that this process cannot write: on a read-only tmpfs when
  /// running as root (whom permissions do not stop), else with its modes made read-only. Runs
  /// `body` with its path, then undoes it.
  static func withReadOnlyStore(_ body: (String) throws -> Void) throws {
    let directory = TemporaryDirectory("read-only")
    let source = directory.path("source")
    try ImportedStore.copy(to: source)
    let medium = directory.path("medium")
    try FileManager.default.createDirectory(atPath: medium, withIntermediateDirectories: true)
    let mounted = geteuid() == 0
    if mounted {
      try #require(mount("mount", ["-t", "tmpfs", "-o", "size=16m", "tmpfs", medium]))
    }
    defer { if mounted { _ = mount("umount", [medium]) } }
    let store = medium + "/store"
    try StoreBinary.copyStore(from: source, to: store)
    if mounted {
      try #require(mount("mount", ["-o", "remount,ro", medium]))
    } else {
      for name in try FileManager.default.contentsOfDirectory(atPath: store) {
        chmod(store + "/" + name, 0o444)
      }
      chmod(store, 0o555)
    }
    defer { if !mounted { chmod(store, 0o755) } }
    try #require(access(store + "/veloready.db", W_OK) != 0)
    try body(store)
  }

  @Test func aReadOnlyStoreIsReadAndSaysSo() throws {
    try Self.withReadOnlyStore { store in
      let binary = StoreBinary(store: store, home: store)
      for arguments in [
        ["today", "--cached", "--date", "2026-09-20"], ["status"],
        ["history", "--date", "2026-09-20", "--days", "7"],
        ["today", "--date", "2026-09-19", "--json"],
        ["explain", "recovery", "--date", "2026-09-18"],
        ["report", "--html", "--date", "2026-09-20", "--days", "14"],
      ] {
        let result = try binary.run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains("is read-only here: it is read as it is"), "\(arguments)")
        #expect(!result.stderr.contains("warning:"), "\(arguments): \(result.stderr)")
      }
      let write = try binary.run(["config", "set", "ftp", "250"])
      #expect(write.status == 66)
      #expect(write.stderr.contains("read-only"), "\(write.stderr)")
    }
  }
}
