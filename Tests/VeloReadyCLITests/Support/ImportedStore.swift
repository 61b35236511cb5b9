import Foundation
import Synchronization
import TestSupport

/// A store holding one fixture (`Fixtures/records/athlete.json` unless said otherwise) as an
/// in-process `veloready import` on an empty store leaves it, made once per test process and
/// copied for each test that starts from it.
///
/// Importing the fixture is most of what such a test costs, and the import is not what it tests
/// (the tests of importing import for themselves). A store does not depend on where it is (the
/// golden setups rely on the same), so a copy is the store an in-process import would have made.
/// It was imported at `InProcessRunner`'s fixed now, and its writer file
/// (`veloready.db-writer`) names the test process, which a binary run sees alive: a test whose
/// point is how the binary checks or repairs a store (`StoreDamagedIndexTests`) imports for
/// itself, with the binary.
enum ImportedStore {
  /// The template of each fixture, made by the first test that asks while the others wait.
  private static let templates = Mutex<[String: Result<String, ImportedStoreError>]>([:])

  /// Makes `store` (a path that does not exist yet) a copy of `fixture`'s store.
  static func copy(_ fixture: String = "records/athlete.json", to store: String) throws {
    let template = try templates.withLock { made in
      if let template = made[fixture] { return template }
      let template = make(fixture)
      made[fixture] = template
      return template
    }.get()
    let manager = FileManager.default
    try manager.createDirectory(atPath: store, withIntermediateDirectories: true)
    for name in try manager.contentsOfDirectory(atPath: template) {
      try manager.copyItem(atPath: template + "/" + name, toPath: store + "/" + name)
    }
  }

  private static func make(_ fixture: String) -> Result<String, ImportedStoreError> {
    let store = Paths.temporaryDirectory("imported-template").appendingPathComponent("store").path
    let result = InProcessRunner().run(["--data", store, "import", Paths.fixturePath(fixture)])
    guard result.status == 0 else {
      return .failure(
        ImportedStoreError(problem: "importing '\(fixture)' failed: \(result.stderr)"))
    }
    return .success(store)
  }
}

/// A fixture's template store could not be made.
struct ImportedStoreError: Error, CustomStringConvertible {
  let problem: String
  var description: String { problem }
}
