import VeloKit
import VeloStore

// Transactions whose bodies throw the rider's errors: a failure of the store itself is put into
// words as every other one is (`CLIError.init(_: StoreError)`).

extension Store {
  /// Runs `body` as one write transaction that advances the generation.
  func write<Result>(_ body: () throws(CLIError) -> Result) throws(CLIError) -> Result {
    try write(failure: CLIError.init, body)
  }

  /// Runs `body` in one read transaction: everything it reads comes from one committed state.
  func read<Result>(_ body: () throws(CLIError) -> Result) throws(CLIError) -> Result {
    try read(failure: CLIError.init, body)
  }
}

extension StoreDatabase {
  /// Runs `body` in one read transaction, or in the transaction already open.
  func read<Result>(_ body: () throws(CLIError) -> Result) throws(CLIError) -> Result {
    try read(failure: CLIError.init, body)
  }
}
