import Foundation
import ScoreEngine
import Testing

@testable import VeloReadyCLI

/// Ages, dates and the limited-data footnote as a rider reads them.
@Suite struct ShownTests {
  static let ageCases: [(String, Double, String)] = [
    ("59 s", 59, "just now"), ("1 min", 60, "1 min ago"), ("47 h", 47 * 3600, "47 h ago"),
    ("48 h", 48 * 3600, "2 days ago"), ("60 days", 60 * 86_400, "60 days ago"),
    ("61 days", 61 * 86_400, "2 months ago"), ("91 days", 91 * 86_400, "3 months ago"),
    ("4617 h", 4617 * 3600, "6 months ago"), ("700 days", 700 * 86_400, "23 months ago"),
    ("729 days", 729 * 86_400, "2 years ago"),
    ("731 days", 731 * 86_400, "2 years ago"),
  ]

  @Test("ages read in the unit a rider would use", arguments: ageCases)
  func ages(_ name: String, _ seconds: Double, _ shown: String) {
    let now = Date(timeIntervalSince1970: 1_795_159_800)
    #expect(Shown.age(from: now.addingTimeInterval(-seconds), to: now) == shown)
  }

  @Test func aDateOutsideTheCurrentYearShowsItsYear() throws {
    let today = try #require(LocalDate(iso: "2026-11-20"))
    #expect(
      Shown.shortDate(try #require(LocalDate(iso: "2026-01-03")), today: today) == "Sat 3 Jan")
    #expect(
      Shown.shortDate(try #require(LocalDate(iso: "2024-11-17")), today: today)
        == "Sun 17 Nov 2024")
    #expect(
      Shown.shortDate(try #require(LocalDate(iso: "2027-01-01")), today: today) == "Fri 1 Jan 2027")
  }

  static func score(_ value: Int?, _ quality: ScoreQuality, _ absent: [(String, String)])
    -> TodaySnapshot.Score
  {
    TodaySnapshot.Score(
      value: value, reason: value == nil ? .noSleep : nil, quality: quality, components: [],
      absent: absent.map {
        TodaySnapshot.Absent(
          name: ComponentName(rawValue: $0.0), reason: AbsentReason(rawValue: $0.1))
      })
  }

  @Test func onlyALimitedScoreWithAValueIsStarredAndTheFootnoteSaysWhatWasMissing() {
    let sleepless = Self.score(nil, .limited, [("duration", "no-sleep")])
    let recovery = Self.score(92, .limited, [("sleep", "no-sleep"), ("respiratory", "no-data")])
    let full = Self.score(80, .full, [])
    #expect(!LimitedData.isMarked(sleepless))
    #expect(LimitedData.isMarked(recovery))
    #expect(!LimitedData.isMarked(full))
    #expect(
      LimitedData.footnote([sleepless, recovery]) == "* limited data: no sleep, no breathing rate")
    #expect(LimitedData.footnote([full, sleepless]) == nil)
    let stages = Self.score(
      85, .limited,
      [("stages", "no-stages"), ("disturbances", "no-stages"), ("timing", "no-baseline")])
    #expect(
      LimitedData.footnote([stages]) == "* limited data: no sleep stages, no usual bedtime yet")
  }
}
