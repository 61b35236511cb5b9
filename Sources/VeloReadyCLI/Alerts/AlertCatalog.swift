import Foundation
import ScoreEngine

/// Titles and rider-facing messages for the alert conditions of ALGORITHM.md §8.
///
/// Messages state the numbers behind the alert, e.g. "HRV 21 % below your normal range
/// (z -1.80)", never just "HRV low".
enum AlertCatalog {
  static func message(for condition: AlertCondition, report: Report) -> AlertMessage {
    let (title, message) = text(condition, report)
    return AlertMessage(
      id: condition.id.rawValue, severity: condition.severity, title: title, message: message)
  }

  static func messages(for report: Report) -> [AlertMessage] {
    report.alerts.map { message(for: $0, report: report) }
      .sorted { $0.severity > $1.severity }
  }

  private static func number(_ value: Double?, _ decimals: Int) -> String {
    Shown.number(value, decimals)
  }

  private static func text(_ condition: AlertCondition, _ report: Report) -> (String, String) {
    switch condition.id {
    case .missingSleep:
      return (
        "No sleep recorded",
        "No sleep was recorded for last night, so recovery is scored without it; check that your watch was worn and synced."
      )
    case .staleData:
      let hours = condition.evidence.first?.value
      var age = "more than 36 h"
      if case .number(let value, _)? = hours { age = "\(Int(value.rounded())) h" }
      return (
        "Data is out of date",
        "The newest record is \(age) old, so today cannot be scored; sync or import your latest data."
      )
    case .calibrating:
      let days = report.hrv.days60
      return (
        "Calibrating HRV baseline",
        "\(days) of \(HRVBaseline.normalRangeMinimumDays) nights of HRV so far; the HRV part of recovery starts at \(HRVBaseline.normalRangeMinimumDays)."
      )
    case .hrvSuppressed:
      let hrv = report.hrv
      let percent = hrv.today.flatMap { today in hrv.mean60.map { (1 - exp(today - $0)) * 100 } }
      return (
        "HRV suppressed",
        "HRV \(number(percent, 0)) % below your normal range (z \(number(hrv.zToday, 2)))."
      )
    case .rhrElevated:
      let rhr = report.restingHeartRate
      let difference = rhr.today.flatMap { today in rhr.baseline.map { today - $0 } }
      return (
        "Resting heart rate elevated",
        "Resting HR \(number(rhr.today, 1)) bpm is \(number(difference, 1)) above your 30-day baseline of \(number(rhr.baseline, 1))."
      )
    case .overtraining:
      return (
        "Overreaching risk",
        "Form (TSB) is \(number(report.load.tsb, 1)) and your 7-day HRV is below normal (z7 \(number(report.hrv.z7, 2))); an easy day would help."
      )
    case .illnessWatch:
      let signs = condition.evidence.map(\.name).map(signName).joined(separator: ", ")
      let repeatDay = condition.severity == .critical ? " for the second day" : ""
      return (
        "Possible illness",
        "Several signs of illness\(repeatDay): \(signs). Consider resting and watching how you feel."
      )
    }
  }

  private static func signName(_ sign: String) -> String {
    switch sign {
    case "rhr": return "resting HR up 5 bpm or more"
    case "hrv": return "HRV well below normal"
    case "respiratory": return "breathing rate up 1.5/min or more"
    case "temperature": return "skin temperature up 0.5 °C or more"
    default: return sign
    }
  }
}
