import Foundation
import ScoreEngine
import TestSupport

@testable import HealthImport

/// Fixtures under `Fixtures/apple-health/`.
enum AppleHealthFixture {
  static let directory = Paths.fixture("apple-health")

  /// The bytes of a fixture, e.g. `basic/export.xml`.
  static func bytes(_ path: String) throws -> [UInt8] {
    try Paths.fixtureBytes("apple-health/" + path)
  }

  /// Imports an XML fixture in one piece.
  static func importXML(_ path: String, zone: String = "Europe/Paris") throws -> AppleHealthImport {
    try AppleHealthArchive.importXML(InMemoryBytes(bytes(path)), timeZone: timeZone(zone))
  }

  /// Imports `bytes` fed in chunks of the given sizes, cycling through them.
  static func importInChunks(_ bytes: [UInt8], sizes: [Int], zone: String = "Europe/Paris")
    throws -> AppleHealthImport
  {
    var importer = AppleHealthImporter(timeZone: timeZone(zone))
    var offset = 0
    var turn = 0
    while offset < bytes.count {
      let end = min(bytes.count, offset + sizes[turn % sizes.count])
      try importer.feed(Array(bytes[offset..<end]))
      offset = end
      turn += 1
    }
    return try importer.finish()
  }

  static func timeZone(_ identifier: String) -> TimeZone {
    TimeZone(identifier: identifier) ?? TimeZone(secondsFromGMT: 0) ?? .current
  }
}

/// An instant from `2026-09-21 04:40:05 +0200`-style text.
func healthDate(_ text: String) -> Date {
  var text = text
  let seconds = text.withUTF8 { AppleHealthDate.epochSeconds(UnsafeRawBufferPointer($0)) }
  return Date(timeIntervalSince1970: seconds ?? .nan)
}

extension LocalDate {
  /// A `YYYY-MM-DD` date of a test.
  static func ymd(_ text: String) -> LocalDate {
    LocalDate(iso: text) ?? LocalDate(dayNumber: Int.min)
  }
}

extension Source {
  /// An Apple Health source of a test.
  static func appleHealth(_ name: String) -> Source {
    Source(provider: .appleHealth, name: name)
  }

  /// The watch of the fixtures.
  static let annasWatch = appleHealth("Anna’s Apple Watch")
  /// The phone of the fixtures.
  static let annasPhone = appleHealth("Anna’s iPhone")
}

extension XMLScanner {
  /// Feeds `bytes` in slices of `chunk` bytes, each in a buffer of its own, as a file read in pieces arrives.
  mutating func feed<Handler: XMLTagHandler>(
    _ bytes: [UInt8], inChunksOf chunk: Int, to handler: inout Handler
  ) throws {
    var offset = 0
    while offset < bytes.count {
      let end = min(bytes.count, offset + chunk)
      try Array(bytes[offset..<end]).withImportBytes { slice throws(ImportError) in
        try self.feed(slice, to: &handler)
      }
      offset = end
    }
  }
}
