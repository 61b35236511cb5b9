import Foundation

extension StrainScore {
  /// The top of the strain scale.
  public static let maximum = 18.0
  /// The EPOC at which strain reaches `maximum`: the scale is `ln(1 + EPOC) / ln(1 + 1200)`.
  public static let epocAtMaximum = 1200.0
  /// `EPOC = epocFactor · T^epocExponent`.
  public static let epocFactor = 0.25
  /// The exponent of `T` in EPOC.
  public static let epocExponent = 1.1
  /// The largest everyday-movement term, in load points.
  public static let movementCap = 7.0
  /// Load points per 1,000 steps in the everyday-movement term.
  public static let movementPerThousandSteps = 0.8

  /// `EPOC = 0.25 · T^1.1` of a total load `T` (negative totals count as 0).
  public static func epoc(total: Double) -> Double {
    epocFactor * pow(max(0, total), epocExponent)
  }
}
