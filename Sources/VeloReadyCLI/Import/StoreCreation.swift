import HealthImport
import VeloKit
import VeloStore

/// The store of a first import, created on another thread while the inputs are read
/// (docs/architecture.md §5, *A new store beside the parse*).
///
/// A store whose directory does not exist yet is built in a private file and linked into place
/// (§6, *First use*): a few milliseconds of `fsync`s on a quiet disk, far more on a busy one,
/// during which the parse could not start. Nothing the parse does depends on that store: it
/// has no import log, so no input is already imported and a new export is hashed in its parse
/// pass. The importer waits for the store (and throws its failure, as it would have at once)
/// before the write, whether or not an input was read.
struct StoreCreation {
  private let creation: Beside<Result<Store, CLIError>>

  /// The store when it existed before the import, `nil` while it is being created.
  let existing: Store?

  /// The store `setup` opened, or, when there was none, starts creating it.
  init(_ setup: Setup) {
    existing = setup.store
    if let store = setup.store {
      creation = .ready(.success(store))
      return
    }
    // From here on only the creating thread reads `setup`, a value copied for it.
    nonisolated(unsafe) let setup = setup
    creation = Beside { () -> Result<Store, CLIError> in
      do throws(CLIError) {
        return .success(try setup.writableStore())
      } catch {
        return .failure(error)
      }
    }
  }

  /// The created store, waiting for it the first time; its failure, if it could not be made.
  func store() throws(CLIError) -> Store {
    try creation.value().get()
  }
}
