import Foundation

/// A task executor that runs every job on one dedicated thread (`drain`).
///
/// `@unchecked Sendable`: its queue is guarded by the condition's lock.
final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []
  private var stopped = false

  func enqueue(_ job: consuming ExecutorJob) {
    let unowned = UnownedJob(job)
    condition.lock()
    jobs.append(unowned)
    condition.signal()
    condition.unlock()
  }

  /// Runs jobs as they arrive until `stop`.
  func drain() {
    while true {
      condition.lock()
      while jobs.isEmpty && !stopped { condition.wait() }
      if jobs.isEmpty {
        condition.unlock()
        return
      }
      let job = jobs.removeFirst()
      condition.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }

  /// Lets `drain` return once the queue is empty.
  func stop() {
    condition.lock()
    stopped = true
    condition.signal()
    condition.unlock()
  }
}
