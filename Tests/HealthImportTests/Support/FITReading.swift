import Foundation
import Testing

@testable import HealthImport

/// Reading FIT files in tests: the report of a file that must hold activities, and the files
/// of an input as the activity reader collects them.
enum FITReading {
  /// The report of `bytes`; an expectation fails, and the report is empty, when the file holds
  /// no activity.
  static func activities(_ bytes: [UInt8], name: String? = nil, timeZone: TimeZone? = nil) throws
    -> ImportReport
  {
    guard
      case .activities(let report) = try FITActivityReader.read(
        bytes, name: name, timeZone: timeZone)
    else {
      Issue.record("expected activities")
      return ImportReport()
    }
    return report
  }

  /// The report of the sample file `name` of `Fixtures/fit/`.
  static func sample(_ name: String) throws -> ImportReport {
    try activities(try SyncFixture.bytes("fit/\(name)"))
  }

  /// The files of `bytes` (one per file of a chain) as `FITActivityCollector` gathers them.
  static func collected(_ bytes: [UInt8]) throws -> [FITActivityFile] {
    var collector = FITActivityCollector(inputSize: 0)
    _ = try bytes.withImportBytes { buffer throws(ImportError) in
      try FITDecoder.scan(buffer, handler: &collector)
    }
    return collector.files
  }
}
