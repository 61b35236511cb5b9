import Foundation
import ScoreEngine
import TestSupport
import VeloJSON

@testable import HealthImport

/// Raw source files under `Fixtures/` for the intervals.icu, Strava and cross-source tests.
enum SyncFixture {
  /// The bytes of `Fixtures/<path>`.
  static func bytes(_ path: String) throws -> [UInt8] {
    try Paths.fixtureBytes(path)
  }

  /// A `YYYY-MM-DD` date.
  static func day(_ text: String) -> LocalDate {
    guard let date = LocalDate(iso: text) else { fatalError("bad test date \(text)") }
    return date
  }

  /// An instant from `YYYY-MM-DDThh:mm:ssZ` (or with an offset).
  static func instant(_ text: String) -> Date {
    guard let date = Timestamp.parse(text) else { fatalError("bad test timestamp \(text)") }
    return date
  }
}
