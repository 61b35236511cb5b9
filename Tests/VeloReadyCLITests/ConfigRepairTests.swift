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
}
