import Foundation
import TestSupport
import Testing
import VeloJSON

@testable import VeloReadyCLI

/// CTL and ATL of a store imported from intervals.icu files agree with intervals.icu's own values
/// within 0.15, on a real rider's published numbers (docs/algorithm.md §8.2 says where they come
/// from): 36 days of daily training loads and the CTL and ATL that intervals.icu reported at the
/// end of each day.
@Suite struct IntervalsAgreementTests {
  /// Date, the day's `icu_training_load` total, and intervals.icu's CTL and ATL at its end.
  static let days: [(date: String, load: Int, ctl: Double, atl: Double)] = [
    ("2025-03-30", 77, 40.0, 58.3), ("2025-03-31", 0, 39.0, 50.5), ("2025-04-01", 100, 40.5, 57.1),
    ("2025-04-02", 121, 42.3, 65.6), ("2025-04-03", 0, 41.4, 56.9), ("2025-04-04", 112, 43.0, 64.2),
    ("2025-04-05", 157, 45.7, 76.6), ("2025-04-06", 71, 46.3, 75.8), ("2025-04-07", 87, 47.3, 77.3),
    ("2025-04-08", 0, 46.1, 67.0), ("2025-04-09", 119, 47.9, 73.9), ("2025-04-10", 0, 46.7, 64.1),
    ("2025-04-11", 0, 45.6, 55.6), ("2025-04-12", 136, 47.8, 66.3), ("2025-04-13", 83, 48.6, 68.5),
    ("2025-04-14", 86, 49.5, 70.8), ("2025-04-15", 0, 48.3, 61.4), ("2025-04-16", 108, 49.7, 67.6),
    ("2025-04-17", 0, 48.5, 58.6), ("2025-04-18", 0, 47.4, 50.8), ("2025-04-19", 196, 50.9, 70.1),
    ("2025-04-20", 89, 51.8, 72.6), ("2025-04-21", 0, 50.6, 63.0), ("2025-04-22", 0, 49.4, 54.6),
    ("2025-04-23", 0, 48.2, 47.3), ("2025-04-24", 61, 48.5, 49.1), ("2025-04-25", 106, 49.9, 56.7),
    ("2025-04-26", 159, 52.4, 70.3), ("2025-04-27", 89, 53.3, 72.8), ("2025-04-28", 0, 52.0, 63.1),
    ("2025-04-29", 125, 53.8, 71.4), ("2025-04-30", 100, 54.8, 75.2), ("2025-05-01", 0, 53.6, 65.2),
    ("2025-05-02", 0, 52.3, 56.5), ("2025-05-03", 0, 51.1, 49.0), ("2025-05-04", 73, 51.6, 52.2),
  ]

  /// The days as intervals.icu's API gives them: a wellness day for each date (the first one
  /// anchors the PMC; the later ones are ignored) and one activity for each day with a load.
  static func files(in directory: String) throws -> [String] {
    let wellness = JSONValue.array(
      days.map { day in
        .object([
          "id": .string(day.date), "ctl": .number(day.ctl), "atl": .number(day.atl),
          "rampRate": .null, "ctlLoad": .null, "atlLoad": .null,
        ])
      })
    let activities = JSONValue.array(
      days.filter { $0.load > 0 }.map { day in
        .object([
          "id": .string("i-" + day.date), "start_date_local": .string(day.date + "T08:00:00"),
          "timezone": .string("Europe/Amsterdam"), "type": .string("Ride"),
          "moving_time": .number(3600), "elapsed_time": .number(3600),
          "icu_training_load": .number(Double(day.load)),
        ])
      })
    var paths: [String] = []
    for (name, document) in [("wellness.json", wellness), ("activities.json", activities)] {
      let path = directory + "/" + name
      try Data(JSONWriter.pretty(document).utf8).write(to: URL(fileURLWithPath: path))
      paths.append(path)
    }
    return paths
  }

  @Test func ctlAndATLAgreeWithIntervalsWithinFifteenHundredths() throws {
    let scratch = ScratchStore("intervals-agreement")
    let inputs = Paths.temporaryDirectory("intervals-agreement-files")
    defer {
      scratch.remove()
      try? FileManager.default.removeItem(at: inputs)
    }
    let runner = InProcessRunner()
    let store = ["--data", scratch.directory]
    #expect(runner.run(store + ["config", "set", "timeZone", "Europe/Amsterdam"]).status == 0)
    let imported = runner.run(store + ["import"] + (try Self.files(in: inputs.path)))
    #expect(imported.status == 0, "\(imported.stderr)")
    let history = runner.run(
      store + ["history", "--json", "--from", "2025-03-31", "--to", "2025-05-04"])
    let document = try JSONParser.parse(Array(history.stdout.utf8))
    let rows = try #require(document["days"]?.arrayValue)
    try #require(rows.count == Self.days.count - 1)
    var largest = 0.0
    for (row, day) in zip(rows, Self.days.dropFirst()) {
      #expect(row["date"]?.stringValue == day.date)
      let ctl = try #require(row["ctlToday"]?.numberValue)
      let atl = try #require(row["atlToday"]?.numberValue)
      largest = max(largest, abs(ctl - day.ctl), abs(atl - day.atl))
    }
    // Displayed to one decimal against intervals.icu's one decimal: at most a tenth apart.
    #expect(largest <= 0.15)
  }

  @Test func theLinearisedFormOfVR1MissesThemByMoreThanOne() {
    // The same days with VR-1's `/42` and `/7` from the same anchor: what the test above rules out.
    var ctl = Self.days[0].ctl
    var atl = Self.days[0].atl
    var largest = 0.0
    for day in Self.days.dropFirst() {
      ctl += (Double(day.load) - ctl) / 42
      atl += (Double(day.load) - atl) / 7
      largest = max(largest, abs(ctl - day.ctl), abs(atl - day.atl))
    }
    #expect(largest > 1)
  }
}
