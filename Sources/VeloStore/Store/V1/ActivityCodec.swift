import Foundation
import ScoreEngine

/// The binary form of one activity inside `records.bin`.
enum ActivityCodec {
  /// Optional numeric fields, in the order of their presence bits. Key paths are immutable values;
  /// the array is never mutated, so sharing it across threads is safe.
  nonisolated(unsafe) private static let optionalFields: [WritableKeyPath<Activity, Double?>] = [
    \.distanceMeters, \.averageHeartRate, \.maxHeartRate, \.averagePower, \.normalizedPower,
    \.ftp, \.trainingLoad, \.rpe, \.energyKilocalories,
  ]

  static func write(_ activity: Activity, source: UInt32, into writer: inout ByteWriter) {
    writer.write(activity.id)
    writer.write(UInt32(activity.externalIDs.count))
    for id in activity.externalIDs { writer.write(id) }
    writer.write(activity.start.timeIntervalSince1970)
    writer.write(activity.durationSeconds)
    writer.write(UInt8(Sport.allCases.firstIndex(of: activity.sport) ?? 0))
    writer.write(activity.name == nil ? UInt8(0) : 1)
    if let name = activity.name { writer.write(name) }
    var presence: UInt32 = 0
    for (bit, field) in optionalFields.enumerated() where activity[keyPath: field] != nil {
      presence |= 1 << UInt32(bit)
    }
    writer.write(presence)
    for field in optionalFields {
      if let value = activity[keyPath: field] { writer.write(value) }
    }
    writer.write(UInt32(activity.heartRate.count))
    for sample in activity.heartRate {
      writer.write(sample.offset)
      writer.write(sample.bpm)
    }
    writer.write(source)
  }

  static func read(_ reader: inout ByteReader, sources: SourceTable)
    throws(StoreDecodingError)
    -> Activity
  {
    let id = try reader.string()
    var externalIDs: [String] = []
    for _ in 0..<(try reader.count(limit: 1000)) { externalIDs.append(try reader.string()) }
    let start = try reader.double()
    let duration = try reader.double()
    let sportCode = Int(try reader.uint8())
    guard sportCode < Sport.allCases.count else {
      throw StoreDecodingError(reason: "unknown sport code \(sportCode)")
    }
    let name = try reader.uint8() == 1 ? try reader.string() : nil
    var activity = Activity(
      id: id, externalIDs: externalIDs, start: Date(timeIntervalSince1970: start),
      durationSeconds: duration, sport: Sport.allCases[sportCode], name: name,
      source: Source(provider: .native, name: ""))
    let presence = try reader.uint32()
    for (bit, field) in optionalFields.enumerated() where presence & (1 << UInt32(bit)) != 0 {
      activity[keyPath: field] = try reader.double()
    }
    activity.heartRate = try reader.heartRateSamples(try reader.count())
    activity.source = try sources.read(&reader)
    return activity
  }
}
