import Dispatch
import Foundation

/// A fixed set of threads that parse the pieces of one export, each taking the oldest piece
/// waiting in a queue as soon as it is free (docs/architecture.md §5, *An export on every
/// core*).
///
/// The threads start once per export and stay until `close`, and one lock guards the queue and
/// whether each job has finished, so a piece costs no thread wake-up while the queue holds
/// work: a free thread takes the next piece under the lock and sleeps only when the queue is
/// empty, and the calling thread, which fills the queue in file order and replays the parsed
/// pieces in that order (`ExportPieces`), asks whether a job has finished without a system call.
/// Rather than sleep until the next piece to replay is parsed, it can `runQueued`: parse the
/// oldest piece no thread has taken yet.
///
/// `@unchecked Sendable`: `queue`, `head`, `closed`, `sleeping`, `waiting` and every job's
/// `finished` are read and written only under `condition`'s lock.
final class PieceCrew: @unchecked Sendable {
  /// Threads of the crew (the calling thread not counted).
  let threads: Int
  private let condition = NSCondition()
  private var queue: [PieceJob] = []
  /// The first job of `queue` not yet taken; the taken ones leave the array in batches.
  private var head = 0
  private var closed = false
  /// Threads of the crew asleep on an empty queue.
  private var sleeping = 0
  /// Whether the calling thread is asleep until a job finishes.
  private var waiting = false
  private let ended = DispatchGroup()

  /// A crew of `threads` threads, started now. They are threads of their own, not Dispatch's:
  /// its pool runs as many blocks at a time as there are cores, and a crew whose threads it
  /// started late would leave the calling thread to parse alone.
  init(threads: Int) {
    self.threads = max(0, threads)
    for _ in 0..<self.threads {
      ended.enter()
      let thread = Thread { [self] in
        while let job = next() { run(job) }
        ended.leave()
      }
      thread.name = "export pieces"
      thread.start()
    }
  }

  /// Queues `job`, to be parsed by the first thread free.
  func submit(_ job: PieceJob) {
    condition.lock()
    queue.append(job)
    if sleeping > 0 { condition.signal() }
    condition.unlock()
  }

  /// Parses on the calling thread the oldest job no thread has taken yet; `false` when there is
  /// none.
  func runQueued() -> Bool {
    condition.lock()
    let job = popFirst()
    condition.unlock()
    guard let job else { return false }
    run(job)
    return true
  }

  /// Whether `job` has been parsed.
  func isFinished(_ job: PieceJob) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    return job.finished
  }

  /// Sleeps until `job` has been parsed.
  func waitUntilFinished(_ job: PieceJob) {
    condition.lock()
    defer { condition.unlock() }
    while !job.finished {
      waiting = true
      condition.wait()
      waiting = false
    }
  }

  /// Lets the threads finish the jobs queued and waits for them to end.
  func close() {
    condition.lock()
    closed = true
    condition.broadcast()
    condition.unlock()
    ended.wait()
  }

  private func run(_ job: PieceJob) {
    job.run()
    condition.lock()
    job.finished = true
    // Every sleeper wakes: the calling thread cannot be told from the threads of the crew,
    // which go back to sleep on an empty queue.
    if waiting { condition.broadcast() }
    condition.unlock()
  }

  /// The next job for a thread of the crew, after sleeping while there is none; `nil` once the
  /// crew is closed and the queue empty.
  private func next() -> PieceJob? {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let job = popFirst() { return job }
      if closed { return nil }
      sleeping += 1
      condition.wait()
      sleeping -= 1
    }
  }

  /// Takes the first job of the queue; called under the lock.
  private func popFirst() -> PieceJob? {
    guard head < queue.count else { return nil }
    let job = queue[head]
    head += 1
    // Taken jobs leave in batches, so that the array holds a few jobs at most and the parsed
    // pieces of those replayed are freed.
    if head == queue.count || head >= 64 {
      queue.removeFirst(head)
      head = 0
    }
    return job
  }
}
