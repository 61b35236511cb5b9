import Foundation

/// Waits for blocking work — a child process, a run of the built binary, a batch of in-process
/// runs — on a thread of its own.
///
/// Swift Testing runs tests in parallel on the cooperative pool, which has one thread per core:
/// tests that hold those threads for many seconds starve the async tests beside them (a
/// half-second network timeout then takes thirty). Expectations stay on the test's own task; only
/// the work moves here, at most `OffThePool.width` pieces at a time so that a hundred parked
/// tests do not become a hundred busy threads.
func offThePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws
  -> Value
{
  try await withCheckedThrowingContinuation { continuation in
    Thread {
      OffThePool.slots.wait()
      defer { OffThePool.slots.signal() }
      continuation.resume(with: Result { try work() })
    }.start()
  }
}

/// The bound on work running off the pool at once.
enum OffThePool {
  /// Pieces of work at once: enough to keep every core busy while some only wait.
  static let width = 2 * max(1, ProcessInfo.processInfo.activeProcessorCount)
  static let slots = DispatchSemaphore(value: width)
}
