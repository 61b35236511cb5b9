import Foundation
import ScoreEngine

/// The baselines behind recovery in words: each with its normal range and the days it rests on
/// (docs/algorithm.md §4).
enum ExplainBaselines {
  static func notes(_ baselines: TodaySnapshot.Baselines) -> [String] {
    var notes: [String] = []
    let hrv = baselines.hrv
    if let mean60 = hrv.mean60Ms, let sd60 = hrv.sd60,
      hrv.days60 >= HRVBaseline.normalRangeMinimumDays
    {
      // The normal range is one σ' either side of the 60-day mean, in log space; its ends come
      // from the unrounded mean and σ' (the snapshot keeps them), not from the rounded ones shown.
      let sigma = max(sd60, HRVBaseline.sigmaFloor)
      let (low, high) = (hrv.rangeLowMs, hrv.rangeHighMs)
      notes.append(
        "HRV baseline (\(hrv.kind?.rawValue ?? "--"), §4.2): 60-day mean \(Shown.number(mean60, 1)) ms"
          + " over \(hrv.days60) days, σ' \(Shown.number(sigma, 3)), normal range "
          + "\(Shown.number(low, 1))–\(Shown.number(high, 1)) ms; today "
          + "\(Shown.number(hrv.todayMs, 1)) ms, 7-day mean \(Shown.number(hrv.mean7Ms, 1)) ms")
    } else {
      notes.append(
        "HRV baseline (§4.2): \(hrv.days60) of \(HRVBaseline.normalRangeMinimumDays) days needed")
    }
    notes.append(
      metric(
        "resting HR", " bpm", baselines.restingHeartRate, RecoveryScore.restingHeartRateMap))
    notes.append(
      metric("breathing", "/min", baselines.respiratoryRate, RecoveryScore.respiratoryMap))
    return notes
  }

  /// A 30-day median and the range around it that scores full marks on its map.
  private static func metric(
    _ name: String, _ unit: String, _ metric: TodaySnapshot.Metric, _ map: PiecewiseLinear
  ) -> String {
    guard let baseline = metric.baseline else {
      return "\(name) baseline (§4.2): \(metric.days) of \(MetricBaseline.minimumDays) days needed"
    }
    let top = map.knots.map(\.y).max() ?? 0
    let full = map.knots.filter { $0.y == top }
    var range = ""
    if let first = full.first, let last = full.last {
      let high = Shown.number(baseline * (1 + last.x), 1)
      range =
        first.x == map.knots.first?.x
        ? "up to \(high)" : "\(Shown.number(baseline * (1 + first.x), 1))–\(high)"
    }
    return "\(name) baseline (§4.2): 30-day median \(Shown.number(baseline, 1))\(unit) over "
      + "\(metric.days) days, normal range \(range)\(unit); today "
      + "\(Shown.number(metric.today, 1))\(unit)"
  }
}
