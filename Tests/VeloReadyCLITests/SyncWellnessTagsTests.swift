import Foundation
import TestSupport
import Testing

@testable import VeloReadyCLI
@testable import VeloStore

/// `veloready sync` keeps intervals.icu's subjective wellness fields as tags (docs/formats.md
/// §6.4), against a loopback intervals.icu; the rider's own tag of a day and name wins.
@Suite struct SyncWellnessTagsTests {
  static func reply(_ request: LoopbackHTTPServer.Request, _: Int) -> LoopbackHTTPServer.Reply {
    let file =
      request.target.contains("/wellness?")
      ? "intervals/wellness-ratings.json" : "intervals/activities.json"
    return .respond(status: 200, body: (try? Paths.fixtureBytes(file)) ?? [])
  }

  func tags(_ store: String) throws -> [String: (Double?, String)] {
    let opened = try #require(try Store.open(at: store, create: false))
    var tags: [String: (Double?, String)] = [:]
    for tag in try opened.database.tags() {
      tags["\(tag.date) \(tag.name)"] = (tag.value, tag.origin)
    }
    return tags
  }

  @Test func wellnessRatingsBecomeTagsAndTheRidersOwnTagWins() throws {
    let fixture = try SyncCommandTests.fixture(Self.reply)
    defer { fixture.cleanUp() }
    let own = fixture.run(["tag", "add", "soreness", "--value", "5", "--date", "2026-11-18"])
    #expect(own.status == 0, "\(own.stderr)")
    let sync = fixture.run(["sync"])
    #expect(sync.status == 0, "\(sync.stderr)")
    #expect(
      sync.stdout.contains(
        "ratings    15 kept as tags (fatigue, injury, mood, motivation, soreness, stress)"),
      "\(sync.stdout)")
    #expect(sync.stdout.contains("wellness.soreness: not a whole number 1–4"))
    let stored = try tags(fixture.store)
    #expect(stored.count == 15)
    #expect(stored["2026-11-17 soreness"]?.0 == 3)
    #expect(stored["2026-11-17 soreness"]?.1 == "intervals.icu")
    #expect(stored["2026-11-17 mood"]?.0 == 3)
    #expect(stored["2026-11-18 motivation"]?.0 == 4)
    // intervals.icu said soreness 2 for that day; the rider had typed 5.
    #expect(stored["2026-11-18 soreness"]?.0 == 5)
    #expect(stored["2026-11-18 soreness"]?.1 == "rider")
    #expect(stored["2026-11-19 soreness"] == nil)
    // A second sync changes nothing and keeps the rider's tag.
    let again = fixture.run(["sync", "--days", "7"])
    #expect(again.status == 0)
    #expect(try tags(fixture.store)["2026-11-18 soreness"]?.1 == "rider")
    let list = fixture.run(["tag", "list", "--date", "2026-11-20", "--days", "7"])
    #expect(list.stdout.contains("mood 4"), "\(list.stdout)")
  }

  @Test(
    "importing saved wellness keeps the same tags",
    arguments: ["intervals/wellness-ratings.json", "intervals/wellness.csv"])
  func importingSavedWellness(_ name: String) throws {
    let directory = Paths.temporaryDirectory("wellness-tags")
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = directory.appendingPathComponent("store").path
    var runner = InProcessRunner()
    runner.variables["HOME"] = directory.path
    let file = Paths.fixture(name).path
    let result = runner.run(["--data", store, "import", file])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("ratings    15 kept as tags"), "\(result.stdout)")
    let stored = try tags(store)
    #expect(stored.count == 15)
    #expect(stored["2026-11-19 fatigue"]?.0 == 4)
    #expect(stored["2026-11-19 mood"]?.0 == 1)
  }
}
