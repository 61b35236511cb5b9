import Foundation
import ScoreEngine
import Testing

@testable import VeloReadyCLI
@testable import VeloStore

/// The stored ledger's slice of a window (docs/architecture.md §6): its daily loads, taken from
/// the PMC rows the chart is read from (§14, *Cost*), and its chart are those of the computed
/// ledger's slice, for windows before, across, inside and after the stored PMC.
@Suite struct StoredLedgerSliceTests {
  @Test func aStoredSliceIsTheComputedSlice() throws {
    let scratch = ScratchStore("stored-ledger-slice")
    defer { scratch.remove() }
    let database = try scratch.open()
    let athlete = try ScratchStore.athlete()
    _ = try database.upsert(athlete)
    let profile = AthleteProfile(timeZone: TimeZone(identifier: "UTC") ?? .current)
    let ledger = TrainingLedger.compute(athlete, profile: profile)
    try database.saveLedger(
      ledger, settings: "s", recordsGeneration: try database.recordsGeneration())
    let first = try #require(ledger.chart.startDay)
    let last = try #require(ledger.chart.lastComputedDay)
    #expect(ledger.loads.count > 20)
    let windows = [
      first.adding(days: -40)...first.adding(days: -2),
      first.adding(days: -10)...first.adding(days: 5),
      first...first,
      first.adding(days: 1)...first.adding(days: 1),
      first.adding(days: 30)...last.adding(days: -30),
      last.adding(days: -5)...last.adding(days: 20),
      last.adding(days: 3)...last.adding(days: 60),
    ]
    for dates in windows {
      let window = HistoryWindow(dates: dates)
      let stored = try #require(
        try database.ledger(for: window, settings: "s", constants: profile.pmcConstants))
      let computed = window.slice(ledger)
      #expect(stored.loads == computed.loads, "\(dates)")
      for number in dates.lowerBound.dayNumber...dates.upperBound.dayNumber {
        let day = LocalDate(dayNumber: number)
        #expect(stored.load(on: day) == computed.load(on: day), "\(day)")
        let storedValues = stored.chart.values(atEndOf: day)
        let computedValues = computed.chart.values(atEndOf: day)
        #expect(storedValues?.ctl == computedValues?.ctl, "\(day)")
        #expect(storedValues?.atl == computedValues?.atl, "\(day)")
      }
    }
  }
}
