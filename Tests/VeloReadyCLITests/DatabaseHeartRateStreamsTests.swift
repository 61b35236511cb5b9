import Foundation
import ScoreEngine
import Testing

@testable import VeloReadyCLI
@testable import VeloStore

/// `HeartRateStreams`: streams encoded once and read back from memory give exactly what encoding
/// and decoding them in the store gives, and a stream that is not the one in hand is never taken
/// for it.
@Suite struct DatabaseHeartRateStreamsTests {
  static let watch = Source(provider: .device, name: "Edge 820")
  static let start = Date(timeIntervalSince1970: 1_790_000_000)

  static func ride(_ id: String, _ pairs: [(Double, Double)], source: Source = watch) -> Activity {
    Activity(
      id: id, start: start, durationSeconds: 3_600, sport: .cycling,
      heartRate: DatabaseHeartRateBlobTests.samples(pairs), source: source)
  }

  /// Rides whose streams take every path of the encoding: whole numbers, fractions, a negative
  /// zero, values beyond 2^53, and none.
  static let rides =
    DatabaseHeartRateBlobTests.streams.enumerated().map { index, stream in
      ride("ride-\(index)", stream.1)
    } + [ride("no-stream", [])]

  static func bits(_ records: RecordSet) -> [[UInt64]] {
    records.activities.map { activity in
      activity.heartRate.flatMap { [$0.offset.bitPattern, $0.bpm.bitPattern] }
    }
  }

  @Test func aStoreWrittenAndReadWithTheStreamsInHandHoldsWhatOneWithoutThemHolds() throws {
    var records = RecordSet()
    records.activities = Self.rides
    let streams = HeartRateStreams(encoding: Self.rides)
    #expect(streams.count == Self.rides.count - 1)

    let plain = ScratchStore("streams-plain")
    let inHand = ScratchStore("streams-in-hand")
    defer {
      plain.remove()
      inHand.remove()
    }
    let all = Self.rides.count
    let plainDatabase = try plain.open()
    let inHandDatabase = try inHand.open()
    #expect(try plainDatabase.upsert(records) == MergeStats(added: all, replaced: 0, unchanged: 0))
    #expect(
      try inHandDatabase.upsert(records, streams: streams)
        == MergeStats(added: all, replaced: 0, unchanged: 0))
    // Encoded once, the BLOBs are the ones encoding in the upsert would have written.
    #expect(try plainDatabase.records() == inHandDatabase.records())
    #expect(
      try inHandDatabase.upsert(records, streams: streams)
        == MergeStats(added: 0, replaced: 0, unchanged: all))

    let decoded = try plainDatabase.trainingRecords()
    let fromMemory = try inHandDatabase.trainingRecords(streams: streams)
    #expect(Self.bits(fromMemory) == Self.bits(decoded))
    #expect(Self.bits(fromMemory) == Self.bits(records))
    #expect(fromMemory.activities.map(\.id) == decoded.activities.map(\.id))
    // And they are the very arrays in hand, not decoded copies.
    func storage(_ activities: [Activity]) -> [UnsafePointer<HeartRateSample>?] {
      activities.map { $0.heartRate.withUnsafeBufferPointer(\.baseAddress) }
    }
    let byID = Dictionary(uniqueKeysWithValues: Self.rides.map { ($0.id, $0) })
    let held = fromMemory.activities.filter { !$0.heartRate.isEmpty }
    #expect(storage(held) == storage(held.compactMap { byID[$0.id] }))
  }

  @Test func aStoredStreamThatIsNotTheOneInHandIsDecoded() throws {
    let stored = Self.ride("ride", [(0, 100), (5, 110), (10, 120)])
    let other = Self.ride("ride", [(0, 100), (5, 111), (10, 120)])
    let elsewhere = Self.ride(
      "ride", [(0, 100), (5, 110), (10, 120)], source: .init(provider: .device, name: "Fenix 5"))
    let scratch = ScratchStore("streams-other")
    defer { scratch.remove() }
    let database = try scratch.open()
    var records = RecordSet()
    records.activities = [stored]
    _ = try database.upsert(records)
    // The same activity with other samples in hand: the stored bytes differ, so they are decoded.
    let read = try database.trainingRecords(streams: HeartRateStreams(encoding: [other]))
    #expect(read.activities.map(\.heartRate) == [stored.heartRate])
    // The same samples of another source's activity are not this one's.
    #expect(
      HeartRateStreams(encoding: [elsewhere]).blob(of: stored) == nil)
  }

  @Test func aBlobIsTakenFromMemoryOnlyForTheSamplesItWasEncodedFrom() throws {
    let ride = Self.ride("ride", [(0, 100), (5, 110)])
    var changed = ride
    changed.heartRate[1].bpm = 111
    let streams = HeartRateStreams(encoding: [ride])
    #expect(streams.blob(of: ride) == HeartRateBlob.encode(ride.heartRate))
    #expect(streams.blob(of: changed) == nil)
    #expect(HeartRateStreams(encoding: [Self.ride("empty", [])]).isEmpty)
  }

  @Test func addingStreamsKeepsBoth() {
    var streams = HeartRateStreams(encoding: [Self.ride("a", [(0, 100)])])
    streams.add(HeartRateStreams(encoding: [Self.ride("b", [(0, 120)])]))
    #expect(streams.count == 2)
  }
}
