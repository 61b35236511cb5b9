extension SleepScore {
  /// The integer weights of the five components.
  public static let weights = (
    duration: 50, efficiency: 16, stages: 16, disturbances: 14, timing: 4
  )

  /// Duration sub-score on `ρ = asleep / need`: nothing below half the need, 40 at 70 %, 75 at
  /// 85 %, 100 from the need on.
  public static let durationMap = PiecewiseLinear([(0.5, 0), (0.7, 40), (0.85, 75), (1.0, 100)])

  /// The short-night caps, strictest first: below `belowHundredths` of the need (the displayed
  /// ratio, in hundredths) the score is at most `limit`.
  public static let shortNightLimits: [(belowHundredths: Int, limit: Int)] = [(50, 39), (75, 59)]

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
