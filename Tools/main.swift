// Release-build benchmarks for the budgets of docs/architecture.md §12, the data generators and the
// man page.
// Run: swift run -c release veloready-tools <name> [options]
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let benchmarks: [(name: String, summary: String, run: ([String]) throws -> Void)] = [
  (
    "engine", "score 365 consecutive days of a full-data athlete (budget < 100 ms)",
    EngineBenchmark.run
  ),
  (
    "generate-demo", "write the bundled demo athlete (Fixtures/demo, Sources/VeloReadyCLI/Scoring)",
    DemoGenerator.run
  ),
  (
    "bench", "every budget in one run, as ratios: today (cached, 2 and 10 years), import, memory",
    Bench.run
  ),
  (
    "today", "today --cached vs a Foundation hello world; today --offline --refresh on 2 years",
    TodayBenchmark.run
  ),
  (
    "generate-athlete", "write N years (default 10) of the synthetic athlete as native JSON",
    AthleteGenerator.run
  ),
  (
    "generate-fixtures", "write the athlete fixtures of the golden cases (Fixtures/records)",
    FixtureGenerator.run
  ),
  (
    "generate-strava-export",
    "write the Strava bulk export of the golden cases (Fixtures/strava-export)",
    StravaExportGenerator.run
  ),
  ("apple-health", "import a ~500 MB export.xml (>= 400 MB/s, < 100 MB)", AppleHealthBenchmark.run),
  ("fit", "decode FIT files to activities (>= 200 MB/s)", FITDecodingBenchmark.run),
  (
    "device-folder", "import a folder of 500 FIT rides, ~100 MB (budget < 1 s)",
    DeviceFolderBenchmark.run
  ),
  (
    "man-page", "print the man page made from the option table (> docs/veloready.1)",
    ManPageTool.run
  ),
]

guard let name = arguments.first, let benchmark = benchmarks.first(where: { $0.name == name })
else {
  print("usage: veloready-tools <benchmark> [options]\n\nbenchmarks:")
  for benchmark in benchmarks {
    print(
      "  \(benchmark.name.padding(toLength: 18, withPad: " ", startingAt: 0))\(benchmark.summary)")
  }
  exit(arguments.isEmpty ? 0 : 64)
}
do {
  try benchmark.run(Array(arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(1)
}
