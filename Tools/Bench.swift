import Foundation
import ScoreEngine
import VeloStore

/// Every budget of docs/architecture.md §12 in one run, each as a ratio to a reference measured
/// in the same run (the machine is shared and noisy, absolute times are not comparable):
///
/// - `today --cached`, `today --offline --refresh` on two and on ten years, against a Foundation
///   hello world built the same way, the four runs interleaved round after round;
/// - `history --days 365` on two years against the same hello world, `--json` and `--csv`
///   against the text (`Bench+History.swift`);
/// - `import export.xml` end to end (a fresh store each time, its write included) against
///   `wc -l` on the same file, interleaved, for each mix of export (all by default);
/// - the peak resident memory of the import of a larger export (its `VmHWM`, `ChildRun`);
/// - a folder of `--rides` two-hour FIT rides (500; 0 for none) into a fresh store, on one core
///   (`taskset -c 0`) against every core (`BenchFolder`).
///
/// Wall and CPU time are both medians over the rounds; CPU time (user + system of the child) is
/// the steadier figure when other builds share the cores.
///
/// `veloready-tools bench [--runs N] [--import-runs N] [--size MB] [--peak-size MB]
/// [--no-import] [--no-peak] [--no-history] [--mix standard,watch-heavy,interleaved] [--rides N]
/// [--keep DIR] [--products DIR]` (`--help` lists them), after `swift build -c release`;
/// `--no-history` leaves out `today` and `history`, which need the synthetic athlete's stores
/// (minutes to build), to time the imports alone;
/// `--products` times the `veloready` and `hello-foundation` of another build (e.g. `main`'s).
/// `--keep DIR` keeps the stores in DIR and reuses them on the next run.
enum Bench {
  static func run(_ arguments: [String]) throws {
    let options = try Options(arguments)
    let products =
      options.products.map { URL(fileURLWithPath: $0) }
      ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let veloready = products.appendingPathComponent("veloready").path
    let hello = products.appendingPathComponent("hello-foundation").path
    for binary in [veloready, hello] where !FileManager.default.isExecutableFile(atPath: binary) {
      throw BenchmarkError("missing \(binary); run 'swift build -c release' first")
    }
    let directory =
      options.keep.map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "veloready-bench-\(getpid())")
    defer { if options.keep == nil { try? FileManager.default.removeItem(at: directory) } }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)

    var table = BenchTable(runs: options.runs, importRuns: options.importRuns)
    if options.history {
      try measureToday(options, veloready: veloready, hello: hello, in: directory, into: &table)
      try measureHistory(options, veloready: veloready, hello: hello, in: directory, into: &table)
    }
    if options.importRuns > 0 {
      table.importLoad = BenchTable.loadAverage()
      try measureImport(options, veloready: veloready, in: directory, into: &table)
    }
    if options.folderRides > 0, options.importRuns > 0 {
      let load = BenchTable.loadAverage()
      let runs = try BenchFolder.measure(
        rides: options.folderRides, runs: max(3, options.importRuns), veloready: veloready,
        in: directory)
      table.folder = (options.folderRides, runs.oneCore, runs.everyCore, load)
    }
    if let size = options.peakSize {
      for mix in options.mixes {
        let export = try BenchExport.file(megabytes: size, mix: mix)
        let store = directory.appendingPathComponent("peak-store").path
        let run = try BenchExport.importOnce(export, veloready: veloready, store: store)
        table.peaks.append((mix, size, run))
      }
    }
    print(table.text)
  }

  static func measureToday(
    _ options: Options, veloready: String, hello: String, in directory: URL,
    into table: inout BenchTable
  ) throws {
    let twoYears = directory.appendingPathComponent("two-years")
    let tenYears = directory.appendingPathComponent("ten-years")
    // A `--keep` folder from an earlier run is reused: building the ten-year store takes minutes.
    var date = storedDate(in: directory)
    if date == nil {
      let last = try TodayBenchmark.prepareStore(
        at: twoYears.appendingPathComponent("store").path, in: twoYears, veloready: veloready)
      try prepareTenYears(at: tenYears, endingOn: last, veloready: veloready)
      try "\(last)\n".write(
        to: directory.appendingPathComponent("last-day"), atomically: true, encoding: .utf8)
      date = last
    }
    guard let date else { throw BenchmarkError("no stores") }
    func today(_ store: URL, _ rest: [String]) -> [String] {
      ["--data", store.appendingPathComponent("store").path, "today", "--date", "\(date)"] + rest
    }
    let commands: [(label: String, binary: String, arguments: [String])] = [
      ("hello-foundation (reference)", hello, []),
      ("today --cached", veloready, today(twoYears, ["--cached"])),
      (
        "today --offline --refresh, 2 years", veloready,
        today(twoYears, ["--offline", "--refresh"])
      ),
      (
        "today --offline --refresh, 10 years", veloready,
        today(tenYears, ["--offline", "--refresh"])
      ),
    ]
    table.today = try ChildRun.interleaved(commands, rounds: options.runs)
  }

  /// The last day of the stores already prepared in `directory`, if both are complete.
  static func storedDate(in directory: URL) -> LocalDate? {
    let marker = directory.appendingPathComponent("last-day")
    guard let text = try? String(contentsOf: marker, encoding: .utf8) else { return nil }
    return LocalDate(iso: text.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// A store holding ten years of the seasonal athlete, its cache computed once.
  static func prepareTenYears(at directory: URL, endingOn date: LocalDate, veloready: String)
    throws
  {
    guard let zone = TimeZone(identifier: "Europe/Berlin") else {
      throw BenchmarkError("no zone")
    }
    let file = try AthleteGenerator.write(
      SyntheticAthlete.tenYears(endingOn: date, in: zone), in: directory, name: "ten-years.json")
    let store = directory.appendingPathComponent("store").path
    for arguments in [
      ["--data", store, "config", "set", "timeZone", "Europe/Berlin"],
      ["--data", store, "import", file],
      ["--data", store, "today", "--date", "\(date)"],
    ] {
      _ = try ChildRun.run(veloready, arguments)
    }
  }

  static func measureImport(
    _ options: Options, veloready: String, in directory: URL, into table: inout BenchTable
  ) throws {
    let wc = ["/usr/bin/wc", "/bin/wc"].first { FileManager.default.isExecutableFile(atPath: $0) }
    guard let wc else { throw BenchmarkError("no wc") }
    for mix in options.mixes {
      let export = try BenchExport.file(megabytes: options.size, mix: mix)
      _ = try ChildRun.run(wc, ["-l", export])  // into the page cache
      var runs = ExportRuns(mix: mix, megabytes: options.size)
      for round in 0..<options.importRuns {
        runs.counts.append(try ChildRun.run(wc, ["-l", export]))
        let store = directory.appendingPathComponent("import-store-\(round)").path
        runs.oneCore.append(
          try BenchExport.importOnce(export, veloready: veloready, store: store, oneCore: true))
        if options.size >= BenchTable.coresFrom {
          runs.everyCore.append(
            try BenchExport.importOnce(export, veloready: veloready, store: store))
        }
        try? FileManager.default.removeItem(atPath: store)
      }
      table.imports.append(runs)
    }
  }

  struct Options {
    static let usage = """
      usage: veloready-tools bench [--runs N] [--import-runs N] [--size MB] [--peak-size MB]
                                   [--no-import] [--no-peak] [--no-history] [--mix MIX,...]
                                   [--rides N] [--keep DIR] [--products DIR]
        --runs N          rounds of today and history (15)
        --import-runs N   rounds of each import against wc -l (3); --no-import: none
        --size MB         the export imported (500); --peak-size MB: the one whose memory is read
                          (1500); --no-peak: none
        --no-history      leave out today and history (their stores take minutes to build)
        --mix MIX,...     \(AppleHealthExportGenerator.Mix.allCases.map(\.rawValue).joined(separator: ","))
        --rides N         the device folder's rides (500; 0: none)
        --keep DIR        keep the stores in DIR and reuse them
        --products DIR    time another build's veloready and hello-foundation
      """

    var runs = 15
    var importRuns = 3
    var size = 500
    var peakSize: Int? = 1500
    var folderRides = 500
    /// Whether `today` and `history` are timed (`--no-history`: not).
    var history = true
    var keep: String?
    var products: String?
    var mixes = AppleHealthExportGenerator.Mix.allCases

    init(_ arguments: [String]) throws {
      var rest = arguments[...]
      func number(_ name: String) throws -> Int {
        guard let text = rest.popFirst(), let value = Int(text), value >= 0 else {
          throw BenchmarkError("\(name) needs a whole number")
        }
        return value
      }
      while let argument = rest.popFirst() {
        switch argument {
        case "--runs": runs = max(1, try number(argument))
        case "--import-runs": importRuns = try number(argument)
        case "--size": size = max(1, try number(argument))
        case "--peak-size": peakSize = max(1, try number(argument))
        case "--no-import": importRuns = 0
        case "--no-peak": peakSize = nil
        case "--no-history": history = false
        case "--help", "-h":
          print(Self.usage)
          exit(0)
        case "--rides": folderRides = try number(argument)
        case "--mix":
          let names = (rest.popFirst() ?? "").split(separator: ",").map(String.init)
          mixes = try names.map { name in
            guard let mix = AppleHealthExportGenerator.Mix(argument: name) else {
              throw BenchmarkError(
                "--mix takes \(AppleHealthExportGenerator.Mix.allCases.map(\.rawValue)), "
                  + "comma-separated, not '\(name)'")
            }
            return mix
          }
          if mixes.isEmpty { throw BenchmarkError("--mix needs a mix") }
        case "--keep", "--products":
          guard let path = rest.popFirst() else {
            throw BenchmarkError("\(argument) needs a folder")
          }
          if argument == "--keep" { keep = path } else { products = path }
        default: throw BenchmarkError("unknown option '\(argument)'")
        }
      }
    }
  }
}
