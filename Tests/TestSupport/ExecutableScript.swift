import Foundation

/// Writes shell scripts that tests then execute, without the `ETXTBSY` race.
///
/// A file this process has open for writing is "busy" to `execve` for as long as any process
/// holds that descriptor, and a child that another test thread forks in that moment inherits
/// it until it execs. The suites run in parallel and spawn processes all the time, so a script
/// written here and executed at once failed now and then with "Text file busy" (a sync then saw
/// no helper, and a terminal test waited in vain for its "syncing" line). The script is written
/// by a short-lived `sh` instead: the only descriptor open for writing belongs to that child,
/// which has exited before the script is used.
public enum ExecutableScript {
  /// Writes `body` after a `#!/bin/sh` line to `path`, executable (mode 755).
  public static func write(_ body: String, to path: String) throws {
    let result = try ChildProcess.run(
      "/bin/sh", ["-c", #"cat > "$1" && chmod 755 "$1""#, "sh", path],
      environment: ["PATH": "/usr/bin:/bin"], input: Array(("#!/bin/sh\n" + body).utf8))
    guard result.status == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
  }
}
