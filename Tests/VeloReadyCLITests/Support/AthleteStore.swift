import Foundation
import TestSupport

/// A store holding the fixture athlete (`Fixtures/records/athlete.json`) as an in-process
/// `veloready import` on an empty store leaves it, made once per test process and copied for each
/// test that starts from it.
///
/// Importing the athlete is most of what such a test costs, and the import is not what it tests
/// (the tests of importing import for themselves). A store does not depend on where it is (the
/// golden setups rely on the same), so a copy is the store an in-process import would have made.
/// It was imported at `InProcessRunner`'s fixed now, and its writer file
/// (`veloready.db-writer`) names the test process, which a binary run sees alive: a test whose
/// point is how the binary checks or repairs a store (`StoreDamagedIndexTests`) imports for
/// itself, with the binary.
enum AthleteStore {
  /// The template store, or what went wrong making it.
  private static let template: Result<String, AthleteStoreError> = {
    let store = Paths.temporaryDirectory("athlete-template").appendingPathComponent("store").path
    let result = InProcessRunner().run([
      "--data", store, "import", Paths.fixturePath("records/athlete.json"),
    ])
    guard result.status == 0 else {
      return .failure(AthleteStoreError(problem: "importing the athlete failed: \(result.stderr)"))
    }
    return .success(store)
  }()

  /// Makes `store` (a path that does not exist yet) a copy of the athlete's store.
  static func copy(to store: String) throws {
    let template = try template.get()
    let manager = FileManager.default
    try manager.createDirectory(atPath: store, withIntermediateDirectories: true)
    for name in try manager.contentsOfDirectory(atPath: template) {
      try manager.copyItem(atPath: template + "/" + name, toPath: store + "/" + name)
    }
  }
}

/// The athlete's template store could not be made.
struct AthleteStoreError: Error, CustomStringConvertible {
  let problem: String
  var description: String { problem }
}
