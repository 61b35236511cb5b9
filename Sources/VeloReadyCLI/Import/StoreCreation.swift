import Dispatch
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
///
/// `@unchecked Sendable`: the worker writes `result` once, before it signals `done`; the calling
/// thread reads it only after waiting for `done`, and uses the store only from then on.
final class StoreCreation: @unchecked Sendable {
  private let setup: Setup
  private let done = DispatchSemaphore(value: 0)
  private var result: Result<Store, CLIError> = .failure(.unreadable("no store"))
  private var waited = false

  /// The store when it existed before the import, `nil` while it is being created.
  let existing: Store?

  /// The store `setup` opened, or, when there was none, starts creating it.
  init(_ setup: Setup) {
    self.setup = setup
    existing = setup.store
    if let store = setup.store {
      result = .success(store)
      waited = true
      return
    }
    DispatchQueue.global(qos: .userInitiated).async { [self] in
      do throws(CLIError) {
        result = .success(try self.setup.writableStore())
      } catch {
        result = .failure(error)
      }
      done.signal()
    }
  }

  /// The created store, waiting for it the first time; its failure, if it could not be made.
  func store() throws(CLIError) -> Store {
    if !waited {
      done.wait()
      waited = true
    }
    return try result.get()
  }
}
