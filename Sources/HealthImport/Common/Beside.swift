import Dispatch

/// A value computed on another thread while the calling thread does other work, then waited
/// for (docs/architecture.md §5, *The finish of a big export*).
///
/// After the parse of a big export the other cores have nothing to do; work that reads only
/// values already final (a sort of records no later step changes, the encoding of streams, a
/// new store) runs beside the steps that must stay in order on the calling thread. The
/// collector's finish, `StreamEncoding` and `StoreCreation` use it.
///
/// `@unchecked Sendable`: the worker writes `result` once, before it signals `done`; `value()`
/// and `waited` belong to the calling thread, which reads `result` only after waiting for
/// `done`.
package final class Beside<Value>: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var result: Value?
  private var waited = false

  /// Starts `work` on a Dispatch thread.
  package init(_ work: @escaping @Sendable () -> Value) {
    DispatchQueue.global(qos: .userInitiated).async { [self] in
      result = work()
      done.signal()
    }
  }

  /// A value already at hand: no thread, no wait.
  package static func ready(_ value: Value) -> Beside {
    Beside(ready: value)
  }

  private init(ready value: Value) {
    result = value
    waited = true
  }

  /// The value, waiting for it the first time; call from the thread that made this.
  package func value() -> Value {
    if !waited {
      done.wait()
      waited = true
    }
    // The worker always sets `result` before it signals.
    guard let result else { preconditionFailure("Beside signalled without a value") }
    return result
  }
}
