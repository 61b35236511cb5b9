import Foundation

/// The great-circle distance between positions, on a sphere of the Earth's mean radius.
enum Haversine {
  /// The Earth's mean radius, metres (IUGG).
  static let earthRadius = 6_371_008.8

  /// Metres between two positions given in degrees.
  ///
  /// `d = 2R·asin(√(sin²(Δφ/2) + cos φ₁·cos φ₂·sin²(Δλ/2)))`; for example one degree of
  /// latitude is 111 195 m.
  static func distance(
    _ latitude1: Double, _ longitude1: Double, _ latitude2: Double, _ longitude2: Double
  ) -> Double {
    let radians = Double.pi / 180
    let phi1 = latitude1 * radians
    let phi2 = latitude2 * radians
    let halfDeltaPhi = (latitude2 - latitude1) * radians / 2
    let halfDeltaLambda = (longitude2 - longitude1) * radians / 2
    let a =
      sin(halfDeltaPhi) * sin(halfDeltaPhi)
      + cos(phi1) * cos(phi2) * sin(halfDeltaLambda) * sin(halfDeltaLambda)
    return 2 * earthRadius * asin(min(1, a.squareRoot()))
  }

  /// The summed distance between consecutive positioned points, or `nil` when fewer than two
  /// points have a position.
  static func length(of points: [TrackPoint]) -> Double? {
    var total = 0.0
    var previous: (Double, Double)?
    var legs = 0
    for point in points {
      guard let latitude = point.latitude, let longitude = point.longitude else { continue }
      if let (lastLatitude, lastLongitude) = previous {
        total += distance(lastLatitude, lastLongitude, latitude, longitude)
        legs += 1
      }
      previous = (latitude, longitude)
    }
    return legs > 0 ? total : nil
  }
}
