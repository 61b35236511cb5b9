import Foundation
import ScoreEngine

/// Scores 365 consecutive days of a synthetic full-data athlete; budget < 100 ms
/// (docs/architecture.md §12).
///
/// The athlete has 425 days of records (the year plus the 60-day baseline window before it), with
/// a ride on most days and a 5-second HR stream for each. One run resolves the history once and
/// scores every day; the figure is the median of `--runs` runs (default 15).
enum EngineBenchmark {
  static func run(_ arguments: [String]) throws {
    let runs = Int(value(of: "--runs", in: arguments) ?? "") ?? 15
    guard let zone = TimeZone(identifier: "Europe/Berlin"),
      let first = LocalDate(iso: "2025-01-01")
    else { return }
    let athlete = SyntheticAthlete(zone: zone, firstDay: first, days: 425)
    let records = athlete.records()
    let profile = AthleteProfile(timeZone: zone, sex: .male, ftp: 250)
    let dates = first.adding(days: 60)...first.adding(days: 424)
    print(
      "records: \(records.count) (\(records.activities.count) rides, "
        + "\(records.activities.reduce(0) { $0 + $1.heartRate.count }) HR samples)")
    var totals: [Double] = []
    var builds: [Double] = []
    var checksum = 0
    for _ in 0..<runs {
      let start = DispatchTime.now().uptimeNanoseconds
      let history = AthleteHistory(records: records, profile: profile)
      let built = DispatchTime.now().uptimeNanoseconds
      var reports: [Report] = []
      reports.reserveCapacity(365)
      for day in dates.lowerBound.dayNumber...dates.upperBound.dayNumber {
        reports.append(history.report(for: LocalDate(dayNumber: day)))
      }
      let end = DispatchTime.now().uptimeNanoseconds
      totals.append(Double(end - start) / 1e6)
      builds.append(Double(built - start) / 1e6)
      checksum = reports.reduce(0) { $0 + ($1.recovery.value ?? 0) + ($1.sleep.value ?? 0) }
    }
    let total = median(totals)
    print("runs: \(runs); 365 reports per run (checksum \(checksum))")
    print(String(format: "median total: %.1f ms (budget 100 ms, %.0f%% of budget)", total, total))
    print(String(format: "  of which resolving the history once: %.1f ms", median(builds)))
    print(String(format: "  per report: %.3f ms", (total - median(builds)) / 365))
    print(String(format: "min %.1f ms, max %.1f ms", totals.min() ?? 0, totals.max() ?? 0))
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }

  static func value(of option: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count else {
      return nil
    }
    return arguments[index + 1]
  }
}
