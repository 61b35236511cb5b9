/// Why bytes are not a TZif file this reader accepts (RFC 8536).
public enum TZifError: Error, Equatable, Sendable {
  /// The bytes do not start with the `TZif` magic.
  case notTZif
  /// The version byte is neither 0 nor an ASCII digit from `2` up.
  case unsupportedVersion(UInt8)
  /// The file ends before the part its header announces.
  case truncated
  /// The header's counts contradict each other (e.g. no local time type).
  case invalidCounts
  /// The transition times are not strictly ascending.
  case transitionsOutOfOrder
  /// A transition names a local time type that does not exist, or a type's offset is out of
  /// range.
  case invalidTimeType
  /// The file counts leap seconds (a `right/` zone), whose timestamps are not POSIX time.
  case leapSeconds
  /// The footer is not a POSIX TZ string; the text as found.
  case invalidFooter(String)
}
