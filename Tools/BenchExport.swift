import Foundation

/// The Apple Health exports of `bench`: generated once per size under /tmp and reused, and
/// imported end to end by the real binary into a fresh store.
enum BenchExport {
  /// `/tmp/veloready-tools/export-<MB>mb.xml` (other mixes: `export-<mix>-<MB>mb.xml`),
  /// generated when missing.
  static func file(megabytes: Int, mix: AppleHealthExportGenerator.Mix = .standard) throws
    -> String
  {
    let name = mix == .standard ? "" : "\(mix.rawValue)-"
    let path = "/tmp/veloready-tools/export-\(name)\(megabytes)mb.xml"
    let manager = FileManager.default
    guard !manager.fileExists(atPath: path) else { return path }
    try manager.createDirectory(
      atPath: "/tmp/veloready-tools", withIntermediateDirectories: true)
    // Written under another name and renamed when complete, so an interrupted run never leaves
    // a truncated export that the next run would take for a finished one.
    let partial = path + ".partial"
    var generator = AppleHealthExportGenerator(megabytes: megabytes, mix: mix)
    _ = try generator.write(to: partial)
    // The copy without a DTD is for Foundation's XMLParser, which `bench` does not run.
    try? manager.removeItem(atPath: partial + ".nodtd.xml")
    try manager.moveItem(atPath: partial, toPath: path)
    return path
  }

  /// Imports `export` into a new store at `store` (its zone set first, untimed) and removes the
  /// store afterwards; the run of the import itself, on every core or on one (`taskset -c 0`:
  /// the import then reads even a big export on one thread).
  static func importOnce(
    _ export: String, veloready: String, store: String, oneCore: Bool = false
  ) throws -> ChildRun {
    try? FileManager.default.removeItem(atPath: store)
    defer { try? FileManager.default.removeItem(atPath: store) }
    _ = try ChildRun.run(veloready, ["--data", store, "config", "set", "timeZone", "Europe/Paris"])
    let command = oneCore ? [try taskset(), "-c", "0", veloready] : [veloready]
    return try ChildRun.run(
      command[0], Array(command.dropFirst()) + ["--data", store, "import", export],
      watchMemory: true)
  }

  /// The path of `taskset`, which pins a run to one core.
  static func taskset() throws -> String {
    let found = ["/usr/bin/taskset", "/bin/taskset"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
    guard let found else { throw BenchmarkError("no taskset, for the one-core import") }
    return found
  }
}
