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
