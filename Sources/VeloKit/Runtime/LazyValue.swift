import Foundation

/// A value made on first read and kept, safe to read from several threads.
final class LazyValue<Value: Sendable>: @unchecked Sendable {
  private enum State {
    case pending(@Sendable () -> Value)
    case made(Value)
  }

  private let lock = NSLock()
  private var state: State

  /// Keeps `make` until the first read.
  init(_ make: @escaping @Sendable () -> Value) {
    state = .pending(make)
  }

  /// The value, made by the first read.
  var value: Value {
    lock.lock()
    defer { lock.unlock() }
    switch state {
    case .made(let value): return value
    case .pending(let make):
      let value = make()
      state = .made(value)
      return value
    }
  }
}
