import Foundation
import ScoreEngine

/// Streams an Apple Health `export.xml` into veloready records (docs/formats.md §6.2).
///
/// Feed the document's bytes in order, in chunks of any size, then call `finish()`:
///
/// ```swift
/// var importer = AppleHealthImporter(timeZone: athleteZone)
/// try importer.feed(chunk1)   // … as many chunks as the file has
/// let result = try importer.finish()
/// ```
///
/// Memory does not grow with the file: a chunk is scanned in place and only a tag cut by the
/// chunk's end is carried over. What grows is what is kept (see `AppleHealthCollector`).
///
/// What is read, and how (docs/formats.md §6.2):
/// - **Sleep analysis**, every stage value (iOS 16+ core/deep/REM/awake/unspecified and the older
///   asleep and in-bed), as `SleepSegment`s; sessions are the engine's business.
/// - **HRV SDNN** samples at their start, and an **rMSSD** sample beside each one whose
///   beat-to-beat list yields one (`BeatToBeat`).
/// - **Resting heart rate**: the mean of a day's readings per source, on the local date of start.
/// - **Respiratory rate** samples.
/// - **Sleeping wrist temperature** as a deviation from the athlete's own baseline (see
///   `AppleHealthCollector.baselineDays`). A night's record is dated by its *end*, the wake
///   date, as docs/algorithm.md §2.5 dates nights (its start is the evening before).
/// - **Steps and active energy**: summed per local date of start and source; the engine then
///   takes the largest source of a day, never a sum across devices.
/// - **Workouts** with type, moving duration, energy, distance, average and maximum heart rate,
///   and the heart-rate samples inside them as HR streams; ids are stable (type, start, source).
///
/// Errors: a document that is not an export is `.unrecognised`; one that ends before
/// `</HealthData>` is `.malformed`, so a truncated file never reaches the store. After a thrown
/// error the importer must be discarded.
public struct AppleHealthImporter {
  private var scanner = XMLScanner()
  private var document: AppleHealthDocument
  private var bytesFed: Int64 = 0
  private var sawMarkup = false

  /// An importer that dates records in the athlete's `timeZone` (docs/algorithm.md §2.1).
  public init(timeZone: TimeZone) {
    document = AppleHealthDocument(timeZone: timeZone)
  }

  /// Scans the next bytes of the document.
  public mutating func feed(_ chunk: UnsafeRawBufferPointer) throws(ImportError) {
    if !sawMarkup { try checkStart(chunk) }
    try scanner.feed(chunk, to: &document)
    bytesFed += Int64(chunk.count)
  }

  /// Scans the next bytes of the document.
  public mutating func feed(_ chunk: [UInt8]) throws(ImportError) {
    try chunk.withImportBytes { bytes throws(ImportError) in try self.feed(bytes) }
  }

  /// Checks that the document is a complete export and returns what it held.
  public mutating func finish() throws(ImportError) -> AppleHealthImport {
    switch document.phase {
    case .prolog:
      throw .unrecognised(reason: "no <HealthData> element: not an Apple Health export")
    case .body:
      throw .malformed(
        reason: "the export ends after \(bytesFed) bytes, before </HealthData>: the file is "
          + "truncated (export again, or copy the whole file)")
    case .closed:
      break
    }
    var collector = document.takeCollector()
    var result = AppleHealthImport(bytesScanned: bytesFed)
    result.report.records = collector.records(kinds: document.kindTypes)
    for tally in collector.types where tally.counts.seen > 0 || tally.counts.rejected > 0 {
      result.types[tally.name, default: AppleHealthTypeCounts()].add(tally.counts)
    }
    result.report.seen = result.types.mapValues(\.seen)
    result.report.duplicatesDropped = collector.duplicates
    result.report.rejections = collector.rejections
    result.report.droppedSamples = collector.droppedSamples
    result.report.droppedFields = collector.droppedFields
    if collector.rmssdDerived > 0 || collector.rmssdUnavailable > 0 {
      result.report.notes.append(
        "rMSSD computed from \(collector.rmssdDerived) beat-to-beat list(s); "
          + "\(collector.rmssdUnavailable) list(s) too short, noisy or unreadable")
    }
    result.report.notes += collector.notes
    result.report.notes += collector.exportNotes()
    result.heartRateOutsideWorkouts = collector.heartRateOutsideWorkouts(
      type: document.kindTypes[.heartRate])
    if collector.firstDay <= collector.lastDay {
      result.dateRange =
        LocalDate(dayNumber: collector.firstDay)...LocalDate(dayNumber: collector.lastDay)
    }
    result.foreignOffsets = collector.foreignOffsets
    result.exportDate = document.exportDate.map(Date.init(timeIntervalSince1970:))
    result.locale = document.locale
    return result
  }

  /// Refuses early a document whose first significant byte is not `<` (after a UTF-8 byte-order
  /// mark and whitespace), so that a wrong file fails at once rather than after a full scan.
  private mutating func checkStart(_ chunk: UnsafeRawBufferPointer) throws(ImportError) {
    for byte in chunk {
      if byte == 0x3C {
        sawMarkup = true
        return
      }
      guard byte <= 0x20 || byte == 0xEF || byte == 0xBB || byte == 0xBF else {
        throw .unrecognised(reason: "not XML: an Apple Health export.xml starts with '<'")
      }
    }
  }
}

extension AppleHealthTypeCounts {
  /// Adds `other`'s counts to these.
  mutating func add(_ other: AppleHealthTypeCounts) {
    seen += other.seen
    kept += other.kept
    duplicates += other.duplicates
    rejected += other.rejected
  }
}
