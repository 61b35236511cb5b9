import Testing

@testable import HealthImport

/// The duplicate check by stream and time order must find exactly the repeats a set of all
/// records finds, whatever the order of the records.
@Suite struct DuplicateFilterTests {
  /// A record: stream (type, source), start and value; its fingerprint mixes all four.
  struct Record {
    var type: Int
    var source: Int
    var start: Double
    var value: Double

    var fingerprint: UInt64 {
      let stream = StableHash.combine(UInt64(type) << 32 | UInt64(source), start.bitPattern)
      return StableHash.combine(stream, value.bitPattern)
    }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// (type, source, start, value) in the order the export lists them.
    var records: [(Int, Int, Double, Double)]
    /// Whether each record is new.
    var new: [Bool]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "rising starts are all new", records: [(1, 1, 10, 5), (1, 1, 20, 5), (1, 1, 30, 5)],
      new: [true, true, true]),
    Case(
      name: "a repeat of the latest record",
      records: [(1, 1, 10, 5), (1, 1, 20, 6), (1, 1, 20, 6)],
      new: [true, true, false]),
    Case(
      name: "a late repeat of an early record",
      records: [(1, 1, 10, 5), (1, 1, 20, 6), (1, 1, 30, 7), (1, 1, 10, 5)],
      new: [true, true, true, false]),
    Case(
      name: "the same start with another value is new",
      records: [(1, 1, 10, 5), (1, 1, 20, 6), (1, 1, 10, 8), (1, 1, 20, 9)],
      new: [true, true, true, true]),
    Case(
      name: "a repeat of a late record",
      records: [(1, 1, 10, 5), (1, 1, 30, 6), (1, 1, 20, 7), (1, 1, 40, 8), (1, 1, 20, 7)],
      new: [true, true, true, true, false]),
    Case(
      name: "a late record that repeats another late record of the same start",
      records: [(1, 1, 50, 1), (1, 1, 10, 5), (1, 1, 10, 6), (1, 1, 10, 5), (1, 1, 10, 6)],
      new: [true, true, true, false, false]),
    Case(
      name: "equal records of other streams are not duplicates",
      records: [(1, 1, 10, 5), (1, 2, 10, 5), (2, 1, 10, 5), (2, 2, 10, 5)],
      new: [true, true, true, true]),
    Case(
      name: "streams that interleave keep their own order",
      records: [
        (1, 1, 10, 5), (2, 1, 100, 5), (1, 1, 20, 5), (2, 1, 50, 5), (1, 1, 10, 5),
        (2, 1, 100, 5), (2, 1, 50, 5), (1, 2, 10, 5),
      ],
      new: [true, true, true, true, false, false, false, true]),
    Case(
      name: "a first record before the epoch, then one at zero and minus zero",
      records: [(3, 1, -5, 1), (3, 1, 0, 1), (3, 1, -0.0, 1), (3, 1, -0.0, 1), (3, 1, -5, 1)],
      new: [true, true, true, false, false]),
  ]

  @Test(arguments: cases)
  func repeatsAreFoundInAnyOrder(_ example: Case) {
    var filter = DuplicateFilter()
    let new = example.records.map { type, source, start, value in
      let record = Record(type: type, source: source, start: start, value: value)
      return filter.insert(
        type: type, source: source, start: start, fingerprint: record.fingerprint)
    }
    #expect(new == example.new)
  }

  @Test func shuffledStreamsGiveWhatASetOfAllRecordsGives() {
    // A fixed linear congruential sequence: three streams, starts mostly rising with jumps back,
    // and values from a small range, so that repeats and same-start records are frequent.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ range: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % range
    }
    var filter = DuplicateFilter()
    var seen = Set<UInt64>()
    var clocks = [0.0, 0.0, 0.0]
    var repeats = 0
    for _ in 0..<20_000 {
      let stream = next(3)
      clocks[stream] += Double(next(4))
      let start = next(5) == 0 ? clocks[stream] - Double(next(40)) : clocks[stream]
      let record = Record(type: stream, source: 7, start: start, value: Double(next(3)))
      let expected = seen.insert(record.fingerprint).inserted
      if !expected { repeats += 1 }
      let found = filter.insert(
        type: stream, source: 7, start: start, fingerprint: record.fingerprint)
      #expect(found == expected, "record \(record)")
      if found != expected { return }
    }
    // The sequence must exercise both paths, or the comparison proves nothing.
    #expect(filter.lateCount > 4_000 && repeats > 2_000, "\(filter.lateCount) late, \(repeats)")
  }
}
