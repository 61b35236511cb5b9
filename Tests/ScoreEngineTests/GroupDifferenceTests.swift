import Foundation
import Testing

@testable import ScoreEngine

/// Welch's interval, Cliff's delta and the guard against tiny samples (docs/algorithm.md §15.7),
/// against values worked out by hand.
@Suite struct GroupDifferenceTests {
  @Test func studentQuantilesMatchTheTables() {
    // Two-sided 95 % critical values of the t tables.
    let table: [(Double, Double)] = [
      (1, 12.706205), (2, 4.302653), (5, 2.570582), (8, 2.306004), (10, 2.228139),
      (30, 2.042272), (120, 1.979930),
    ]
    for (df, value) in table {
      #expect(close(StudentT.quantile(0.975, degreesOfFreedom: df), value, 1e-5), "df \(df)")
    }
  }

  @Test func equalSpreadsWorkedByHand() throws {
    // Tagged 50 55 60 45 40: mean 50, squares 0+25+100+25+100 = 250, s² = 62.5, s²/n = 12.5.
    // Untagged 70 65 60 75 80: mean 70, likewise 12.5. d = −20, SE = √25 = 5,
    // ν = 25² / (12.5²/4 + 12.5²/4) = 625 / 78.125 = 8, t = 2.306004:
    // −20 ± 11.53002 = [−31.53002, −8.46998].
    let result = GroupDifference(tagged: [50, 55, 60, 45, 40], untagged: [70, 65, 60, 75, 80])
    #expect(result.isJudged)
    #expect(close(result.difference, -20))
    #expect(close(result.degreesOfFreedom, 8, 1e-9))
    #expect(close(result.lower, -31.53002, 1e-5))
    #expect(close(result.upper, -8.46998, 1e-5))
    // 25 pairs: one tie (60, 60), the other 24 have the tagged value lower: (0 − 24) / 25.
    #expect(close(result.cliffsDelta, -0.96))
  }

  @Test func unequalSpreadsWorkedByHand() throws {
    // Tagged 1…5: mean 3, s² = 10/4 = 2.5, s²/n = 0.5. Untagged 2, 4, …, 12: mean 7,
    // s² = 70/5 = 14, s²/n = 7/3. SE² = 17/6, ν = (17/6)² / (0.5²/4 + (7/3)²/5)
    // = 8.027778 / 1.151389 = 6.972256; t = 2.366534, SE = 1.683251: −4 ± 3.983469.
    let result = GroupDifference(tagged: [1, 2, 3, 4, 5], untagged: [2, 4, 6, 8, 10, 12])
    #expect(close(result.degreesOfFreedom, 6.972256, 1e-6))
    #expect(close(result.lower, -7.983469, 1e-5))
    #expect(close(result.upper, -0.016531, 1e-5))
    // Of 30 pairs, the tagged value is higher in 4 (3>2, 4>2, 5>2, 5>4), equal in 2 (2, 4):
    // (4 − 24) / 30.
    #expect(close(result.cliffsDelta, -20.0 / 30))
  }

  @Test func fewerThanFiveOfEitherGroupGiveNoVerdict() {
    let four = GroupDifference(tagged: [40, 45, 50, 55], untagged: [60, 62, 64, 66, 68, 70])
    #expect(!four.isJudged)
    #expect(four.difference == nil && four.lower == nil && four.cliffsDelta == nil)
    #expect(four.tagged == 4 && four.untagged == 6)
    #expect(close(four.taggedMean, 47.5))
    let fewOthers = GroupDifference(tagged: [1, 2, 3, 4, 5], untagged: [1, 2, 3, 4])
    #expect(!fewOthers.isJudged)
  }

  @Test func groupsWithoutSpreadHaveAnIntervalOfTheirDifference() {
    let result = GroupDifference(tagged: [50, 50, 50, 50, 50], untagged: [60, 60, 60, 60, 60])
    #expect(result.difference == -10)
    #expect(result.lower == -10 && result.upper == -10)
    #expect(result.degreesOfFreedom == nil)
    #expect(result.cliffsDelta == -1)
  }
}
