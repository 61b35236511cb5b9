import Foundation
import ScoreEngine
import VeloJSON
import VeloStore

/// Strain and form explained: the loads that make T and its mapping to 0–18, and the PMC
/// arithmetic of the date with its zone boundaries.
enum ExplainLoad {
  /// "load set by you: 85.0 (was 142.3 from heartRateStream)", "ignored by you (was …)" or
  /// "corrected by you (was …)".
  static func corrected(_ note: TodaySnapshot.CorrectionNote, load: Double) -> String {
    let was = "(was \(Shown.number(note.originalLoad, 1)) from \(note.originalMethod.rawValue))"
    if note.ignored { return "ignored by you " + was }
    if note.setByRider { return "load set by you: \(Shown.number(load, 1)) " + was }
    return "corrected by you " + was
  }

  /// "Morning Ride, cycling", or only "cycling" for a recording without a name.
  static func title(_ activity: TodaySnapshot.ActivityEntry) -> String {
    activity.name.map { $0 + ", " + activity.sport.rawValue } ?? activity.sport.rawValue
  }

  static func strain(_ snapshot: TodaySnapshot) -> Explanation {
    let strain = snapshot.strain
    var explanation = Explanation(
      topic: .strain, shown: Shown.number(strain.value, 1), label: strain.band.label,
      value: .fixed(strain.value, 1))
    // An activity the rider ignored has no part in the strain (docs/algorithm.md §7.5).
    var activities = snapshot.activitiesToday.filter { $0.correction?.ignored != true }
      .makeIterator()
    for part in strain.contributions {
      switch part.kind {
      case .activity:
        let activity = activities.next()
        let what = activity.map(Self.title)
        let duration = activity.map { Shown.duration(seconds: Double($0.durationSeconds)) }
        var rule = [what, duration, part.method.map { "by " + $0.rawValue }].compactMap { $0 }
          .joined(separator: ", ")
        if let activity, let why = heartRateReason(part, activity) { rule += ": " + why }
        if let note = activity?.correction { rule += ": " + corrected(note, load: part.load) }
        explanation.entries.append(
          Explanation.Entry(
            name: "activity", rule: rule, result: "= load " + Shown.number(part.load, 1),
            figures: [
              "kind": .string("activity"), "id": .string(part.id),
              "method": .string(part.method?.rawValue), "load": .fixed(part.load, 1),
              "streamCoverage": .fixed(part.streamCoverage, 3),
              "heartRate": .fixed(part.heartRate, 1),
              "heartRateFrom": .string(part.heartRateFrom?.rawValue),
            ]))
      case .steps:
        let steps = snapshot.health.steps ?? 0
        explanation.entries.append(
          Explanation.Entry(
            name: "steps",
            rule: "min(\(ExplainNumber.short(StrainScore.movementCap)), "
              + "\(ExplainNumber.short(StrainScore.movementPerThousandSteps)) × "
              + "\(Shown.grouped(Double(steps))) / 1000)",
            result: "= load " + Shown.number(part.load, 1),
            figures: [
              "kind": .string("steps"), "steps": .integer(steps), "load": .fixed(part.load, 1),
            ]))
      }
    }
    for activity in snapshot.activitiesToday {
      guard let note = activity.correction, note.ignored else { continue }
      explanation.entries.append(
        Explanation.Entry(
          name: "ignored",
          rule: Self.title(activity)
            + ": " + corrected(note, load: 0),
          result: "not counted",
          figures: [
            "kind": .string("ignored"), "id": .string(activity.id),
            "originalLoad": .fixed(note.originalLoad, 1),
            "originalMethod": .string(note.originalMethod.rawValue),
          ]))
    }
    let loads = strain.contributions.map(\.load)
    let sumTenths = loads.reduce(0) { $0 + Rounding.units($1, decimals: 1) }
    let totalTenths = Rounding.units(strain.load, decimals: 1)
    guard strain.quality != .noData else {
      explanation.total = "no activity and no step data: strain 0.0"
      explanation.sum = ([], 1, strain.value == 0)
      return explanation
    }
    let epoc = StrainScore.epoc(total: strain.load)
    let maximum = ExplainNumber.short(StrainScore.maximum)
    explanation.entries.append(
      Explanation.Entry(
        name: "EPOC",
        rule: "\(ExplainNumber.short(StrainScore.epocFactor)) × "
          + "\(Shown.number(strain.load, 1))^\(ExplainNumber.short(StrainScore.epocExponent))",
        result: "= " + Shown.number(epoc, 1), figures: ["epoc": .fixed(epoc, 1)]))
    let mapped = StrainScore.strain(total: strain.load)
    explanation.entries.append(
      Explanation.Entry(
        name: "strain",
        rule: "clamp(\(maximum) × ln(1 + \(Shown.number(epoc, 1))) / "
          + "ln(\(ExplainNumber.short(1 + StrainScore.epocAtMaximum))), 0, \(maximum))",
        result: "= " + Shown.number(mapped, 1), figures: ["strain": .fixed(mapped, 1)]))
    let addends = loads.map { Shown.number($0, 1) }.joined(separator: " + ")
    // Each part is rounded on its own, so the shown parts can miss the shown T by a tenth.
    var partsText =
      sumTenths == totalTenths
      ? addends + " = " : addends + " = " + Shown.number(Double(sumTenths) / 10, 1) + " ≈ "
    if loads.count == 1 { partsText = "" }
    explanation.total =
      partsText + Shown.number(strain.load, 1) + " = T → strain " + Shown.number(strain.value, 1)
    explanation.sum = (
      loads, 1, Rounding.units(mapped, decimals: 1) == Rounding.units(strain.value, decimals: 1)
    )
    return explanation
  }

  /// Why the heart-rate stream was or was not used (docs/algorithm.md §7.3): "its heart-rate
  /// stream covers 12 % of the 33-minute swim; scored from its average heart rate 165".
  static func heartRateReason(
    _ part: TodaySnapshot.Contribution, _ activity: TodaySnapshot.ActivityEntry
  ) -> String? {
    guard let coverage = part.streamCoverage else { return nil }
    let minutes = Rounding.units(Double(activity.durationSeconds) / 60, decimals: 0)
    let percent = Rounding.units(coverage * 100, decimals: 0)
    let share = percent == 0 && coverage > 0 ? "under 1 %" : "\(percent) %"
    let covers =
      "its heart-rate stream covers \(share) of the \(minutes)-minute \(ImportSummary.noun(of: activity.sport))"
    switch (part.method, part.heartRateFrom) {
    case (.heartRateStream, _):
      return covers
    case (.heartRateAverage, .activity?):
      return covers + "; scored from its average heart rate " + bpm(part.heartRate)
    case (.heartRateAverage, .stream?):
      return covers + "; scored from the stream's time-weighted mean heart rate "
        + bpm(part.heartRate)
    default:
      return covers + "; no average heart rate to score it from"
    }
  }

  /// A heart rate as displayed, without a trailing `.0`: `165`, `144.3`.
  private static func bpm(_ value: Double?) -> String {
    value.map { ExplainNumber.short(Rounding.display($0, decimals: 1)) } ?? "--"
  }
}
