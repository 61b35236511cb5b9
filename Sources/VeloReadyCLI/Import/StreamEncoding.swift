import Dispatch
import ScoreEngine
import VeloStore

/// A file's activity heart-rate streams, encoded on another thread while the store writes the
/// tables before `activities` (docs/architecture.md §5, *The streams encoded beside the write*).
///
/// Everything after the parse of a big export runs on one thread while the other cores idle;
/// the encoding needs only the parsed activities, and the upsert needs its result only at the
/// `activities` table, the last, so it need not wait in line. The streams are exactly those
/// `HeartRateStreams(encoding:)` gives on the calling thread.
///
/// `@unchecked Sendable`: the worker writes `encoded` once, before it signals `done`; the
/// calling thread reads it only after waiting for `done`.
final class StreamEncoding: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var encoded = HeartRateStreams()
  private var waited = false

  /// Starts encoding the streams of `activities` (at once and on this thread when there are
  /// none).
  init(_ activities: [Activity]) {
    guard !activities.isEmpty else {
      waited = true
      return
    }
    DispatchQueue.global(qos: .userInitiated).async { [self] in
      encoded = HeartRateStreams(encoding: activities)
      done.signal()
    }
  }

  /// The encoded streams, waiting for them the first time.
  var streams: HeartRateStreams {
    if !waited {
      done.wait()
      waited = true
    }
    return encoded
  }
}
