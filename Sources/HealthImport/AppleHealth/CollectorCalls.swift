import Foundation

/// The calls that the document of one piece of a big export made to its collector, kept to be
/// replayed into the real collector once the pieces before it have been (`ExportPieces`).
///
/// Type and source numbers, and lines, are the piece's own: the piece does not know what the
/// pieces before it registered, nor how many lines they had. `replay` maps them.
///
/// Three counts are summed here instead of listed: elements seen per type, beat lists without an
/// rMSSD and workouts' foreign offsets. The collector only adds them up and reads them when it
/// finishes, so their order cannot change a result, and a standard export is mostly records of
/// types the algorithm does not read, each of which would otherwise be a call.
struct CollectorCalls: AppleHealthSink {
  /// One call, in document order.
  enum Call {
    /// The piece's next type id (`addType`); its bytes are in the piece's type table.
    case newType
    /// The piece's next source id (`addSource`).
    case newSource
    case reject(type: Int, line: Int, reason: String, message: String)
    case sample(AppleHealthSample, rmssd: Double?)
    indirect case workout(AppleHealthWorkout)
    case exportDate(Double?)
  }

  private(set) var calls: [Call]
  /// Top-level elements seen, by the piece's type id.
  private(set) var seen: [Int] = []
  private(set) var unreadableBeats = 0
  private(set) var foreignOffsets: [Int: Int] = [:]

  /// No calls yet, appended into `storage` (an empty array whose capacity is reused:
  /// `takeStorage`).
  init(reusing storage: [Call] = []) {
    calls = storage
    calls.removeAll(keepingCapacity: true)
  }

  /// The array of calls, emptied, for the next piece's list: a piece of 1 MB makes thousands of
  /// calls, and an array of that size that is freed and grown again for every piece goes back
  /// to the kernel and faults its pages in anew (docs/performance.md §6, *An export on every
  /// core*).
  mutating func takeStorage() -> [Call] {
    var storage = calls
    calls = []
    storage.removeAll(keepingCapacity: true)
    return storage
  }

  mutating func addType(named name: String) {
    calls.append(.newType)
    seen.append(0)
  }

  mutating func addSource(named name: String) {
    calls.append(.newSource)
  }

  @inline(__always)
  mutating func countSeen(type: Int) {
    seen[type] += 1
  }

  mutating func reject(type: Int, line: Int, reason: String, message: String) {
    calls.append(.reject(type: type, line: line, reason: reason, message: message))
  }

  @inline(__always)
  mutating func add(_ sample: AppleHealthSample, rmssd: Double?) {
    calls.append(.sample(sample, rmssd: rmssd))
  }

  mutating func add(_ workout: AppleHealthWorkout) {
    calls.append(.workout(workout))
  }

  mutating func countUnreadableBeats() {
    unreadableBeats += 1
  }

  mutating func countForeignOffset(_ seconds: Int) {
    foreignOffsets[seconds, default: 0] += 1
  }

  mutating func setExportDate(_ instant: Double?) {
    calls.append(.exportDate(instant))
  }
}

extension AppleHealthDocument where Sink == AppleHealthCollector {
  /// Makes the calls of a piece, in order, as this document would have made them reading the
  /// piece itself: type and source names are registered here by their bytes (`types`,
  /// `sources`: the piece's tables), and the piece's lines moved down by `linesBefore`.
  mutating func replay(
    _ piece: CollectorCalls, types: [[UInt8]], sources: [[UInt8]], linesBefore: Int
  ) {
    var typeIDs: [Int] = []
    var sourceIDs: [Int] = []
    typeIDs.reserveCapacity(types.count)
    sourceIDs.reserveCapacity(sources.count)
    for call in piece.calls {
      switch call {
      case .newType:
        let id = types[typeIDs.count].withUnsafeBytes { typeID($0) }
        typeIDs.append(id)
      case .newSource:
        let id = sources[sourceIDs.count].withUnsafeBytes { sourceID($0) }
        sourceIDs.append(id)
      case .reject(let type, let line, let reason, let message):
        collector.reject(
          type: typeIDs[type], line: line + linesBefore, reason: reason, message: message)
      case .sample(var sample, let rmssd):
        sample.type = typeIDs[sample.type]
        sample.source = sourceIDs[sample.source]
        sample.line += linesBefore
        collector.add(sample, rmssd: rmssd)
      case .workout(var workout):
        workout.type = typeIDs[workout.type]
        workout.source = sourceIDs[workout.source]
        workout.line += linesBefore
        collector.add(workout)
      case .exportDate(let instant):
        setExportDate(instant)
      }
    }
    for (type, count) in piece.seen.enumerated() where count > 0 {
      collector.types[typeIDs[type]].counts.seen += count
    }
    collector.rmssdUnavailable += piece.unreadableBeats
    for (offset, count) in piece.foreignOffsets {
      collector.foreignOffsets[offset, default: 0] += count
    }
  }
}
