import Foundation

/// Runs async work to completion from synchronous code (the CLI's commands are synchronous; only
/// the network is asynchronous).
///
/// The work runs on a thread of its own through a task-executor preference, never on the
/// cooperative pool: the caller blocks while it waits, and if the caller were itself a pool
/// thread (as in parallel tests) work queued on the pool could wait forever for a free thread.
package enum Blocking {
  /// `body`'s value, once it has run to completion on a thread of its own.
  package static func run<Value: Sendable>(_ body: @escaping @Sendable () async -> Value) -> Value {
    let executor = ThreadExecutor()
    let thread = Thread { executor.drain() }
    thread.start()
    let box = ResultBox<Value>()
    let done = DispatchSemaphore(value: 0)
    Task(executorPreference: executor) {
      box.set(await body())
      done.signal()
    }
    done.wait()
    executor.stop()
    guard let value = box.value else { preconditionFailure("the task finished without a value") }
    return value
  }

  private final class ResultBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    func set(_ value: Value) {
      lock.lock()
      stored = value
      lock.unlock()
    }

    var value: Value? {
      lock.lock()
      defer { lock.unlock() }
      return stored
    }
  }
}
