import Foundation
import TestSupport
import Testing

@testable import VeloKit
@testable import VeloReadyCLI

/// Every text an input carries (a source, an activity's id and name, a file name) reaches the
/// terminal escaped on every surface, even the sequences veloready draws with itself (a colour,
/// a cursor-up, a clear-below): only veloready's own drawing reaches the terminal.
@Suite struct InputTextEscapeTests {
  /// The sequences an input carries: a colour, a cursor-up and a clear-below (which the
  /// console would let through, being veloready's own kinds), a title change and a C1 CSI.
  static let hostile = "\u{1B}[31m\u{1B}[1F\u{1B}[J\u{1B}]0;t\u{07}\u{9B}2J"
  static let hostileJSON = #"\u001b[31m\u001b[1F\u001b[J\u001b]0;t\u0007\u009b2J"#
  static let shown = #"\x1B[31m\x1B[1F\x1B[J\x1B]0;t\x07\u{9B}2J"#

  /// A store holding a night, a ride and its source, each named with `hostile`.
  static func hostileStore(_ directory: TemporaryDirectory) throws -> String {
    let file = directory.path("evil\(hostile).json")
    let name = hostileJSON
    try NativeFile.write(
      #"{"format":"veloready.records/v1","source":"Watch\#(name)","#
        + #""sleep":[{"start":"2026-11-19T22:40:00Z","end":"2026-11-20T06:40:00Z","#
        + #""stage":"asleep","source":"Ring\#(name)"}],"#
        + #""restingHeartRate":[{"date":"2026-11-20","bpm":50}],"#
        + #""activities":[{"id":"ride\#(name)","start":"2026-11-19T07:00:00Z","#
        + #""durationSeconds":3600,"sport":"cycling","name":"Tempo\#(name)","#
        + #""averageHeartRate":140,"averagePower":200,"distanceMeters":30000}]}"#, to: file)
    let store = directory.path("store")
    let imported = InProcessRunner().run(["--data", store, "import", file])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout.contains(shown), "\(imported.stdout)")
    #expect(!imported.stdout.contains("\u{1B}") && !imported.stderr.contains("\u{1B}"))
    return store
  }

  static let surfaces: [[String]] = [
    ["today"], ["today", "--cached"], ["activities", "--date", "2026-11-20"],
    ["explain", "strain", "--date", "2026-11-19"], ["explain", "load", "--date", "2026-11-19"],
    ["explain", "sleep"], ["status"], ["history", "--days", "3"], ["week"],
    ["impacts"], ["what-if", "--load", "50"], ["validate"], ["alerts"], ["trends"],
    ["tag", "list"],
  ]

  /// One store for every surface (they only read it), made once and kept to the end.
  static let shared: (directory: TemporaryDirectory, store: Result<String, any Error>) = {
    let directory = TemporaryDirectory("input-escape")
    return (directory, Result { try hostileStore(directory) })
  }()

  @Test(arguments: surfaces)
  func onlyVeloreadysOwnSequencesReachTheTerminal(_ arguments: [String]) throws {
    let store = try Self.shared.store.get()
    // Without colour, no escape at all reaches the terminal.
    let plain = InProcessRunner().run(["--data", store, "--color", "never"] + arguments)
    for stream in [plain.stdout, plain.stderr] {
      #expect(!stream.contains("\u{1B}") && !stream.contains("\u{9B}"), "\(arguments): \(stream)")
    }
    // With colour, veloready's own draw, but none of the input's.
    let coloured = InProcessRunner().run(["--data", store, "--color", "always"] + arguments)
    for stream in [coloured.stdout, coloured.stderr] {
      #expect(!stream.contains("\u{1B}[1F\u{1B}[J\u{1B}]"), "\(arguments): \(stream)")
      #expect(!stream.contains("\u{1B}[31m\u{1B}[1F"), "\(arguments): \(stream)")
    }
  }

  @Test func theActivityListShowsTheNameEscapedAndTheDataKeepsIt() throws {
    let directory = TemporaryDirectory("input-escape-data")
    let store = try Self.hostileStore(directory)
    let text = InProcessRunner().run(["--data", store, "activities", "--date", "2026-11-20"])
    #expect(text.stdout.contains("Tempo\\x1B[31m"), "\(text.stdout)")
    let json = InProcessRunner().run([
      "--data", store, "activities", "--json", "--date", "2026-11-20",
    ])
    #expect(json.stdout.contains("Tempo" + Self.hostileJSON), "\(json.stdout)")
  }

  @Test func anErrorQuotingAnInputIsEscaped() throws {
    let directory = TemporaryDirectory("input-escape-error")
    let store = try Self.hostileStore(directory)
    let result = InProcessRunner().run([
      "--data", store, "activities", "ignore", "ride\(Self.hostile)x",
    ])
    #expect(result.status != 0)
    #expect(!result.stderr.contains("\u{1B}"), "\(result.stderr)")
    #expect(result.stderr.contains(Self.shown), "\(result.stderr)")
  }

  @Test func aCorrectionConfirmsWithTheNameEscaped() throws {
    let directory = TemporaryDirectory("input-escape-correct")
    let store = try Self.hostileStore(directory)
    let listing = InProcessRunner().run(["--data", store, "activities", "--date", "2026-11-20"])
    let heading = try #require(listing.stdout.split(separator: "\n").first { $0.contains("Tempo") })
    let id = try #require(heading.split(separator: " ").first.map(String.init))
    let result = InProcessRunner().run(["--data", store, "activities", "ignore", id, "--hr"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("\u{9B}"))
    #expect(result.stdout.contains("Tempo" + Self.shown), "\(result.stdout)")
  }

  @Test func aHandEditedConfigValueIsQuotedEscaped() throws {
    let directory = TemporaryDirectory("input-escape-config")
    let store = directory.path("store")
    try FileManager.default.createDirectory(atPath: store, withIntermediateDirectories: true)
    try NativeFile.write(
      #"{"intervals":{"athleteId":"i1\#(Self.hostileJSON)"}}"#, to: store + "/config.json")
    for arguments in [["config"], ["config", "get", "intervals.athleteId"], ["today"]] {
      let result = InProcessRunner().run(["--data", store] + arguments)
      #expect(result.status == 65, "\(arguments): \(result.stderr)")
      #expect(!result.stderr.contains("\u{1B}"), "\(arguments): \(result.stderr)")
      #expect(result.stderr.contains("'i1" + Self.shown + "'"), "\(arguments): \(result.stderr)")
    }
  }
}
