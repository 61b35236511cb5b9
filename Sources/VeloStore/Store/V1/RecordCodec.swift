import Foundation
import ScoreEngine

/// The binary form of the store's records (`records.bin`), versioned by its header.
///
/// Binary rather than JSON because `today` reads every record on each recompute: two years of a
/// Watch rider with HR streams decode in a few milliseconds this way. Sources are interned once;
/// every number is stored as a 64-bit IEEE double so nothing is lost between import and scoring.
enum RecordCodec {
  /// `VRREC` and a zero byte.
  static let magic: [UInt8] = [0x56, 0x52, 0x52, 0x45, 0x43, 0x00]
  /// The format version this build reads and writes.
  static let version: UInt32 = 1

  static func encode(_ records: RecordSet) -> [UInt8] {
    var sources: [Source: UInt32] = [:]
    var sourceList: [Source] = []
    func id(_ source: Source) -> UInt32 {
      if let known = sources[source] { return known }
      let new = UInt32(sourceList.count)
      sources[source] = new
      sourceList.append(source)
      return new
    }
    var body = ByteWriter()
    body.write(UInt32(records.sleep.count))
    for segment in records.sleep {
      body.write(segment.start.timeIntervalSince1970)
      body.write(segment.end.timeIntervalSince1970)
      body.write(stageCode(segment.stage))
      body.write(id(segment.source))
    }
    writeDaily(&body, records.dailySleep.map { ($0.date, $0.seconds, $0.source) }, id)
    body.write(UInt32(records.hrv.count))
    for sample in records.hrv {
      body.write(sample.time.timeIntervalSince1970)
      body.write(sample.milliseconds)
      body.write(sample.kind == .rmssd ? UInt8(0) : 1)
      body.write(id(sample.source))
    }
    body.write(UInt32(records.dailyHRV.count))
    for value in records.dailyHRV {
      body.write(Int32(value.date.dayNumber))
      body.write(value.milliseconds)
      body.write(value.kind == .rmssd ? UInt8(0) : 1)
      body.write(id(value.source))
    }
    body.write(UInt32(records.respiratoryRate.count))
    for sample in records.respiratoryRate {
      body.write(sample.time.timeIntervalSince1970)
      body.write(sample.breathsPerMinute)
      body.write(id(sample.source))
    }
    for values in dailyArrays(records) {
      writeDaily(&body, values.map { ($0.date, $0.value, $0.source) }, id)
    }
    body.write(UInt32(records.fitness.count))
    for seed in records.fitness {
      body.write(Int32(seed.date.dayNumber))
      body.write(seed.ctl)
      body.write(seed.atl)
      body.write(id(seed.source))
    }
    body.write(UInt32(records.activities.count))
    for activity in records.activities {
      ActivityCodec.write(activity, source: id(activity.source), into: &body)
    }
    var file = ByteWriter()
    file.write(raw: magic)
    file.write(version)
    file.write(UInt32(sourceList.count))
    for source in sourceList {
      file.write(source.provider.rawValue)
      file.write(source.name)
    }
    file.write(raw: body.bytes)
    return file.bytes
  }

  static func decode(_ bytes: [UInt8]) throws(StoreDecodingError) -> RecordSet {
    var reader = ByteReader(bytes)
    guard (try? reader.raw(magic.count)) == magic else {
      throw StoreDecodingError(reason: "not a veloready record file")
    }
    let found = try reader.uint32()
    guard found == version else {
      throw StoreDecodingError(reason: "record file version \(found); this build reads \(version)")
    }
    var sources: [Source] = []
    for _ in 0..<(try reader.count()) {
      let providerName = try reader.string()
      guard let provider = Provider(rawValue: providerName) else {
        throw StoreDecodingError(reason: "unknown provider '\(providerName)'")
      }
      sources.append(Source(provider: provider, name: try reader.string()))
    }
    let table = SourceTable(sources: sources)
    var records = RecordSet()
    for _ in 0..<(try reader.count()) {
      let start = try reader.double()
      let end = try reader.double()
      let stage = try stage(try reader.uint8())
      records.sleep.append(
        SleepSegment(
          start: Date(timeIntervalSince1970: start), end: Date(timeIntervalSince1970: end),
          stage: stage, source: try table.read(&reader)))
    }
    records.dailySleep = try readDaily(&reader, table).map {
      DailySleep(date: $0.date, seconds: $0.value, source: $0.source)
    }
    for _ in 0..<(try reader.count()) {
      let time = try reader.double()
      let milliseconds = try reader.double()
      let kind: HRVKind = try reader.uint8() == 0 ? .rmssd : .sdnn
      records.hrv.append(
        HRVSample(
          time: Date(timeIntervalSince1970: time), milliseconds: milliseconds, kind: kind,
          source: try table.read(&reader)))
    }
    for _ in 0..<(try reader.count()) {
      let date = LocalDate(dayNumber: Int(try reader.int32()))
      let milliseconds = try reader.double()
      let kind: HRVKind = try reader.uint8() == 0 ? .rmssd : .sdnn
      records.dailyHRV.append(
        DailyHRV(
          date: date, milliseconds: milliseconds, kind: kind, source: try table.read(&reader)))
    }
    for _ in 0..<(try reader.count()) {
      let time = try reader.double()
      let rate = try reader.double()
      records.respiratoryRate.append(
        RespiratorySample(
          time: Date(timeIntervalSince1970: time), breathsPerMinute: rate,
          source: try table.read(&reader)))
    }
    records.restingHeartRate = try readDaily(&reader, table)
    records.dailyRespiratoryRate = try readDaily(&reader, table)
    records.skinTemperature = try readDaily(&reader, table)
    records.steps = try readDaily(&reader, table)
    records.activeEnergy = try readDaily(&reader, table)
    for _ in 0..<(try reader.count()) {
      let date = LocalDate(dayNumber: Int(try reader.int32()))
      let ctl = try reader.double()
      let atl = try reader.double()
      records.fitness.append(
        FitnessSeed(date: date, ctl: ctl, atl: atl, source: try table.read(&reader)))
    }
    for _ in 0..<(try reader.count()) {
      records.activities.append(try ActivityCodec.read(&reader, sources: table))
    }
    guard reader.isAtEnd else { throw StoreDecodingError(reason: "trailing bytes") }
    return records
  }

  /// The daily-value arrays in file order after HRV and respiration.
  private static func dailyArrays(_ records: RecordSet) -> [[DailyValue]] {
    [
      records.restingHeartRate, records.dailyRespiratoryRate, records.skinTemperature,
      records.steps, records.activeEnergy,
    ]
  }

  private static func writeDaily(
    _ writer: inout ByteWriter, _ values: [(LocalDate, Double, Source)], _ id: (Source) -> UInt32
  ) {
    writer.write(UInt32(values.count))
    for (date, value, source) in values {
      writer.write(Int32(date.dayNumber))
      writer.write(value)
      writer.write(id(source))
    }
  }

  private static func readDaily(
    _ reader: inout ByteReader, _ table: SourceTable
  ) throws(StoreDecodingError) -> [DailyValue] {
    var values: [DailyValue] = []
    for _ in 0..<(try reader.count()) {
      let date = LocalDate(dayNumber: Int(try reader.int32()))
      let value = try reader.double()
      values.append(DailyValue(date: date, value: value, source: try table.read(&reader)))
    }
    return values
  }

  static func stageCode(_ stage: SleepStage) -> UInt8 {
    UInt8(SleepStage.allCases.firstIndex(of: stage) ?? 0)
  }

  static func stage(_ code: UInt8) throws(StoreDecodingError) -> SleepStage {
    guard Int(code) < SleepStage.allCases.count else {
      throw StoreDecodingError(reason: "unknown sleep stage code \(code)")
    }
    return SleepStage.allCases[Int(code)]
  }
}

/// The interned sources of a record file, looked up by index.
struct SourceTable {
  let sources: [Source]

  func read(_ reader: inout ByteReader) throws(StoreDecodingError) -> Source {
    let index = Int(try reader.uint32())
    guard index < sources.count else {
      throw StoreDecodingError(reason: "bad source index \(index)")
    }
    return sources[index]
  }
}
