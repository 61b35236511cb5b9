import Foundation

/// The device-folder budget of `bench`: a folder of two-hour FIT rides imported into a fresh
/// store, on one core (`taskset -c 0`, the reference) and on every core, interleaved round after
/// round, so that the ratio says what the other cores buy in the same minute of the machine.
enum BenchFolder {
  /// The rides of the folder, written once under `directory` and reused.
  static func folder(rides: Int, in directory: URL) throws -> String {
    let folder = directory.appendingPathComponent("rides-\(rides)")
    let manager = FileManager.default
    if manager.fileExists(atPath: folder.path) { return folder.path }
    let partial = directory.appendingPathComponent("rides-\(rides).partial")
    try? manager.removeItem(at: partial)
    try manager.createDirectory(at: partial, withIntermediateDirectories: true)
    for ride in 0..<rides {
      // The rides of `veloready-tools device-folder`, so that both benchmarks time one folder.
      var writer = FITRideWriter(
        seed: UInt64(ride), start: 1_767_225_600 + UInt32(ride) * 86_400, seconds: 120 * 60)
      try Data(writer.file()).write(
        to: partial.appendingPathComponent(String(format: "ride-%04d.fit", ride)))
    }
    try manager.moveItem(at: partial, to: folder)
    return folder.path
  }

  /// `runs` imports of the folder into a fresh store each, on one core and on every core.
  static func measure(
    rides: Int, runs: Int, veloready: String, in directory: URL
  ) throws -> (oneCore: [ChildRun], everyCore: [ChildRun]) {
    let folder = try folder(rides: rides, in: directory)
    let taskset = ["/usr/bin/taskset", "/bin/taskset"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
    guard let taskset else { throw BenchmarkError("no taskset, for the one-core reference") }
    var oneCore: [ChildRun] = []
    var everyCore: [ChildRun] = []
    for round in 0..<runs {
      let store = directory.appendingPathComponent("folder-store-\(round)").path
      oneCore.append(
        try importOnce(folder, into: store, command: [taskset, "-c", "0", veloready]))
      everyCore.append(try importOnce(folder, into: store, command: [veloready]))
    }
    return (oneCore, everyCore)
  }

  /// One import of `folder` into a new store at `store` (its zone set first, untimed).
  private static func importOnce(_ folder: String, into store: String, command: [String]) throws
    -> ChildRun
  {
    try? FileManager.default.removeItem(atPath: store)
    defer { try? FileManager.default.removeItem(atPath: store) }
    guard let binary = command.first, let veloready = command.last else {
      throw BenchmarkError("no command")
    }
    _ = try ChildRun.run(veloready, ["--data", store, "config", "set", "timeZone", "Europe/Paris"])
    return try ChildRun.run(
      binary, Array(command.dropFirst()) + ["--data", store, "import", folder], watchMemory: true)
  }
}
