import Foundation
import Testing

@testable import HealthImport

/// A big export read on several threads gives exactly the result of one pass
/// (docs/architecture.md §5, *An export on every core*). Pieces are forced small here, so that
/// a fixture of a few kilobytes is cut at nearly every top-level record.
@Suite struct ExportPiecesTests {
  /// Splits of every export (`minimumBytes` 0) into pieces of these sizes, on 2 and 4 threads;
  /// on 2, the workers read a file's pieces 61 bytes at a time, so that a tag is often cut
  /// between two reads.
  static let splits = [1, 97, 700, 5_000].flatMap { size in
    [2, 4].map { threads in
      var split = ExportSplit(minimumBytes: 0, pieceBytes: size, threads: threads)
      if threads == 2 { split.readBytes = 61 }
      return split
    }
  }

  static let fixtures = [
    "basic/export.xml", "control-characters/export.xml", "duplicates/export.xml",
    "engine-day/export.xml", "future-dates/export.xml", "ios8/export.xml",
    "iphone-only/export.xml", "multi-source-night/export.xml", "truncated/export.xml",
    "units/export.xml", "v12-dtd/export.xml", "localised/apple_health_export/exportar.xml",
    "localised/apple_health_export/exportar_cda.xml", "not-an-export/export_cda.xml",
  ]

  @Test(arguments: fixtures)
  func everyFixtureReadsAsInOnePass(_ path: String) throws {
    let bytes = try AppleHealthFixture.bytes(path)
    let single = Outcome(bytes, split: .serial)
    for split in Self.splits {
      #expect(Outcome(bytes, split: split) == single, "\(path), pieces of \(split.pieceBytes)")
    }
  }

  /// Several types, sleep, workouts with heart rate, beat lists, duplicates, correlations, two
  /// export dates, and rejections far from the start, so that their lines come from a late
  /// piece.
  @Test func aMixedExportReadsAsInOnePass() throws {
    let bytes = try Self.mixedExport()
    let single = Outcome(bytes, split: .serial)
    guard case .success(let result) = single.result else {
      Issue.record("the mixed export did not import: \(single)")
      return
    }
    #expect(result.report.rejections.total >= 3)
    #expect(result.report.duplicatesDropped > 0)
    #expect(result.report.records.activities.count > 1)
    #expect(result.report.notes.contains { $0.hasPrefix("rMSSD computed") })
    let lines = result.report.rejections.examples.map(\.location)
    #expect(lines.contains("line \(Self.lineCount(bytes) - 1)"))
    for split in Self.splits {
      #expect(Outcome(bytes, split: split) == single, "pieces of \(split.pieceBytes)")
    }
  }

  /// A `<Record` that starts a line inside a comment makes a piece end inside the comment: the
  /// pieces cannot be joined, and the export is read again on one thread.
  @Test func aPieceThatEndsInsideACommentFallsBackToOnePass() throws {
    var text = String(decoding: try AppleHealthFixture.bytes("basic/export.xml"), as: UTF8.self)
    let marker = " <Workout "
    let commented =
      "<!-- an old record:\n <Record type=\"HKQuantityTypeIdentifierStepCount\" "
      + "sourceName=\"x\" value=\"1\"/>\n-->\n"
    let range = try #require(text.range(of: marker))
    text.insert(contentsOf: commented, at: range.lowerBound)
    let bytes = Array(text.utf8)
    let single = Outcome(bytes, split: .serial)
    for split in Self.splits {
      #expect(Outcome(bytes, split: split) == single, "pieces of \(split.pieceBytes)")
    }
  }

  /// The hash of the file sees every byte once, in order, also when the pieces cannot be
  /// joined and the file is read a second time.
  @Test(arguments: ["basic/export.xml", "truncated/export.xml"])
  func readingSeesEveryByteOnce(_ path: String) throws {
    var bytes = try AppleHealthFixture.bytes(path)
    bytes += Array("\n<!-- \n <Record type=\"x\"/>\n".utf8)  // never closed: no join
    for split in Self.splits {
      var seen: [UInt8] = []
      _ = try? AppleHealthArchive.importXML(
        InMemoryBytes(bytes), timeZone: AppleHealthFixture.timeZone("Europe/Paris"),
        split: split, reading: { seen += $0 })
      #expect(seen == bytes, "pieces of \(split.pieceBytes)")
    }
  }

  @Test(arguments: ["exportar.zip", "stored.zip", "zip64.zip", "truncated.zip", "corrupt.zip"])
  func aZipReadsAsInOnePass(_ name: String) throws {
    let bytes = try AppleHealthFixture.bytes("zips/" + name)
    let single = Outcome(zip: bytes, split: .serial)
    for split in Self.splits {
      #expect(Outcome(zip: bytes, split: split) == single, "\(name), \(split.pieceBytes)")
    }
  }

  /// The workers take the CRC-32 of a ZIP's pieces: an entry whose bytes were changed (a digit
  /// of a value, so the export still reads) is refused as on one thread.
  @Test func aZipThatFailsItsCRCIsRefusedAsInOnePass() throws {
    var bytes = try AppleHealthFixture.bytes("zips/stored.zip")
    let value = Array("value=\"".utf8)
    let at = try #require(
      (0..<bytes.count - value.count).first { Array(bytes[$0..<$0 + value.count]) == value })
    let digit = at + value.count
    try #require((0x30...0x38).contains(bytes[digit]))
    bytes[digit] += 1
    let single = Outcome(zip: bytes, split: .serial)
    guard case .failure(let error) = single.result else {
      Issue.record("a changed byte passed the CRC-32 check: \(single)")
      return
    }
    #expect("\(error)".contains("integrity"))
    for split in Self.splits {
      #expect(Outcome(zip: bytes, split: split) == single, "pieces of \(split.pieceBytes)")
    }
    // Unchanged, the same pieces join.
    let intact = try AppleHealthFixture.bytes("zips/stored.zip")
    #expect(Outcome(zip: intact, split: Self.splits[5]) == Outcome(zip: intact, split: .serial))
  }

  /// A disk that fails past some byte: whichever thread's read fails first (the cutter's, a
  /// worker's), the export is read again on one thread, which reports the failure as always.
  @Test(arguments: [0, 1_500, 4_000])
  func aReadThatFailsIsReportedAsInOnePass(_ failingFrom: Int) throws {
    struct FailingDisk: RandomAccessBytes, Sendable {
      let bytes: InMemoryBytes
      let failingFrom: Int64
      var count: Int64 { bytes.count }
      func read(at offset: Int64, into buffer: UnsafeMutableRawBufferPointer) throws(ImportError)
        -> Int
      {
        guard offset + Int64(buffer.count) <= failingFrom else {
          throw .unreadable(reason: "read failed at byte \(failingFrom): Input/output error")
        }
        return try bytes.read(at: offset, into: buffer)
      }
    }
    let disk = FailingDisk(
      bytes: InMemoryBytes(try Self.mixedExport()), failingFrom: Int64(failingFrom))
    let zone = AppleHealthFixture.timeZone("Europe/Paris")
    func outcome(_ split: ExportSplit) -> String {
      do {
        return "read \(try AppleHealthArchive.importXML(disk, timeZone: zone, split: split))"
      } catch {
        return "\(error)"
      }
    }
    let single = outcome(.serial)
    #expect(single.contains("Input/output error"))
    for split in Self.splits {
      #expect(outcome(split) == single, "pieces of \(split.pieceBytes)")
    }
  }

  @Test func theCoresAreThoseOfTheAffinityMask() {
    #expect(ExportSplit.allowedCores(status: "Name:\tveloready\nCpus_allowed:\t3\n") == 2)
    #expect(ExportSplit.allowedCores(status: "Cpus_allowed:\tff,00000001\nx:\t1\n") == 9)
    #expect(ExportSplit.allowedCores(status: "Cpus_allowed_list:\t0-1\n") == nil)
    #expect(ExportSplit.usableCores() >= 1)
  }

  @Test func smallExportsStayOnOneThread() {
    let automatic = ExportSplit.automatic
    #expect(!automatic.applies(to: 99_999_999))
    #expect(automatic.applies(to: 100_000_000) == (automatic.threads > 1))
    #expect(!ExportSplit.serial.applies(to: .max))
  }
}
