import Foundation
import Testing

@testable import HealthImport

/// `BeatToBeat.RunningRMSSD` takes rMSSD beat by beat; it must give, to the last bit, what the
/// method of `BeatToBeat` gives over the whole list, transcribed here step by step as a pass
/// over arrays (docs/formats.md §6.2).
@Suite struct RunningRMSSDTests {
  /// The method over whole arrays: intervals (step 2), then their differences (steps 3–4).
  static func listRMSSD(_ beats: [BeatToBeat.Beat]) -> Double? {
    guard beats.count > BeatToBeat.minimumDifferences else { return nil }
    var intervals: [Double?] = []
    for index in beats.indices.dropFirst() {
      guard let now = beats[index].seconds, let before = beats[index - 1].seconds else {
        return nil
      }
      var gap = (now - before).truncatingRemainder(dividingBy: 43_200)
      if gap < 0 { gap += 43_200 }
      let milliseconds = gap * 1000
      func agrees(_ bpm: Double) -> Bool {
        bpm > 0 && abs(milliseconds - 60_000 / bpm) <= 0.2 * (60_000 / bpm)
      }
      let plausible =
        (300...2000).contains(milliseconds)
        && (agrees(beats[index].bpm) || agrees(beats[index - 1].bpm))
      intervals.append(plausible ? milliseconds : nil)
    }
    var sum = 0.0
    var differences = 0
    for index in intervals.indices.dropFirst() {
      guard let now = intervals[index], let before = intervals[index - 1],
        abs(now - before) <= 0.2 * before
      else { continue }
      sum += (now - before) * (now - before)
      differences += 1
    }
    guard differences >= BeatToBeat.minimumDifferences else { return nil }
    return (sum / Double(differences)).squareRoot()
  }

  /// A list of `count` beats from `state`: mostly clean, with missed and ectopic beats, times
  /// across noon, out-of-range bpm and now and then an unreadable time, as `chaos` allows.
  static func generatedList(_ state: inout UInt64, count: Int, chaos: Int) -> [BeatToBeat.Beat] {
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 29
    }
    var time = Double(next() % 43_200) + Double(next() % 100) / 100
    var list: [BeatToBeat.Beat] = []
    for _ in 0..<count {
      let interval = 600 + Double(next() % 600)
      var bpm = (60_000 / interval).rounded()
      time += interval / 1000
      switch Int(next() % 100) {
      case ..<chaos: time += 0.8  // a missed beat
      case chaos..<(2 * chaos): time -= 0.35  // an ectopic one
      case 2 * chaos: bpm = 0
      default: break
      }
      let seconds = time.truncatingRemainder(dividingBy: 43_200)
      let readable = chaos == 0 || next() % 400 != 0
      list.append(
        BeatToBeat.Beat(bpm: bpm, seconds: readable ? (seconds * 100).rounded() / 100 : nil))
    }
    return list
  }

  @Test func beatByBeatIsTheListMethodToTheLastBit() {
    var state: UInt64 = 0xB0A7
    var compared = 0
    var withValue = 0
    for round in 0..<3000 {
      let list = Self.generatedList(&state, count: round % 90, chaos: round % 7)
      let expected = Self.listRMSSD(list)
      var running = BeatToBeat.RunningRMSSD()
      for beat in list { running.add(beat) }
      #expect(running.count == list.count)
      #expect(running.value?.bitPattern == expected?.bitPattern, "round \(round)")
      compared += 1
      if expected != nil { withValue += 1 }
    }
    // Both outcomes are exercised: lists that give an rMSSD and lists that do not.
    #expect(withValue > 500 && compared - withValue > 500)
  }

  @Test func timesAHalfDayApartAndMoreTakeTheRemainder() {
    // 43 200.5 s is the leap second of 11:59:60.5: a difference above a half-day.
    let times = [43_200.5, 0.3, 1.1] + (1...12).map { 1.1 + Double($0) * 0.8 }
    let list = times.map { BeatToBeat.Beat(bpm: 75, seconds: $0) }
    var running = BeatToBeat.RunningRMSSD()
    for beat in list { running.add(beat) }
    #expect(running.value?.bitPattern == Self.listRMSSD(list)?.bitPattern)
  }
}

/// `ByteWords.clock` reads `hh:mm:ss` from a word exactly when reading byte by byte would.
@Suite struct ClockWordTests {
  @Test func everyWordOfClockLikeBytesIsReadAsByteByByte() {
    let alphabet: [UInt8] = Array("0159:/ a".utf8) + [0x2F, 0x3B, 0xB9]
    var state: UInt64 = 0xC10C
    for _ in 0..<20_000 {
      var bytes: [UInt8] = []
      for place in 0..<8 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        // Mostly the right class of byte at each place, so that near misses are common.
        let right: UInt8 = place == 2 || place == 5 ? 0x3A : 0x30 + UInt8(state >> 60 % 10)
        bytes.append(state >> 40 % 4 == 0 ? alphabet[Int(state >> 33) % alphabet.count] : right)
      }
      let word = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
      func digit(_ at: Int) -> Int? { bytes[at] &- 0x30 < 10 ? Int(bytes[at] &- 0x30) : nil }
      var expected: (Int, Int, Int)?
      if bytes[2] == 0x3A, bytes[5] == 0x3A, let a = digit(0), let b = digit(1), let c = digit(3),
        let d = digit(4), let e = digit(6), let f = digit(7)
      {
        expected = (a * 10 + b, c * 10 + d, e * 10 + f)
      }
      let read = ByteWords.clock(word)
      #expect(
        read?.hours == expected?.0 && read?.minutes == expected?.1 && read?.seconds == expected?.2,
        "\(bytes)")
    }
  }
}
