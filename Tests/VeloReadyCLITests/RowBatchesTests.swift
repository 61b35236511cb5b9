import Foundation
import ScoreEngine
import Testing

@testable import VeloReadyCLI
@testable import VeloStore

/// `RowBatches`: records inserted several rows to a statement leave the table, rowids included,
/// and the counts that inserting them one at a time leaves, whatever was stored before and
/// however often an identity repeats within one statement.
@Suite struct RowBatchesTests {
  static let watch = Source(provider: .appleHealth, name: "Apple Watch")
  static let phone = Source(provider: .appleHealth, name: "iPhone")

  static func hrv(_ second: Int, _ milliseconds: Double, _ source: Source = watch) -> HRVSample {
    HRVSample(
      time: Date(timeIntervalSince1970: 1_790_000_000 + Double(second) * 60),
      milliseconds: milliseconds, kind: .sdnn, source: source)
  }

  /// Identities stored with the same values, stored with others, new, and repeated within
  /// the incoming list with the same and with other values, spread over statement boundaries.
  static let stored = (0..<15).map { hrv($0, $0 < 10 ? 40 : 41) } + [hrv(3, 40, phone)]
  static let incoming: [HRVSample] = [
    hrv(20, 50), hrv(0, 40), hrv(11, 45), hrv(21, 52), hrv(21, 52), hrv(22, 53), hrv(22, 54),
    hrv(3, 40, phone), hrv(3, 40), hrv(12, 41), hrv(23, 55), hrv(24, 56), hrv(25, 57),
    hrv(26, 58), hrv(13, 47), hrv(27, 59), hrv(28, 60), hrv(29, 61), hrv(20, 50), hrv(20, 51),
    hrv(30, 62), hrv(31, 63), hrv(5, 40, phone), hrv(32, 64), hrv(33, 65), hrv(34, 66),
    hrv(35, 67), hrv(36, 68), hrv(37, 69), hrv(38, 70), hrv(1, 40), hrv(39, 71), hrv(40, 72),
  ]

  /// The table after `stored` then `incoming` were upserted, `rows` a statement; the counts.
  static func merge<Record>(
    _ table: RecordTable<Record>, stored: [Record], incoming: [Record], rows: Int,
    read sql: String
  ) throws -> (MergeStats, [String]) {
    let scratch = ScratchStore("row-batches")
    defer { scratch.remove() }
    let database = try scratch.open().connection
    _ = try RowBatches.upsert(stored, into: table, database, rows: 1)
    let stats = try RowBatches.upsert(incoming, into: table, database, rows: rows)
    let select = try database.prepare(sql)
    var lines: [String] = []
    while try select.step() { lines.append(select.text(at: 0)) }
    return (stats, lines)
  }

  @Test(arguments: [2, 3, 4, 7, 32, 33])
  func hrvSamplesMergeAsOneRowAtATime(rows: Int) throws {
    let read =
      "SELECT quote(time) || ' ' || kind || ' ' || source || ' ' || quote(ms) FROM hrv_samples "
      + "ORDER BY time, kind, provider, source"
    let one = try Self.merge(
      RecordTables.hrvSamples, stored: Self.stored, incoming: Self.incoming, rows: 1, read: read)
    let many = try Self.merge(
      RecordTables.hrvSamples, stored: Self.stored, incoming: Self.incoming, rows: rows,
      read: read)
    #expect(many.0 == one.0)
    #expect(many.1 == one.1)
    // The cases are all there: added, replaced (stored or repeated) and unchanged.
    #expect(one.0 == MergeStats(added: 22, replaced: 4, unchanged: 7))
  }

  @Test(arguments: [2, 5, 32])
  func activitiesKeepTheirRowidsAndColumns(rows: Int) throws {
    func ride(_ id: Int, _ minutes: Double) -> Activity {
      Activity(
        id: "ride-\(id)", start: Date(timeIntervalSince1970: 1_790_000_000 + Double(id) * 86_400),
        durationSeconds: minutes * 60, sport: .cycling, source: Self.watch)
    }
    let stored = (0..<6).map { ride($0, 60) }
    let incoming = (0..<40).map { ride($0 % 3 == 0 ? $0 / 3 : $0 + 10, $0 % 2 == 0 ? 60 : 90) }
    let read =
      "SELECT rowid || ' ' || id || ' ' || quote(duration_s) FROM activities ORDER BY rowid"
    let one = try Self.merge(
      RecordTables.activities, stored: stored, incoming: incoming, rows: 1, read: read)
    let many = try Self.merge(
      RecordTables.activities, stored: stored, incoming: incoming, rows: rows, read: read)
    #expect(many.0 == one.0)
    #expect(many.1 == one.1)
    #expect(one.0.added > 0 && one.0.replaced > 0 && one.0.unchanged > 0)
  }

  @Test func aStatementOfSeveralRowsNumbersEachRowsParameters() {
    let sql = RecordTables.steps.insertSQL(rows: 2)
    #expect(
      sql
        == "INSERT INTO steps (\"day\", \"provider\", \"source\", \"count\") VALUES "
        + "(?1, ?2, ?3, ?4), (?5, ?6, ?7, ?8) ON CONFLICT (\"day\", \"provider\", \"source\") "
        + "DO NOTHING")
    #expect(RecordTables.steps.insertSQL == RecordTables.steps.insertSQL(rows: 1))
  }
}
