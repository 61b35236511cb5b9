import Foundation
import ScoreEngine

extension AppleHealthDocument where Sink == AppleHealthCollector {
  /// Checks that the document is a complete export of `bytesScanned` bytes and returns what it
  /// held; the collector is moved out, so the document is done with.
  mutating func finish(bytesScanned bytesFed: Int64) throws(ImportError) -> AppleHealthImport {
    switch phase {
    case .prolog:
      throw .unrecognised(reason: "no <HealthData> element: not an Apple Health export")
    case .body:
      throw .malformed(
        reason: "the export ends after \(bytesFed) bytes, before </HealthData>: the file is "
          + "truncated (export again, or copy the whole file)")
    case .closed:
      break
    }
    var collector = takeCollector()
    var result = AppleHealthImport(bytesScanned: bytesFed)
    result.report.records = collector.records(kinds: kindTypes)
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
      type: kindTypes[.heartRate])
    if collector.firstDay <= collector.lastDay {
      result.dateRange =
        LocalDate(dayNumber: collector.firstDay)...LocalDate(dayNumber: collector.lastDay)
    }
    result.foreignOffsets = collector.foreignOffsets
    result.exportDate = exportDate.map(Date.init(timeIntervalSince1970:))
    result.locale = locale
    return result
  }

  /// Moves the collector out (leaving an empty one), so that finishing it copies nothing.
  private mutating func takeCollector() -> AppleHealthCollector {
    var taken = AppleHealthCollector(timeZone: clock.timeZone)
    swap(&taken, &collector)
    return taken
  }
}
