import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A `sync` killed with -9 takes its network helpers with it: before, each lived on until its
/// own timeout, holding a connection for a process that was gone.
@Suite struct SyncHelperLifetimeTests {
  /// The pids of the processes whose parent is `parent`, from `/proc`: each of its threads' list
  /// of the children it started, or, on a kernel without those lists, every process's parent.
  ///
  /// `SyncMemoryTests` asks every two milliseconds while a sync runs; reading the parent of every
  /// process on the machine each time cost that test two seconds of CPU.
  static func children(of parent: pid_t) -> [pid_t] {
    let tasks = "/proc/\(parent)/task"
    if let threads = try? FileManager.default.contentsOfDirectory(atPath: tasks) {
      let lists = threads.compactMap {
        try? String(contentsOfFile: "\(tasks)/\($0)/children", encoding: .utf8)
      }
      if lists.count == threads.count {
        return lists.flatMap { $0.split(whereSeparator: \.isWhitespace).compactMap { pid_t($0) } }
      }
    }
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { pid_t($0) }.filter { pid in
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return false }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      return fields.count > 1 && pid_t(fields[1]) == parent
    }
  }

  static func isAlive(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
      return false
    }
    // A zombie waits for its new parent to reap it: it is gone as a process.
    return !stat.contains(") Z ")
  }

  @Test func theHelpersEndWithAKilledSync() throws {
    let fixture = try SyncCommandTests.fixture { _, _ in .silence }
    defer { fixture.cleanUp() }
    var binary = StoreBinary(store: fixture.store, home: fixture.directory.path)
    binary.variables["VELOREADY_INTERVALS_API_KEY"] = SyncCommandTests.key
    let sync = try binary.start(["sync"])
    var helpers: [pid_t] = []
    let deadline = Date().addingTimeInterval(20)
    while helpers.count < 2, Date() < deadline {
      usleep(50_000)
      helpers = Self.children(of: sync.pid)
    }
    try #require(!helpers.isEmpty, "no helper started")
    #expect(sync.kill(SIGKILL))
    _ = sync.wait()
    let gone = Date().addingTimeInterval(5)
    while helpers.contains(where: Self.isAlive), Date() < gone { usleep(50_000) }
    #expect(!helpers.contains(where: Self.isAlive), "helpers \(helpers) outlived their sync")
    for helper in helpers where Self.isAlive(helper) { kill(helper, SIGKILL) }
  }

  /// A helper started through a wrapper (`VELOREADY_NETWORK_HELPER` naming a script that runs
  /// it without `exec`) is not veloready's child: it watches veloready's pid instead, and ends
  /// once that process is gone.
  @Test func aHelperStartedThroughAWrapperEndsWithAKilledSync() throws {
    let fixture = try SyncCommandTests.fixture { _, _ in .silence }
    defer { fixture.cleanUp() }
    let real = EndToEndTests.binary.deletingLastPathComponent().appendingPathComponent(
      "veloready-network"
    ).path
    let wrapper = fixture.directory.appendingPathComponent("wrapped-helper").path
    try ExecutableScript.write("'\(real)' \"$@\"\n", to: wrapper)
    var binary = StoreBinary(store: fixture.store, home: fixture.directory.path)
    binary.variables["VELOREADY_INTERVALS_API_KEY"] = SyncCommandTests.key
    binary.variables["VELOREADY_NETWORK_HELPER"] = wrapper
    let sync = try binary.start(["sync"])
    var helpers: [pid_t] = []
    let deadline = Date().addingTimeInterval(20)
    while helpers.count < 2, Date() < deadline {
      usleep(50_000)
      helpers = Self.children(of: sync.pid).flatMap { Self.children(of: $0) }
    }
    #expect(sync.kill(SIGKILL))
    let ended = sync.wait()
    try #require(!helpers.isEmpty, "no helper started behind the wrapper: \(ended.stderr)")
    let gone = Date().addingTimeInterval(5)
    while helpers.contains(where: Self.isAlive), Date() < gone { usleep(50_000) }
    #expect(!helpers.contains(where: Self.isAlive), "helpers \(helpers) outlived their sync")
    for helper in helpers where Self.isAlive(helper) { kill(helper, SIGKILL) }
  }
}
