/// The exact-duplicate check of an export's records, one *stream* (a type and a source) at a
/// time, exploiting that an export lists each stream in time order.
///
/// A record that starts later than every earlier record of its stream cannot repeat any of them:
/// it is appended to the stream's list of (start, fingerprint), which therefore has strictly
/// rising starts and is written sequentially, with no look-up. A record that does not start
/// later (*late*) may repeat an earlier one: either the one listed record of its start, found by
/// binary search, or another late record, kept in a small `FingerprintSet`. A table of every
/// fingerprint cost a cache miss per record once it outgrew the cache (8 MB for a 500 MB export).
///
/// Two records are duplicates when their 64-bit fingerprints (`StableHash` of type, source,
/// start, end and value) are equal, as with one table of all of them: the stream split only
/// spares comparing records whose type or source differ, which never have equal fingerprints
/// but by a collision. Memory: 16 to 32 bytes per in-order record, 11 to 21 per late one.
struct DuplicateFilter {
  /// One listed record: its start (seconds since the epoch) and fingerprint.
  private struct Entry {
    var start: Double
    var fingerprint: UInt64
  }

  private struct Stream {
    /// Strictly rising starts: each record that started later than all before it.
    var listed: [Entry] = []
    var late = FingerprintSet(capacity: 16)

    /// Whether the record is new to the stream; adds it.
    @inline(__always)
    mutating func insert(_ start: Double, _ fingerprint: UInt64, lateCount: inout Int) -> Bool {
      if let latest = listed.last?.start {
        if start > latest {
          listed.append(.init(start: start, fingerprint: fingerprint))
          return true
        }
      } else if !start.isNaN {
        listed.append(.init(start: start, fingerprint: fingerprint))
        return true
      }
      lateCount += 1
      if let same = listedIndex(of: start), listed[same].fingerprint == fingerprint { return false }
      return late.insert(fingerprint)
    }

    /// The index of the listed record that starts at `start`, if there is one.
    private func listedIndex(of start: Double) -> Int? {
      var low = 0
      var high = listed.count
      while low < high {
        let middle = (low + high) / 2
        if listed[middle].start < start { low = middle + 1 } else { high = middle }
      }
      return low < listed.count && listed[low].start == start ? low : nil
    }
  }

  private var streams: [Stream] = []
  private var streamIDs: [UInt64: Int] = [:]
  /// The stream of the previous record: an export lists a stream's records one after another.
  private var lastKey = UInt64.max
  private var lastStream = 0

  /// The number of records that were not later than their stream's latest when added.
  private(set) var lateCount = 0

  /// Adds a record of stream (`type`, `source`) starting at `start`; whether no record with
  /// its `fingerprint` was added to the stream before.
  @inline(__always)
  mutating func insert(type: Int, source: Int, start: Double, fingerprint: UInt64) -> Bool {
    let key = UInt64(truncatingIfNeeded: type) << 32 | UInt64(truncatingIfNeeded: source)
    if key != lastKey { switchStream(to: key) }
    return streams[lastStream].insert(start, fingerprint, lateCount: &lateCount)
  }

  private mutating func switchStream(to key: UInt64) {
    if let id = streamIDs[key] {
      lastStream = id
    } else {
      lastStream = streams.count
      streamIDs[key] = lastStream
      streams.append(Stream())
    }
    lastKey = key
  }
}
