import Foundation
import HealthImport
import ScoreEngine
import VeloJSON

/// `generate-athlete [--years N] [--out PATH]`: writes a synthetic full-data athlete ending on
/// 2026-11-20 in Europe/Berlin as native records JSON (docs/formats.md), for profiling by hand;
/// ten years is the long history of the budgets (`SyntheticAthlete.tenYears`).
enum AthleteGenerator {
  static func run(_ arguments: [String]) throws {
    let years = Int(EngineBenchmark.value(of: "--years", in: arguments) ?? "") ?? 10
    let out = EngineBenchmark.value(of: "--out", in: arguments) ?? "athlete-\(years)y.json"
    guard let zone = TimeZone(identifier: "Europe/Berlin"), let last = LocalDate(iso: "2026-11-20"),
      years > 0
    else { throw BenchmarkError("--years needs a positive whole number") }
    var athlete = SyntheticAthlete.tenYears(endingOn: last, in: zone)
    athlete.days = years * 365
    athlete.firstDay = last.adding(days: 1 - athlete.days)
    let url = URL(fileURLWithPath: out)
    let path = try write(
      athlete, in: url.deletingLastPathComponent(), name: url.lastPathComponent)
    print("wrote \(path)")
  }

  /// Writes the athlete's records to `directory/name`; returns the path.
  static func write(_ athlete: SyntheticAthlete, in directory: URL, name: String) throws -> String {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent(name)
    let records = athlete.records()
    try Data(JSONWriter.compact(NativeRecordsWriter.document(records)).utf8).write(to: file)
    return file.path
  }
}
