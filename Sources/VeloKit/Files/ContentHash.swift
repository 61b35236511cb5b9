/// XXH64 (seed 0), fed in chunks: the fingerprint of a file's whole content, computed before the
/// file is parsed so that an unchanged file is recognised without parsing it again, or, for an
/// Apple Health export no logged file could match, in the parse pass itself
/// (docs/architecture.md §5).
///
/// It runs at several gigabytes a second on one core, so hashing every byte of a 500 MB export
/// costs a few hundredths of a second; it is not for security (a crafted file could collide), only to
/// recognise a file already imported. The algorithm is Yann Collet's public XXH64 specification.
package struct ContentHash {
  private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
  private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
  private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
  private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

  private var lanes: (UInt64, UInt64, UInt64, UInt64) = (
    prime1 &+ prime2, prime2, 0, 0 &- prime1
  )
  /// Bytes not yet consumed by a 32-byte stripe (fewer than 32).
  private var pending: [UInt8] = []
  /// Bytes fed so far.
  package private(set) var length: UInt64 = 0

  /// A hash of nothing yet.
  package init() {}

  /// Feeds `bytes`.
  package mutating func update(_ bytes: UnsafeRawBufferPointer) {
    guard !bytes.isEmpty else { return }
    length &+= UInt64(bytes.count)
    var offset = 0
    if !pending.isEmpty {
      let take = min(32 - pending.count, bytes.count)
      pending += bytes[0..<take]
      offset = take
      guard pending.count == 32 else { return }
      pending.withUnsafeBytes { stripe($0, at: 0) }
      pending.removeAll(keepingCapacity: true)
    }
    while offset + 32 <= bytes.count {
      stripe(bytes, at: offset)
      offset += 32
    }
    pending += bytes[offset...]
  }

  /// Feeds `bytes`.
  package mutating func update(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { update($0) }
  }

  /// The hash of everything fed.
  package var value: UInt64 {
    var hash: UInt64
    if length >= 32 {
      let (a, b, c, d) = lanes
      hash = rotate(a, 1) &+ rotate(b, 7) &+ rotate(c, 12) &+ rotate(d, 18)
      for lane in [a, b, c, d] {
        hash = (hash ^ round(0, lane)) &* Self.prime1 &+ Self.prime4
      }
    } else {
      hash = Self.prime5
    }
    hash &+= length
    pending.withUnsafeBytes { tail in
      var offset = 0
      while offset + 8 <= tail.count {
        hash ^= round(0, tail.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
        hash = rotate(hash, 27) &* Self.prime1 &+ Self.prime4
        offset += 8
      }
      if offset + 4 <= tail.count {
        let word = UInt64(tail.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian)
        hash ^= word &* Self.prime1
        hash = rotate(hash, 23) &* Self.prime2 &+ Self.prime3
        offset += 4
      }
      while offset < tail.count {
        hash ^= UInt64(tail[offset]) &* Self.prime5
        hash = rotate(hash, 11) &* Self.prime1
        offset += 1
      }
    }
    hash ^= hash >> 33
    hash &*= Self.prime2
    hash ^= hash >> 29
    hash &*= Self.prime3
    hash ^= hash >> 32
    return hash
  }

  /// `xxh64:SIZE-HEX`, the import log's fingerprint of a file.
  package var fingerprint: String {
    let hex = String(value, radix: 16)
    return Self.fingerprintPrefix(size: Int64(length))
      + String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// `xxh64:SIZE-`, what every fingerprint of a file of `size` bytes starts with: no file of
  /// another size can have the same fingerprint.
  package static func fingerprintPrefix(size: Int64) -> String {
    "xxh64:\(size)-"
  }

  private mutating func stripe(_ bytes: UnsafeRawBufferPointer, at offset: Int) {
    func word(_ index: Int) -> UInt64 {
      bytes.loadUnaligned(fromByteOffset: offset + 8 * index, as: UInt64.self).littleEndian
    }
    lanes = (
      round(lanes.0, word(0)), round(lanes.1, word(1)), round(lanes.2, word(2)),
      round(lanes.3, word(3))
    )
  }

  private func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
    rotate(accumulator &+ input &* Self.prime2, 31) &* Self.prime1
  }

  private func rotate(_ value: UInt64, _ bits: UInt64) -> UInt64 {
    (value << bits) | (value >> (64 - bits))
  }
}
