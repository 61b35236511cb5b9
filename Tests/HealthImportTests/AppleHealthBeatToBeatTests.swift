import Foundation
import Testing

@testable import HealthImport

/// rMSSD from `InstantaneousBeatsPerMinute` lists (`BeatToBeat`).
@Suite struct AppleHealthBeatToBeatTests {
  func seconds(_ text: String) -> Double? {
    var text = text
    return text.withUTF8 { BeatToBeat.secondsOfHalfDay(UnsafeRawBufferPointer($0)) }
  }

  static let fourSeventeen: Double = 4 * 3600 + 17 * 60 + 18.57

  @Test(
    arguments: [
      ("4:17:18.57 pm", fourSeventeen), ("04:17:18.57", fourSeventeen),
      ("16:17:18,57", fourSeventeen), ("下午4:17:18.57", fourSeventeen),
      ("12:00:01.5 a.m.", 1.5), ("0:00:01.50", 1.5), ("٤:١٧:١٨٫٥٧ م", fourSeventeen),
      ("१६:१७:१८.५७", fourSeventeen), ("7:05:09 AM", 25_509.0),
    ] as [(String, Double)])
  func localeFormattedTimesAreReadModuloTwelveHours(text: String, expected: Double) throws {
    let value = try #require(seconds(text))
    #expect(abs(value - expected) < 1e-9)
  }

  @Test(arguments: ["", "4:17", "pm", "25:00:00", "4:17:18.57.12.1"])
  func unreadableTimesGiveNil(text: String) {
    #expect(seconds(text) == nil)
  }

  /// Beats at the given intervals (ms) from `start` seconds, each with its own bpm.
  func beats(from start: Double, intervals: [Double]) -> [BeatToBeat.Beat] {
    var time = start
    var list = [BeatToBeat.Beat(bpm: 60_000 / intervals[0], seconds: time)]
    for interval in intervals {
      time += interval / 1000
      list.append(BeatToBeat.Beat(bpm: (60_000 / interval).rounded(), seconds: time))
    }
    return list
  }

  @Test func alternatingIntervalsGiveTheirDifference() throws {
    let list = beats(
      from: 100, intervals: Array(repeating: [800.0, 850.0], count: 10).flatMap { $0 })
    #expect(abs(try #require(BeatToBeat.rmssd(list)) - 50) < 1e-6)
  }

  @Test func aMissedBeatAndAnEctopicBeatAreFilteredOut() throws {
    var intervals = Array(repeating: [1000.0, 1030.0], count: 8).flatMap { $0 }
    intervals.insert(600, at: 5)  // ectopic: 40 % short
    var list = beats(from: 100, intervals: intervals)
    // A missed beat: the time jumps 0.8 s more than the beat's bpm (~59) says.
    let gap = list.count / 2 + 3
    for index in gap..<list.count { list[index].seconds = (list[index].seconds ?? 0) + 0.8 }
    #expect(abs(try #require(BeatToBeat.rmssd(list)) - 30) < 1e-6)
  }

  @Test func noonAndMidnightAreCrossedWithoutAMPMWords() throws {
    let list = beats(
      from: 43_200 - 5, intervals: Array(repeating: [1000.0, 1020.0], count: 8).flatMap { $0 }
    )
    .map {
      BeatToBeat.Beat(
        bpm: $0.bpm, seconds: ($0.seconds ?? 0).truncatingRemainder(dividingBy: 43_200))
    }
    #expect(abs(try #require(BeatToBeat.rmssd(list)) - 20) < 1e-6)
  }

  @Test func tooFewCleanBeatsOrAnUnreadableTimeGiveNoRMSSD() {
    #expect(BeatToBeat.rmssd(beats(from: 0, intervals: [1000, 1010, 1000, 1010])) == nil)
    var list = beats(from: 0, intervals: Array(repeating: 1000.0, count: 20))
    list[7].seconds = nil
    #expect(BeatToBeat.rmssd(list) == nil)
  }
}

/// The positional reading of the common ASCII times gives what the general one gives.
@Suite struct BeatTimeFastPathTests {
  func both(_ text: String) -> (fast: Double?, general: Double?) {
    var text = text
    return text.withUTF8 {
      let bytes = UnsafeRawBufferPointer($0)
      return (
        BeatToBeat.asciiSecondsOfHalfDay(bytes), BeatToBeat.secondsOfHalfDayByDigitGroups(bytes)
      )
    }
  }

  @Test func theCommonFormsAreReadByPositionAlike() throws {
    for text in [
      "4:17:18.57 pm", "04:17:18.57", "16:17:18,57", "12:00:01.5 a.m.", "0:00:01.50",
      "7:05:09 AM", "23:59:60.999999999", "9:07:03.", "11:11:11.05 PM",
    ] {
      let (fast, general) = both(text)
      #expect(fast != nil, "\(text)")
      #expect(fast == general, "\(text)")
    }
  }

  /// The watch's own tail (`BeatToBeat.watchFraction`) and every near miss of it read as the
  /// general reading reads them, whether the position or the loops took them.
  @Test func everyTailAfterTheClockReadsAsTheGeneralReading() {
    let watchTails = [".57 pm", ".57", ",05 AM", ".99 xy"]
    let others = [
      ".5 pm", ".57 p.", ".57pm ", ".5x pm", ".57 p1", "x57 pm", ".57  p", ".57 pm ", ".570",
      " 57 pm", ".57\tpm", "", ".", ".57 é",
    ]
    for clock in ["4:17:18", "16:17:18", "0:00:00"] {
      for tail in watchTails + others {
        var text = clock + tail
        let fraction = text.withUTF8 {
          BeatToBeat.watchFraction(UnsafeRawBufferPointer($0), from: clock.utf8.count)
        }
        #expect((fraction != nil) == watchTails.contains(tail), "\(text)")
        // The positional reading leaves some of the near misses to the general one.
        let (fast, general) = both(text)
        #expect(fast == nil || fast == general, "\(text)")
        #expect(fast != nil || !watchTails.contains(tail), "\(text)")
      }
    }
  }

  @Test func everythingElseIsLeftToTheGeneralReading() {
    for text in [
      "", "4:17", "25:00:00", "4:17:18.57.12.1", "123:45:06", "4:17:18.1234567890",
      "下午4:17:18.57", "4:17:18 م", "4.17.18", "4:17:18 pm 2",
    ] {
      #expect(both(text).fast == nil, "\(text)")
    }
  }

  @Test func generatedTimesAgreeWithTheGeneralReading() {
    var state: UInt64 = 0x5EED
    for _ in 0..<2000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let hours = Int(state >> 33) % 24
      let minutes = Int(state >> 40) % 60
      let seconds = Int(state >> 20) % 61
      let fraction = Int(state >> 50) % 1000
      let text =
        String(hours % 12 == 0 ? 12 : hours % 12) + ":" + String(format: "%02d", minutes) + ":"
        + String(format: "%02d", seconds) + "." + String(fraction) + (hours < 12 ? " am" : " pm")
      let (fast, general) = both(text)
      #expect(fast != nil && fast == general, "\(text)")
    }
  }
}
