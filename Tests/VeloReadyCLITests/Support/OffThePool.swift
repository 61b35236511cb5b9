import Foundation

/// Waits for blocking work — a child process, a run of the built binary — on a thread of its own.
///
/// Swift Testing runs tests in parallel on the cooperative pool, which has one thread per core:
/// a test that blocks one for many seconds while it waits for processes starves the async tests
/// beside it (a two-second network timeout then takes thirty). Expectations stay on the test's
/// own task; only the waiting moves here.
func offThePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws
  -> Value
{
  try await withCheckedThrowingContinuation { continuation in
    Thread { continuation.resume(with: Result { try work() }) }.start()
  }
}
