import Foundation
import ScoreEngine

/// Activities' heart-rate streams held in memory together with their `HeartRateBlob` bytes, so
/// that an import encodes each stream once and decodes none (docs/architecture.md §5).
///
/// A folder import encodes the streams of each file on the thread that parsed it; the upsert then
/// binds those bytes, and the training ledger computed in the same write reads each stored BLOB
/// whose bytes equal an encoded one as the samples already in hand. The encoding is lossless
/// (every double reads back bit for bit), so the samples in hand are exactly what decoding the
/// stored bytes would give; any BLOB that differs, or an activity not in hand, is decoded or
/// encoded as before.
package struct HeartRateStreams: Sendable {
  /// An activity as the `activities` table identifies it.
  private struct Key: Hashable {
    let source: Source
    let id: String
  }

  private struct Entry {
    let samples: [HeartRateSample]
    let blob: [UInt8]
  }

  private var entries: [Key: Entry] = [:]

  /// No streams: every stream is encoded and decoded where it is stored and read.
  package init() {}

  /// The streams of `activities`, encoded (activities without a stream are left out).
  package init(encoding activities: [Activity]) {
    for activity in activities {
      guard let blob = HeartRateBlob.encode(activity.heartRate) else { continue }
      entries[Key(source: activity.source, id: activity.id)] = Entry(
        samples: activity.heartRate, blob: blob)
    }
  }

  /// Whether no stream is held.
  package var isEmpty: Bool { entries.isEmpty }

  /// How many streams are held.
  package var count: Int { entries.count }

  /// Adds the streams of `other`; for an activity in both, `other`'s.
  package mutating func add(_ other: HeartRateStreams) {
    entries.merge(other.entries) { _, theirs in theirs }
  }

  /// The BLOB of `activity`'s stream when it was encoded from these very samples; `nil` when it
  /// must be encoded.
  func blob(of activity: Activity) -> [UInt8]? {
    guard let entry = entries[Key(source: activity.source, id: activity.id)],
      entry.samples == activity.heartRate
    else { return nil }
    return entry.blob
  }

  /// The samples of the activity `id` of `source` whose stored BLOB is `bytes`, when these are
  /// exactly the bytes encoded from samples in hand; `nil` when the BLOB must be decoded.
  func samples(source: Source, id: String, blob bytes: UnsafeRawBufferPointer)
    -> [HeartRateSample]?
  {
    guard let entry = entries[Key(source: source, id: id)], entry.blob.count == bytes.count,
      let stored = bytes.baseAddress,
      entry.blob.withUnsafeBytes({ held in
        held.baseAddress.map { memcmp($0, stored, bytes.count) == 0 } ?? false
      })
    else { return nil }
    return entry.samples
  }
}
