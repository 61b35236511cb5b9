import Foundation
import ScoreEngine
import TestSupport
import Testing

@testable import VeloReadyCLI
@testable import VeloStore

/// Dismissal policies across a fixed sequence of days (docs/architecture.md §8).
@Suite struct AlertPolicyTests {
  static let first = LocalDate(iso: "2026-01-01") ?? LocalDate(dayNumber: 0)

  /// Ten days of resting HR 50, then `elevated` (one value per day from day 10 on).
  static func history(_ elevated: [Double]) -> AthleteHistory {
    var records = RecordSet()
    let watch = Source(provider: .native, name: "Watch")
    for (offset, value) in ([Double](repeating: 50, count: 10) + elevated).enumerated() {
      records.restingHeartRate.append(
        DailyValue(date: first.adding(days: offset), value: value, source: watch))
      records.steps.append(DailyValue(date: first.adding(days: offset), value: 5000, source: watch))
    }
    return AthleteHistory(
      records: records, profile: AthleteProfile(timeZone: TimeZone(identifier: "UTC") ?? .current))
  }

  static func day(_ offset: Int) -> LocalDate { first.adding(days: offset) }

  /// The rhr-elevated alert on `date` given `dismissals`.
  static func rhr(_ history: AthleteHistory, _ date: LocalDate, _ dismissals: DismissalFile)
    -> EvaluatedAlert?
  {
    let report = history.report(for: date)
    return AlertEvaluation.evaluate(
      report, streaks: history.alertStreaks(endingOn: date), dismissals: dismissals
    )
    .first { $0.definition.id == .rhrElevated }
  }

  static func dismissed(
    on offset: Int, metric: Int?, count: Int = 1, until: LocalDate? = nil,
    severity: AlertSeverity? = nil
  ) -> DismissalFile {
    var file = DismissalFile()
    file.dismissals[.rhrElevated] = Dismissal(
      id: .rhrElevated, dismissedOn: day(offset), count: count, metric: metric, until: until,
      severity: severity)
    return file
  }

  @Test(
    "a dismissal ends as soon as the alert is more severe than when it was dismissed",
    arguments: [
      (AlertSeverity?.none, true, nil), (.info, false, "back: it became warning"),
      (.warning, true, nil), (.critical, true, nil),
    ])
  func escalation(dismissedAs severity: AlertSeverity?, hidden: Bool, returned: String?) throws {
    // rhr-elevated is a warning; its policy alone would keep it hidden until the 13th.
    let history = Self.history([Double](repeating: 56, count: 5))
    let file = Self.dismissed(on: 10, metric: 60, severity: severity)
    let alert = try #require(Self.rhr(history, Self.day(11), file))
    #expect(alert.hidden == hidden)
    #expect(alert.returnedBecause == returned)
  }

  @Test func itReappearsAfterThreeDays() throws {
    let history = Self.history([Double](repeating: 56, count: 10))
    let file = Self.dismissed(on: 10, metric: 60)
    #expect(try #require(Self.rhr(history, Self.day(10), file)).hidden)
    #expect(try #require(Self.rhr(history, Self.day(12), file)).hidden)
    let back = try #require(Self.rhr(history, Self.day(13), file))
    #expect(!back.hidden)
    #expect(back.returnedBecause == "back 3 days after it was dismissed")
    // A dismissal never reaches back before the day it was made for.
    #expect(
      !(try #require(Self.rhr(history, Self.day(9 + 1), Self.dismissed(on: 11, metric: 60)))).hidden
    )
  }

  @Test func itReturnsEarlyWhenTheMetricWorsensByTheStatedAmount() throws {
    // Dismissed at +6.0 bpm; +8.9 is 2.9 worse (still hidden); +9.0 is 3.0 worse (returns).
    let history = Self.history([56, 58.9, 59])
    let file = Self.dismissed(on: 10, metric: 60)
    #expect(try #require(Self.rhr(history, Self.day(11), file)).hidden)
    let back = try #require(Self.rhr(history, Self.day(12), file))
    #expect(!back.hidden)
    #expect(back.returnedBecause == "back early: resting HR rises a further 3.0")
  }

  @Test func itExpiresAfterItsUntilDate() throws {
    let history = Self.history([Double](repeating: 56, count: 5))
    let file = Self.dismissed(on: 10, metric: 60, until: Self.day(11))
    #expect(try #require(Self.rhr(history, Self.day(11), file)).hidden)
    let back = try #require(Self.rhr(history, Self.day(12), file))
    #expect(!back.hidden && back.returnedBecause?.contains("end of its dismissal") == true)
  }

  @Test func aDismissalEndsWithItsEpisode() throws {
    // Elevated on days 10–11, normal on 12, elevated again from 13: a new episode shows.
    let history = Self.history([56, 56, 50, 56, 56])
    let file = Self.dismissed(on: 10, metric: 60)
    #expect(try #require(Self.rhr(history, Self.day(11), file)).hidden)
    #expect(Self.rhr(history, Self.day(12), file) == nil)
    let again = try #require(Self.rhr(history, Self.day(13), file))
    #expect(!again.hidden && again.dismissal == nil)
  }

  @Test func theMessageCountsTheDays() throws {
    let history = Self.history([56, 56, 56])
    #expect(
      try #require(Self.rhr(history, Self.day(10), DismissalFile())).message.hasSuffix("of 50.0."))
    #expect(
      try #require(Self.rhr(history, Self.day(11), DismissalFile())).message.hasSuffix(
        " for the second day."))
    #expect(
      try #require(Self.rhr(history, Self.day(12), DismissalFile())).message.hasSuffix(
        " for the third day."))
    #expect(AlertDefinition.forDays(9) == " for 9 days")
  }

  @Test func everyConditionHasOneDefinitionAndPrioritiesAreDistinct() {
    #expect(Set(AlertRegistry.all.map(\.id)) == Set(AlertID.allCases))
    #expect(Set(AlertRegistry.all.map(\.priority)).count == AlertRegistry.all.count)
  }

  @Test func worseningComparesDisplayedUnitsExactly() {
    let z = Worsening(metric: "z", scale: 100, amount: 50, lowerIsWorse: true)
    #expect(z.hasWorsened(from: -180, to: -230))
    #expect(!z.hasWorsened(from: -180, to: -229))
    #expect(z.phrase == "z falls a further 0.50")
    let tsb = Worsening(metric: "TSB", scale: 10, amount: 100, lowerIsWorse: true)
    #expect(tsb.hasWorsened(from: -320, to: -420) && !tsb.hasWorsened(from: -320, to: -419))
  }
}

/// `veloready alerts` through the command, on a rider falling ill.
@Suite struct AlertsCommandTests {
  func store() -> (URL, String) {
    let directory = Paths.temporaryDirectory("alerts")
    return (directory, directory.appendingPathComponent("store").path)
  }

  @Test func dismissHidesUntilThePolicyBringsItBackAndTheLimitHolds() throws {
    let (directory, store) = store()
    defer { try? FileManager.default.removeItem(at: directory) }
    var runner = InProcessRunner()
    runner.variables["HOME"] = directory.path
    try ImportedStore.copy("records/unwell.json", to: store)
    #expect(runner.run(["--data", store, "today", "--date", "2026-11-20"]).status == 0)
    #expect(
      runner.run(["--data", store, "today", "--date", "2026-11-20", "--check", "--cached"]).status
        == 30)
    let dismissed = runner.run([
      "--data", store, "alerts", "dismiss", "illness-watch", "--date", "2026-11-19",
    ])
    #expect(dismissed.status == 0)
    #expect(dismissed.stdout.contains("(1 of 2)"))
    // Dismissed as a warning on the 19th, it is critical on the 20th (it held both days): back.
    let list = runner.run(["--data", store, "alerts", "--date", "2026-11-20", "--json"])
    #expect(list.stdout.contains("\"returned\": \"back: it became critical\""))
    // The second dismissal of the episode holds while it stays critical.
    let again = runner.run([
      "--data", store, "alerts", "dismiss", "illness-watch", "--date", "2026-11-20", "--until",
      "2026-11-20",
    ])
    #expect(again.stdout.contains("(2 of 2)"))
    #expect(
      runner.run(["--data", store, "alerts", "--date", "2026-11-20", "--check"]).status == 30)
    #expect(
      runner.run(["--data", store, "alerts", "dismiss", "hrv-suppressed", "--date", "2026-11-20"])
        .status == 0)
    #expect(
      runner.run(["--data", store, "alerts", "dismiss", "rhr-elevated", "--date", "2026-11-20"])
        .status == 0)
    #expect(runner.run(["--data", store, "alerts", "--date", "2026-11-20", "--check"]).status == 0)
    // The cache was refreshed: --cached agrees.
    let cached = runner.run([
      "--data", store, "today", "--date", "2026-11-20", "--cached", "--json", "--check",
    ])
    #expect(cached.status == 0)
    #expect(cached.stdout.contains("\"alerts\": []"))
    // A third dismissal of illness-watch in this episode is refused.
    let refused = runner.run([
      "--data", store, "alerts", "dismiss", "illness-watch", "--date", "2026-11-20",
    ])
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("the most it allows"))
    // Reset brings everything back.
    #expect(
      runner.run(["--data", store, "alerts", "reset", "--date", "2026-11-20"]).stdout.hasPrefix(
        "reset "))
    #expect(
      runner.run(["--data", store, "today", "--date", "2026-11-20", "--check", "--cached"]).status
        == 30)
  }

  @Test func aDismissalRecordsItsSeverityAndOldFilesWithoutOneStillRead() throws {
    let (directory, store) = store()
    defer { try? FileManager.default.removeItem(at: directory) }
    let runner = InProcessRunner()
    try ImportedStore.copy("records/unwell.json", to: store)
    #expect(
      runner.run(["--data", store, "alerts", "dismiss", "illness-watch", "--date", "2026-11-19"])
        .status == 0)
    let database = try #require(
      try StoreDatabase.open(directory: store, options: StoreDatabase.Options(create: false)))
    #expect(try database.dismissals().dismissals[.illnessWatch]?.severity == .warning)
    // A dismissal stored without a severity (a migrated version-1 store) still reads.
    try database.connection.execute("UPDATE alert_dismissals SET severity = NULL")
    let loaded = try database.dismissals()
    let dismissal = try #require(loaded.dismissals[.illnessWatch])
    #expect(dismissal.severity == nil && dismissal.count == 1)
  }

  @Test func dismissingAnInactiveAlertIsRefused() throws {
    let (directory, store) = store()
    defer { try? FileManager.default.removeItem(at: directory) }
    let runner = InProcessRunner()
    try ImportedStore.copy(to: store)
    let result = runner.run([
      "--data", store, "alerts", "dismiss", "overtraining", "--date", "2026-11-20",
    ])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("error: 'overtraining' is not active on 2026-11-20"))
  }
}
