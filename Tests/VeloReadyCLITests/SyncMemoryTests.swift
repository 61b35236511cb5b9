import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A response near the 64 MB cap costs at most twice the cap in memory, in `veloready` and in
/// its network helper: the helper writes the body's pieces as they came, `veloready` reads it
/// into one buffer of its announced size, and the activities are mapped one element at a time.
@Suite struct SyncMemoryTests {
  /// Twice the response cap, in kB as `/proc` counts them.
  static let boundKB = 2 * (64 << 20) / 1024

  /// About 60 MB of intervals.icu activities: 1,500 rides with a long description each, spread
  /// over the last 30 days.
  static func largeActivities(today: Date) -> [UInt8] {
    let description = String(
      repeating: "Steady endurance ride along the river, zone 2. ", count: 850)
    var body: [UInt8] = [UInt8(ascii: "[")]
    body.reserveCapacity(61 << 20)
    for index in 0..<1500 {
      let day = today.addingTimeInterval(-Double(index % 30) * 86_400)
      let date = ISO8601DateFormatter.string(
        from: day, timeZone: TimeZone(identifier: "UTC") ?? .current,
        formatOptions: [.withFullDate])
      if index > 0 { body.append(UInt8(ascii: ",")) }
      let activity =
        #"{"id": "i\#(100_000 + index)", "start_date": "\#(date)T06:30:00Z", "type": "Ride", "#
        + #""name": "Ride \#(index)", "moving_time": 3600, "icu_training_load": 60, "#
        + #""description": "\#(description)"}"#
      body.append(contentsOf: activity.utf8)
    }
    body.append(UInt8(ascii: "]"))
    return body
  }

  /// `VmHWM` of `pid` in kB; 0 once it has ended.
  static func peakKB(_ pid: pid_t) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return 0 }
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
  }

  @Test func aSixtyMegabyteResponseCostsAtMostTwiceTheCap() throws {
    let body = Self.largeActivities(today: Date())
    #expect(body.count > 59_000_000 && body.count < 64 << 20)
    let fixture = try SyncCommandTests.fixture { request, _ in
      .respond(status: 200, body: request.target.contains("/activities") ? body : Array("[]".utf8))
    }
    defer { fixture.cleanUp() }
    var binary = StoreBinary(store: fixture.store, home: fixture.directory.path)
    binary.variables["VELOREADY_INTERVALS_API_KEY"] = SyncCommandTests.key
    let sync = try binary.start(["sync", "--days", "31"])
    var peaks: [pid_t: Int] = [:]
    while SyncHelperLifetimeTests.isAlive(sync.pid) {
      for pid in [sync.pid] + SyncHelperLifetimeTests.children(of: sync.pid) {
        peaks[pid] = max(peaks[pid] ?? 0, Self.peakKB(pid))
      }
      usleep(2_000)
    }
    let result = sync.wait()
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("activities 1500 read"), "\(result.stdout)")
    let own = peaks[sync.pid] ?? 0
    let helpers = peaks.filter { $0.key != sync.pid }.values
    #expect(own > 0 && !helpers.isEmpty)
    #expect(own <= Self.boundKB, "veloready peaked at \(own) kB")
    #expect(helpers.allSatisfy { $0 <= Self.boundKB }, "helpers peaked at \(helpers.sorted()) kB")
  }
}
