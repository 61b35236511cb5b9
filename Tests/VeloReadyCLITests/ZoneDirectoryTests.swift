import Foundation
import ScoreEngine
import TestSupport
import Testing

@testable import VeloKit
@testable import VeloReadyCLI

/// Time zones read from TZif files (`$TZDIR`, `/usr/share/zoneinfo`, `/etc/localtime`) instead
/// of Foundation's ICU zones, and the names that may not reach the file system.
@Suite struct ZoneDirectoryTests {
  /// 2025-07-01T00:00:00Z, in Berlin's summer.
  static let july: Double = 1_751_328_000

  /// A zone directory holding Europe/Berlin's file under another name, and a file that is not
  /// TZif.
  static func directory() throws -> TemporaryDirectory {
    let directory = TemporaryDirectory("zoneinfo")
    let berlin = try #require(
      FileManager.default.contents(atPath: "/usr/share/zoneinfo/Europe/Berlin"))
    try FileManager.default.createDirectory(
      atPath: directory.path("Test"), withIntermediateDirectories: true)
    try berlin.write(to: URL(fileURLWithPath: directory.path("Test/Zone")))
    try Data("not a zone".utf8).write(to: URL(fileURLWithPath: directory.path("Test/Text")))
    return directory
  }

  @Test func aZoneNameReadsItsFileUnderTZDIR() throws {
    let folder = try Self.directory()
    let zones = ZoneDirectory(variables: ["TZDIR": folder.path])
    let clock = try #require(zones.clock(named: "Test/Zone"))
    #expect(clock.identifier == "Test/Zone")
    #expect(clock.offset(at: Self.july) == 7200)
    #expect(zones.clock(named: "Test/Text") == nil)
    #expect(zones.clock(named: "Test/Missing") == nil)
  }

  @Test func onlyAFileStartingAsTZifCountsAsAZone() throws {
    let folder = try Self.directory()
    let zones = ZoneDirectory(variables: ["TZDIR": folder.path])
    #expect(zones.hasZone(named: "Test/Zone"))
    #expect(!zones.hasZone(named: "Test/Text"))
    #expect(!zones.hasZone(named: "Test/Missing"))
    #expect(!zones.hasZone(named: "Test"))
    #expect(!zones.hasZone(named: "../zoneinfo/Test/Zone"))
  }

  @Test func withoutTZDIRTheSystemDirectoryIsRead() throws {
    let zones = ZoneDirectory(variables: ["TZDIR": ""])
    #expect(zones.path == "/usr/share/zoneinfo")
    let clock = try #require(zones.clock(named: "America/New_York"))
    #expect(clock.offset(at: Self.july) == -14_400)
  }

  struct NameCase: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let accepted: Bool
    var testDescription: String { name }
  }

  static let names: [NameCase] = [
    NameCase(name: "an area and a city", text: "America/Argentina/Buenos_Aires", accepted: true),
    NameCase(name: "signs and digits", text: "Etc/GMT+5", accepted: true),
    NameCase(name: "a single name", text: "UTC", accepted: true),
    NameCase(name: "a parent folder", text: "../../etc/passwd", accepted: false),
    NameCase(name: "a parent folder inside", text: "Europe/../../x", accepted: false),
    NameCase(name: "an absolute path", text: "/etc/localtime", accepted: false),
    NameCase(name: "the folder itself", text: ".", accepted: false),
    NameCase(name: "an empty component", text: "Europe//Berlin", accepted: false),
    NameCase(name: "empty", text: "", accepted: false),
    NameCase(name: "a space", text: "Europe/Ber lin", accepted: false),
    NameCase(name: "a POSIX rule", text: "CET-1CEST,M3.5.0,M10.5.0/3", accepted: false),
    NameCase(name: "a colon prefix", text: ":Europe/Berlin", accepted: false),
  ]

  @Test(arguments: names)
  func onlyNamesInsideTheDirectoryAreLookedUp(_ testCase: NameCase) {
    #expect(ZoneDirectory.isZoneName(testCase.text) == testCase.accepted)
  }

  @Test func tzNamingAZoneIsTheMachinesZone() throws {
    let folder = try Self.directory()
    let zones = ZoneDirectory(variables: ["TZDIR": folder.path])
    let clock = try #require(zones.systemZoneFile(variables: ["TZ": "Test/Zone"]))
    #expect(clock.identifier == "Test/Zone")
    // A zone name without a file is left to Foundation, which may know it.
    #expect(zones.systemZoneFile(variables: ["TZ": "Test/Missing"]) == nil)
  }

  @Test func otherwiseTheZoneIsWhereEtcLocaltimeLinksAsFoundationFindsIt() throws {
    // Foundation ignores a TZ that is not a zone name, as the reader does; both then read
    // /etc/localtime (Foundation's TimeZone.current can be compared only while this process has
    // no TZ of its own).
    let link = try FileManager.default.destinationOfSymbolicLink(atPath: "/etc/localtime")
    #expect(link.contains("zoneinfo/"))
    guard ProcessInfo.processInfo.environment["TZ"] == nil else { return }
    let zones = ZoneDirectory(variables: [:])
    for tz in [nil, ":Europe/Berlin", "CET-1CEST,M3.5.0,M10.5.0/3"] {
      let variables = tz.map { ["TZ": $0] } ?? [:]
      let clock = try #require(zones.systemZoneFile(variables: variables))
      #expect(clock.identifier == TimeZone.current.identifier)
      #expect(
        clock.offset(at: Self.july)
          == TimeZone.current.secondsFromGMT(for: Date(timeIntervalSince1970: Self.july)))
    }
  }

  @Test func setupReadsNamedZonesFromFilesAndKeepsUnknownNamesAnError() throws {
    let folder = try Self.directory()
    let environment = RunEnvironment(
      arguments: [], variables: ["TZDIR": folder.path], now: Date(timeIntervalSince1970: Self.july),
      systemClock: ZoneClock(rules: ZoneRules(identifier: "Etc/UTC", fixedOffset: 0)))
    let (clock, name) = try Setup.zone("Test/Zone", config: Config(), environment: environment)
    #expect(name == "Test/Zone")
    #expect(clock.offset(at: Self.july) == 7200)
    // Not in this TZDIR but known to Foundation: its zone, by name.
    let (fallback, _) = try Setup.zone("Asia/Tokyo", config: Config(), environment: environment)
    #expect(fallback.identifier == "Asia/Tokyo")
    #expect(fallback.offset(at: Self.july) == 32_400)
    var config = Config()
    config.timeZone = "Test/Zone"
    #expect(try Setup.zone(nil, config: config, environment: environment).1 == "Test/Zone")
    #expect(try Setup.zone(nil, config: Config(), environment: environment).1 == "Etc/UTC")
    #expect(throws: CLIError.self) {
      try Setup.zone("Mars/Olympus", config: Config(), environment: environment)
    }
  }
}
