import Dispatch

/// Runs independent pieces of work on every core and returns their results in order.
///
/// Reading a folder of device files is hundreds of independent parses, each a few milliseconds;
/// on the two cores of a small machine they take half the time (docs/architecture.md §5). The
/// work runs on Dispatch's threads, never on the cooperative pool, and the call returns only when
/// every piece has finished.
enum ParallelMap {
  /// `body(0)`, `body(1)`, … `body(count − 1)`, computed in parallel: on every core, or on
  /// `workers` threads when given, each taking every `workers`-th index (1: on the calling
  /// thread, in order).
  static func map<Result: Sendable>(
    _ count: Int, workers: Int? = nil, _ body: @Sendable (Int) -> Result
  ) -> [Result] {
    guard count > 1, workers.map({ $0 > 1 }) ?? true else { return (0..<max(0, count)).map(body) }
    let slots = Slots<Result>(count)
    if let workers {
      DispatchQueue.concurrentPerform(iterations: workers) { worker in
        for index in stride(from: worker, to: count, by: workers) {
          slots.store(body(index), at: index)
        }
      }
    } else {
      DispatchQueue.concurrentPerform(iterations: count) { index in
        slots.store(body(index), at: index)
      }
    }
    return slots.values
  }

  /// One slot per result. `@unchecked Sendable`: each index is written by exactly one work item,
  /// and read only after `concurrentPerform` has returned, which orders every write before it.
  private final class Slots<Result>: @unchecked Sendable {
    private var buffer: UnsafeMutableBufferPointer<Result?>

    init(_ count: Int) {
      buffer = .allocate(capacity: count)
      buffer.initialize(repeating: nil)
    }

    deinit {
      buffer.deinitialize()
      buffer.deallocate()
    }

    func store(_ value: Result, at index: Int) {
      buffer[index] = value
    }

    var values: [Result] {
      buffer.map { value in
        guard let value else { preconditionFailure("a work item did not finish") }
        return value
      }
    }
  }
}
