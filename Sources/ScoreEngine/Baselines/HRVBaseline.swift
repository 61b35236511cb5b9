import Foundation

/// HRV for score date D in natural-log space: today's value, the 7-day mean and the 60-day
/// normal range, and the z values (docs/algorithm.md §4.2).
public struct HRVBaseline: Hashable, Sendable {
  /// Valid days in `[D−60, D−1]` for the normal range to be ready.
  public static let normalRangeMinimumDays = 14
  /// Valid days in `[D−6, D]` for the 7-day mean to be ready.
  public static let sevenDayMinimumDays = 3
  /// Floor of the standard deviation, ln units.
  public static let sigmaFloor = 0.04

  /// The kind the baselines use, `nil` when there is no HRV at all.
  public var kind: HRVKind?
  /// `h_D`, ln ms.
  public var today: Double?
  /// `m7`, ln ms; `nil` unless ready.
  public var mean7: Double?
  /// Valid days in `[D−6, D]`.
  public var days7: Int
  /// `μ60`, ln ms; `nil` without any valid day.
  public var mean60: Double?
  /// `σ60`, ln units; `nil` with fewer than two valid days.
  public var sd60: Double?
  /// Valid days in `[D−60, D−1]`.
  public var days60: Int

  /// Creates a baseline from its parts.
  public init(
    kind: HRVKind?, today: Double?, mean7: Double?, days7: Int, mean60: Double?, sd60: Double?,
    days60: Int
  ) {
    self.kind = kind
    self.today = today
    self.mean7 = mean7
    self.days7 = days7
    self.mean60 = mean60
    self.sd60 = sd60
    self.days60 = days60
  }

  /// The baseline of date `date` from daily values `h(d)` (ln ms) of the chosen kind.
  public init(kind: HRVKind?, date: LocalDate, dailyValue: (LocalDate) -> Double?) {
    self.init(
      kind: kind, today: dailyValue(date),
      window7: Self.window7.compactMap { dailyValue(date.adding(days: -$0)) },
      window60: Self.window60.compactMap { dailyValue(date.adding(days: -$0)) })
  }

  /// The days back from D of the 7-day mean, in the order it adds them.
  static var window7: ClosedRange<Int> { 0...6 }
  /// The days back from D of the normal range, in the order its sums add them.
  static var window60: ClosedRange<Int> { 1...60 }

  /// The baseline from today's value and the valid values of the days `window7` and `window60`
  /// back, in those orders.
  init(kind: HRVKind?, today: Double?, window7: [Double], window60: [Double]) {
    self.init(
      kind: kind, today: today,
      mean7: window7.count >= Self.sevenDayMinimumDays ? Statistics.mean(window7) : nil,
      days7: window7.count, mean60: Statistics.mean(window60),
      sd60: Statistics.sampleStandardDeviation(window60), days60: window60.count)
  }

  /// Whether the 60-day normal range has at least 14 valid days.
  public var isNormalRangeReady: Bool { kind != nil && days60 >= Self.normalRangeMinimumDays }

  /// `σ' = max(σ60, 0.04)` when the normal range is ready.
  public var sigmaPrime: Double? {
    guard isNormalRangeReady, let sd60 else { return nil }
    return max(sd60, Self.sigmaFloor)
  }

  /// `z_today = (h_D − μ60)/σ'`.
  public var zToday: Double? {
    guard let today, let mean60, let sigmaPrime else { return nil }
    return (today - mean60) / sigmaPrime
  }

  /// `z7 = (m7 − μ60)/σ'`.
  public var z7: Double? {
    guard let mean7, let mean60, let sigmaPrime else { return nil }
    return (mean7 - mean60) / sigmaPrime
  }

  /// `0.6·z_today + 0.4·z7` when both exist, otherwise the one that exists.
  public var z: Double? {
    switch (zToday, z7) {
    case (let today?, let week?): return 0.6 * today + 0.4 * week
    case (let today?, nil): return today
    case (nil, let week?): return week
    case (nil, nil): return nil
    }
  }

  /// Calibration at D: `calibrating` under 14 valid days (or no HRV), `building` 14–29, `ready` 30+.
  public var calibration: Calibration {
    guard kind != nil, days60 >= Self.normalRangeMinimumDays else { return .calibrating }
    return days60 >= 30 ? .ready : .building
  }

  /// The kind of HRV to use at D from the counts of days with a value of each kind in
  /// `[D−60, D]`: rMSSD when its count is at least SDNN's and above zero, else SDNN when it has
  /// any. A preference other than `auto` decides alone, but a kind with no days at all is `nil`
  /// ("with no HRV at all the kind is null").
  public static func kind(
    preference: HRVKindPreference, rmssdDays: Int, sdnnDays: Int
  ) -> HRVKind? {
    switch preference {
    case .rmssd: return rmssdDays > 0 ? .rmssd : nil
    case .sdnn: return sdnnDays > 0 ? .sdnn : nil
    case .auto:
      if rmssdDays > 0, rmssdDays >= sdnnDays { return .rmssd }
      return sdnnDays > 0 ? .sdnn : nil
    }
  }
}

/// How far the HRV baseline has come (docs/algorithm.md §4.3).
public enum Calibration: String, Hashable, Sendable, Codable {
  /// Fewer than 14 days of HRV in the last 60, or none.
  case calibrating
  /// 14–29 days.
  case building
  /// 30 days or more.
  case ready
}

/// A daily metric with its 30-day median baseline (resting HR, respiratory rate;
/// docs/algorithm.md §4.2).
public struct MetricBaseline: Hashable, Sendable {
  /// Valid days in `[D−30, D−1]` for the baseline to be ready.
  public static let minimumDays = 7

  /// Today's value, or `nil`.
  public var today: Double?
  /// The median of `[D−30, D−1]` when ready, else `nil`.
  public var baseline: Double?
  /// Valid days in `[D−30, D−1]`.
  public var days: Int

  /// Creates a baseline from its parts.
  public init(today: Double?, baseline: Double?, days: Int) {
    self.today = today
    self.baseline = baseline
    self.days = days
  }

  /// The baseline of `date` from daily values.
  public init(date: LocalDate, dailyValue: (LocalDate) -> Double?) {
    self.init(
      today: dailyValue(date),
      window: Self.window.compactMap { dailyValue(date.adding(days: -$0)) })
  }

  /// The days back from D of the baseline.
  static var window: ClosedRange<Int> { 1...30 }

  /// The baseline from today's value and the valid values of the days `window` back.
  init(today: Double?, window: consuming [Double]) {
    let days = window.count
    // The window is handed on to be reordered in place: it is not read again.
    self.init(
      today: today,
      baseline: days >= Self.minimumDays ? MedianSelection.median(consume window) : nil,
      days: days)
  }

  /// `(today − baseline)/baseline`, when both exist.
  public var relativeDeviation: Double? {
    guard let today, let baseline, baseline > 0 else { return nil }
    return (today - baseline) / baseline
  }
}
