import Foundation

/// Interns the raw bytes of repeated attribute values (record types, source names) as small
/// integer ids, so that the per-record work is a byte comparison rather than a `String`.
///
/// Lookups try the last hit first: an export lists long runs of one type, and a source name
/// rarely changes from one record to the next. A miss scans the few dozen distinct names.
struct NameTable {
  /// The raw bytes of each name, by id.
  private(set) var raw: [[UInt8]] = []
  private var lastHit = -1

  /// The id of `bytes`, and whether it was new.
  @inline(__always)
  mutating func id(of bytes: UnsafeRawBufferPointer) -> (id: Int, isNew: Bool) {
    if lastHit >= 0, matches(raw[lastHit], bytes) { return (lastHit, false) }
    for index in raw.indices.reversed() where matches(raw[index], bytes) {
      lastHit = index
      return (index, false)
    }
    raw.append(Array(bytes))
    lastHit = raw.count - 1
    return (lastHit, true)
  }

  /// The number of distinct names.
  var count: Int { raw.count }

  @inline(__always)
  private func matches(_ stored: [UInt8], _ bytes: UnsafeRawBufferPointer) -> Bool {
    guard stored.count == bytes.count else { return false }
    return stored.withUnsafeBytes { storedBytes in
      guard let a = storedBytes.baseAddress, let b = bytes.baseAddress else { return true }
      return memcmp(a, b, bytes.count) == 0
    }
  }
}

/// A deterministic 64-bit mix (the splitmix64 finaliser), for fingerprints and ids that must be
/// the same in every process — unlike `Hasher`, which is seeded per process.
enum StableHash {
  /// Mixes `value` into `state`.
  @inline(__always)
  static func combine(_ state: UInt64, _ value: UInt64) -> UInt64 {
    var z = (state ^ value) &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// FNV-1a over the UTF-8 bytes of `text`, 32 bits: short, stable ids from names.
  static func fnv1a32(_ text: String) -> UInt32 {
    var hash: UInt32 = 0x811C_9DC5
    for byte in text.utf8 {
      hash = (hash ^ UInt32(byte)) &* 0x0100_0193
    }
    return hash
  }
}
