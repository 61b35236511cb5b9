import Dispatch

/// A value computed on another thread while the calling thread does other work, then waited
/// for (docs/architecture.md §5, *The finish of a big export*).
///
/// The collector's finish runs after the parse, when the other cores have nothing to do; work
/// that reads only values already final (a sort of records no later step changes) runs beside
/// the steps that must stay in order on the calling thread.
///
/// `@unchecked Sendable`: the worker writes `result` once, before it signals `done`; the calling
/// thread reads it only after waiting for `done`.
final class Beside<Value>: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var result: Value?

  /// Starts `work` on a Dispatch thread.
  init(_ work: @escaping @Sendable () -> Value) {
    DispatchQueue.global(qos: .userInitiated).async { [self] in
      result = work()
      done.signal()
    }
  }

  /// The value, waiting for it; call once.
  func value() -> Value {
    done.wait()
    // The worker always sets `result` before it signals.
    guard let result else { preconditionFailure("Beside signalled without a value") }
    return result
  }
}
