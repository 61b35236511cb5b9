extension SleepScore {
  /// The deep-sleep share of time asleep that earns the stages component's first 50 points.
  public static let deepShareTarget = 0.15
  /// The REM share of time asleep that earns the stages component's other 50 points.
  public static let remShareTarget = 0.20

  /// Disturbance bands: up to `maxWakeEvents` wake events (the last band has no upper end) score
  /// `score`.
  public static let disturbanceBands: [(maxWakeEvents: Int?, score: Double)] = [
    (2, 100), (5, 75), (8, 50), (nil, 25),
  ]

  /// Timing bands on the mean deviation in tenths of a minute, as displayed: up to
  /// `maxDeviationTenths` (the last band has no upper end) scores `score`.
  public static let timingBands: [(maxDeviationTenths: Int?, score: Double)] = [
    (300, 100), (600, 75), (900, 50), (nil, 25),
  ]
}
