import HealthImport
import ScoreEngine
import VeloStore

/// A file's activity heart-rate streams, encoded on another thread while the store writes the
/// tables before `activities` (docs/architecture.md §5, *The streams encoded beside the write*).
///
/// Everything after the parse of a big export runs on one thread while the other cores idle;
/// the encoding needs only the parsed activities, and the upsert needs its result only at the
/// `activities` table, the last, so it need not wait in line. The streams are exactly those
/// `HeartRateStreams(encoding:)` gives on the calling thread.
struct StreamEncoding: Sendable {
  private let encoding: Beside<HeartRateStreams>

  /// Starts encoding the streams of `activities` (none, and no thread, when there are none).
  init(_ activities: [Activity]) {
    encoding =
      activities.isEmpty
      ? .ready(HeartRateStreams()) : Beside { HeartRateStreams(encoding: activities) }
  }

  /// The encoded streams, waiting for them the first time.
  var streams: HeartRateStreams { encoding.value() }
}
