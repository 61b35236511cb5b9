import Foundation
import TestSupport
import Testing

@testable import VeloKit
@testable import VeloReadyCLI
@testable import VeloStore

/// `config set` and `config unset` can fix the value they replace, and a change whose commit
/// fails leaves `config.json` as it was, as the error says.
@Suite struct ConfigRepairTests {
  let runner = InProcessRunner()

  func withStore(_ body: (_ store: String) throws -> Void) throws {
    let directory = TemporaryDirectory("config-repair")
    let store = directory.path("store")
    let first = runner.run(["--data", store, "config", "set", "ftp", "250"])
    try #require(first.status == 0, "\(first.stderr)")
    try body(store)
  }

  func config(_ store: String) throws -> String {
    try String(contentsOfFile: store + "/config.json", encoding: .utf8)
  }

  @Test func aBadHandEditedValueIsFixedBySetOrUnset() throws {
    try withStore { store in
      try NativeFile.write(#"{"ftp": "lots", "stepGoal": 9000}"#, to: store + "/config.json")
      let read = runner.run(["--data", store, "config", "get", "ftp"])
      #expect(read.status == 65)
      #expect(read.stderr.contains("invalid value 'lots' for 'ftp'"))
      let set = runner.run(["--data", store, "config", "set", "ftp", "260"])
      #expect(set.status == 0, "\(set.stderr)")
      #expect(set.stdout == "ftp = 260\n")
      #expect(try config(store).contains(#""ftp": 260"#))
      #expect(try config(store).contains(#""stepGoal": 9000"#))

      try NativeFile.write(#"{"ftp": -5}"#, to: store + "/config.json")
      let unset = runner.run(["--data", store, "config", "unset", "ftp"])
      #expect(unset.status == 0, "\(unset.stderr)")
      #expect(!(try config(store).contains("ftp")))
    }
  }

  @Test func aBadValueOfAnotherKeyStillStopsTheChange() throws {
    try withStore { store in
      try NativeFile.write(#"{"ftp": "lots"}"#, to: store + "/config.json")
      let set = runner.run(["--data", store, "config", "set", "stepGoal", "9000"])
      #expect(set.status == 65)
      #expect(set.stderr.contains("'ftp'"))
      #expect(try config(store) == #"{"ftp": "lots"}"#)
    }
  }

  @Test func aChangeWhoseCommitFailsLeavesConfigJSONAsItWas() throws {
    try withStore { store in
      let before = try config(store)
      // The generation's update runs after config.json is written, just before the commit, as
      // a full disk would fail it.
      do {
        let opened = try #require(try Store.open(at: store, create: false))
        try opened.database.connection.execute(
          "CREATE TRIGGER fail_commit BEFORE UPDATE ON meta "
            + "BEGIN SELECT RAISE(ABORT, 'no space'); END")
      }
      let set = runner.run(["--data", store, "config", "set", "ftp", "300"])
      #expect(set.status != 0)
      #expect(try config(store) == before)
      #expect(runner.run(["--data", store, "config", "get", "ftp"]).stdout == "250\n")
    }
  }

  /// A second `config set` that comes while a failed one puts `config.json` back waits for it:
  /// it neither reads the failed value nor loses its own change to the putting back.
  @Test func aChangeDuringAFailedChangesRestoreWaitsForIt() throws {
    try withStore { store in
      let opened = try #require(try Store.open(at: store, create: false))
      try opened.database.connection.execute(
        "CREATE TRIGGER fail_commit BEFORE UPDATE ON meta "
          + "BEGIN SELECT RAISE(ABORT, 'no space'); END")
      let second = BackgroundRun { [runner] in
        runner.run(["--data", store, "config", "set", "stepGoal", "9000"])
      }
      #expect(throws: CLIError.self) {
        try ConfigFile.update(
          in: opened,
          afterFailure: {
            // The failed commit has let the database go: the second change may start now,
            // and gets time to run into the putting back if nothing stops it.
            try? opened.database.connection.execute("DROP TRIGGER fail_commit")
            second.start()
            usleep(500_000)
          }
        ) { $0.ftp = 300 }
      }
      #expect(second.wait().status == 0)
      #expect(runner.run(["--data", store, "config", "get", "ftp"]).stdout == "250\n")
      #expect(runner.run(["--data", store, "config", "get", "stepGoal"]).stdout == "9000\n")
    }
  }
}

/// A run on a thread of its own, started by `start()`; `wait()` gives its result.
private final class BackgroundRun: @unchecked Sendable {
  private let body: @Sendable () -> RunResult
  private let done = DispatchSemaphore(value: 0)
  private var result: RunResult?

  init(_ body: @escaping @Sendable () -> RunResult) {
    self.body = body
  }

  func start() {
    Thread.detachNewThread { [self] in
      result = body()
      done.signal()
    }
  }

  func wait() -> RunResult {
    done.wait()
    return result ?? RunResult(stdout: "", stderr: "never ran", status: -1)
  }
}
