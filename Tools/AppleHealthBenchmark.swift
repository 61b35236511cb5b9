import Foundation
import FoundationXML
import HealthImport
import VeloStore

/// Times the Apple Health import on a synthetic export of realistic shape (~500 MB by default)
/// against the budget of docs/architecture.md §12 (≥ 400 MB/s on one core, < 100 MB peak), and
/// Foundation's `XMLParser` on the same records without the DTD (which crashes it on Linux).
///
/// `veloready-tools apple-health [--file PATH] [--size MB] [--runs N] [--regenerate]
/// [--zip PATH] [--no-xmlparser] [--mix standard|watch-heavy|interleaved]`. The export is generated once under /tmp and reused.
enum AppleHealthBenchmark {
  static func run(_ arguments: [String]) throws {
    var options = Options()
    try options.parse(arguments)
    let manager = FileManager.default
    if options.regenerate || !manager.fileExists(atPath: options.file) {
      try manager.createDirectory(
        atPath: (options.file as NSString).deletingLastPathComponent,
        withIntermediateDirectories: true)
      let started = Date()
      var generator = AppleHealthExportGenerator(
        megabytes: options.megabytes, mix: options.mix)
      let sizes = try generator.write(to: options.file)
      print(
        "generated \(options.file): \(mb(sizes.withDTD)) MB (\(generator.days) days), "
          + "without DTD \(mb(sizes.withoutDTD)) MB, in \(seconds(Date().timeIntervalSince(started))) s"
      )
    }
    let zone = TimeZone(identifier: "Europe/Paris") ?? .gmt
    let bytes = try FileBytes(path: options.file)
    warm(bytes)
    print("rss before import: \(peakMegabytes()) MB (peak so far)")
    var best = Double.infinity
    var last: AppleHealthImport?
    for run in 1...options.runs {
      let (wall, cpu) = try measure {
        last = try AppleHealthArchive.importXML(bytes, timeZone: zone)
      }
      best = min(best, wall)
      print(
        "run \(run): \(seconds(wall)) s wall, \(seconds(cpu)) s cpu, "
          + "\(Int(Double(bytes.count) / wall / 1e6)) MB/s, peak RSS \(peakMegabytes()) MB")
    }
    let importPeak = peakMegabytes()
    if let last { summarise(last) }
    let throughput = Double(bytes.count) / best / 1e6
    print(
      "apple-health import: best \(seconds(best)) s = \(Int(throughput)) MB/s "
        + "(budget ≥ 400), peak RSS \(importPeak) MB after \(options.runs) run(s) (budget < 100)")
    if let zip = options.zip { try timeZip(zip, source: options.file, zone: zone) }
    guard options.xmlParser else { return }
    let bare = options.file + ".nodtd.xml"
    var records = 0
    let (wall, cpu) = try measure { records = try parseWithFoundation(bare) }
    let size = ((try? manager.attributesOfItem(atPath: bare))?[.size] as? Int64) ?? 0
    print(
      "Foundation XMLParser (stream, no DTD): \(records) records, \(seconds(wall)) s wall, "
        + "\(seconds(cpu)) s cpu, \(Int(Double(size) / wall / 1e6)) MB/s; "
        + "the scanner is \(String(format: "%.1f", wall / best))× faster; peak RSS now "
        + "\(peakMegabytes()) MB")
  }

  struct Options {
    var file = "/tmp/veloready-tools/export.xml"
    var megabytes = 500
    var runs = 3
    var regenerate = false
    var xmlParser = true
    var zip: String?
    var mix = AppleHealthExportGenerator.Mix.standard

    mutating func parse(_ arguments: [String]) throws {
      var rest = arguments[...]
      while let argument = rest.popFirst() {
        switch argument {
        case "--file": file = try value(&rest, argument)
        case "--size": megabytes = Int(try value(&rest, argument)) ?? megabytes
        case "--runs": runs = max(1, Int(try value(&rest, argument)) ?? runs)
        case "--zip": zip = try value(&rest, argument)
        case "--regenerate": regenerate = true
        case "--no-xmlparser": xmlParser = false
        case "--mix":
          let name = try value(&rest, argument)
          guard let chosen = AppleHealthExportGenerator.Mix(argument: name) else {
            throw BenchmarkError("unknown mix '\(name)'")
          }
          mix = chosen
        default: throw BenchmarkError("unknown option '\(argument)'")
        }
      }
    }

    private func value(_ rest: inout ArraySlice<String>, _ name: String) throws -> String {
      guard let value = rest.popFirst() else { throw BenchmarkError("\(name) needs a value") }
      return value
    }
  }

  static func summarise(_ result: AppleHealthImport) {
    let report = result.report
    let records = report.records
    print(
      "  records: sleep \(records.sleep.count), hrv \(records.hrv.count), resting HR "
        + "\(records.restingHeartRate.count), respiratory \(records.respiratoryRate.count), "
        + "skin temp \(records.skinTemperature.count), steps \(records.steps.count), energy "
        + "\(records.activeEnergy.count), activities \(records.activities.count) (HR samples "
        + "\(records.activities.map(\.heartRate.count).reduce(0, +)))")
    print(
      "  seen \(report.totalSeen) in \(report.seen.count) types, duplicates "
        + "\(report.duplicatesDropped), rejected \(report.rejections.total), days "
        + "\(result.dateRange.map { "\($0.lowerBound)…\($0.upperBound)" } ?? "none")")
  }

  static func timeZip(_ path: String, source: String, zone: TimeZone) throws {
    if !FileManager.default.fileExists(atPath: path) {
      let zip = Process()
      zip.executableURL = URL(fileURLWithPath: "/usr/bin/zip")
      zip.arguments = ["-q", "-j", "-fz", path, source]
      try zip.run()
      zip.waitUntilExit()
    }
    let bytes = try FileBytes(path: path)
    warm(bytes)
    var result: AppleHealthImport?
    let (wall, cpu) = try measure {
      result = try AppleHealthArchive.importZip(bytes, timeZone: zone)
    }
    let xml = result?.bytesScanned ?? 0
    print(
      "zip import (\(mb(bytes.count)) MB compressed): \(seconds(wall)) s wall, \(seconds(cpu)) s "
        + "cpu, \(Int(Double(xml) / wall / 1e6)) MB/s of XML; peak RSS \(peakMegabytes()) MB")
  }

  /// Counts `Record` elements with Foundation's streaming parser, reading one attribute each —
  /// the least work a real importer would do.
  static func parseWithFoundation(_ path: String) throws -> Int {
    guard let stream = InputStream(fileAtPath: path) else {
      throw BenchmarkError("cannot open \(path)")
    }
    let parser = XMLParser(stream: stream)
    let counter = RecordCounter()
    parser.delegate = counter
    guard parser.parse() else {
      throw BenchmarkError("XMLParser failed: \(parser.parserError.map { "\($0)" } ?? "?")")
    }
    return counter.records
  }

  final class RecordCounter: NSObject, XMLParserDelegate {
    var records = 0
    var typeBytes = 0

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String]
    ) {
      guard elementName == "Record" else { return }
      records += 1
      typeBytes += attributes["type"]?.utf8.count ?? 0
    }
  }

  static func measure(_ body: () throws -> Void) throws -> (wall: Double, cpu: Double) {
    let cpuStart = cpuSeconds()
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return (wall, cpuSeconds() - cpuStart)
  }

  static func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
      + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
  }

  /// Peak resident set size of this process so far, MB.
  static func peakMegabytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss / 1024
  }

  /// Reads the file once so that every run starts with it in the page cache.
  static func warm(_ bytes: FileBytes) {
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)
    defer { buffer.deallocate() }
    var offset: Int64 = 0
    while offset < bytes.count, let read = try? bytes.read(at: offset, into: buffer), read > 0 {
      offset += Int64(read)
    }
  }

  static func mb(_ bytes: Int64) -> Int { Int(bytes / 1_000_000) }
  static func seconds(_ value: Double) -> String { String(format: "%.2f", value) }
}

/// A file read with `pread`: what the CLI will hand the importer.
final class FileBytes: RandomAccessBytes, Sendable {
  private let descriptor: Int32
  let count: Int64

  init(path: String) throws {
    descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw BenchmarkError("cannot open \(path)") }
    var status = stat()
    fstat(descriptor, &status)
    count = Int64(status.st_size)
  }

  deinit { close(descriptor) }

  func read(at offset: Int64, into buffer: UnsafeMutableRawBufferPointer) throws(ImportError)
    -> Int
  {
    let read = pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset))
    guard read >= 0 else { throw .unreadable(reason: "read failed (errno \(errno))") }
    return read
  }
}
