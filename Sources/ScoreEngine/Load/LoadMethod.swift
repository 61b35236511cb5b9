import Foundation

/// How an activity's load was computed, best first (docs/algorithm.md §7.3).
public enum LoadMethod: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
  /// Normalized (or average) power against FTP.
  case power
  /// A load the source computed.
  case source
  /// Banister TRIMP over the heart-rate stream.
  case heartRateStream
  /// TRIMP of one segment at the average heart rate.
  case heartRateAverage
  /// Minutes × RPE / 5.
  case duration
  /// Set by the rider: a load of their own, or none for an ignored activity (docs/algorithm.md
  /// §7.5). Never chosen by the rules; last, so that it ranks no recording.
  case rider

  /// 0 for the best method.
  public var rank: Int { Self.allCases.firstIndex(of: self) ?? Self.allCases.count }

  /// Orders methods best first.
  public static func < (lhs: LoadMethod, rhs: LoadMethod) -> Bool { lhs.rank < rhs.rank }
}
