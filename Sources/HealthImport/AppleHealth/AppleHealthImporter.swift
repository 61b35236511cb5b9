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
  private var document: AppleHealthDocument<AppleHealthCollector>
  private var bytesFed: Int64 = 0
  private var sawMarkup = false

  /// An importer that dates records in the athlete's `timeZone` (docs/algorithm.md §2.1).
  public init(timeZone: TimeZone) {
    let collector = AppleHealthCollector(timeZone: timeZone)
    document = AppleHealthDocument(collector: collector, clock: collector.days.clock)
  }

  /// Scans the next bytes of the document.
  public mutating func feed(_ chunk: UnsafeRawBufferPointer) throws(ImportError) {
    if !sawMarkup { sawMarkup = try Self.startsWithMarkup(chunk) }
    try scanner.feed(chunk, to: &document)
    bytesFed += Int64(chunk.count)
  }

  /// Scans the next bytes of the document.
  public mutating func feed(_ chunk: [UInt8]) throws(ImportError) {
    try chunk.withImportBytes { bytes throws(ImportError) in try self.feed(bytes) }
  }

  /// Checks that the document is a complete export and returns what it held.
  public mutating func finish() throws(ImportError) -> AppleHealthImport {
    try document.finish(bytesScanned: bytesFed)
  }

  /// Refuses early a document whose first significant byte is not `<` (after a UTF-8 byte-order
  /// mark and whitespace), so that a wrong file fails at once rather than after a full scan.
  /// `false` when `chunk` is all byte-order mark and whitespace, so the next chunk must decide.
  static func startsWithMarkup(_ chunk: UnsafeRawBufferPointer) throws(ImportError) -> Bool {
    for byte in chunk {
      if byte == 0x3C { return true }
      guard byte <= 0x20 || byte == 0xEF || byte == 0xBB || byte == 0xBF else {
        throw .unrecognised(reason: "not XML: an Apple Health export.xml starts with '<'")
      }
    }
    return false
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
