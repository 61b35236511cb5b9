/// The UTC offsets of one IANA time zone over all time, as a TZif file holds them (RFC 8536):
/// the transitions it lists, then its POSIX TZ rule for every instant after the last one.
///
/// A value, parsed from bytes by `init(tzif:identifier:)`; the CLI reads the bytes from the
/// system's zoneinfo directory, so that days are computed without Foundation's ICU time zones
/// (docs/architecture.md §12).
public struct ZoneRules: Hashable, Sendable {
  /// The zone's name, e.g. `Europe/Berlin`.
  public let identifier: String
  /// Instants (seconds since the epoch) at which the offset may change, strictly ascending.
  let transitions: [Int64]
  /// The offset from UTC in force from each transition on, seconds east.
  let offsetsAfter: [Int32]
  /// The offset before the first transition (RFC 8536: time type 0), seconds east.
  let initialOffset: Int
  /// The rule for instants after the last transition; `nil`: the last offset stays.
  let footer: PosixZoneRule?

  /// Creates rules from their parts; `offsetsAfter` has one offset per transition.
  init(
    identifier: String, transitions: [Int64], offsetsAfter: [Int32], initialOffset: Int,
    footer: PosixZoneRule?
  ) {
    precondition(transitions.count == offsetsAfter.count)
    self.identifier = identifier
    self.transitions = transitions
    self.offsetsAfter = offsetsAfter
    self.initialOffset = initialOffset
    self.footer = footer
  }

  /// A zone on one offset for all time, e.g. `UTC` (offset 0).
  public init(identifier: String, fixedOffset: Int) {
    self.init(
      identifier: identifier, transitions: [], offsetsAfter: [], initialOffset: fixedOffset,
      footer: nil)
  }

  /// The offset from UTC at `instant` (seconds since the epoch), seconds east.
  public func offset(at instant: Int64) -> Int {
    guard let last = transitions.last else { return footer?.offset(at: instant) ?? initialOffset }
    if instant > last, let footer { return footer.offset(at: instant) }
    // The number of transitions at or before the instant.
    var low = 0
    var high = transitions.count
    while low < high {
      let middle = (low + high) / 2
      if transitions[middle] <= instant { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? initialOffset : Int(offsetsAfter[low - 1])
  }

  /// The offset at an instant given as fractional seconds since the epoch: the offset of the
  /// whole second it falls in (transitions are on whole seconds).
  public func offset(at instant: Double) -> Int {
    // ±1e15 s is ±31 million years: far beyond any rule, and safe to convert.
    let clamped = instant > -1e15 ? min(instant, 1e15) : -1e15
    return offset(at: Int64(clamped.rounded(.down)))
  }
}
