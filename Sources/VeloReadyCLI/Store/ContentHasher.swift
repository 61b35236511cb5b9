import Foundation

/// FNV-1a over 64 bits, fed in chunks, for file fingerprints (not for security).
struct ContentHasher {
  private var value: UInt64 = 0xcbf2_9ce4_8422_2325
  private var size = 0

  mutating func update(_ bytes: some Collection<UInt8>) {
    for byte in bytes {
      value ^= UInt64(byte)
      value = value &* 0x0000_0100_0000_01B3
    }
    size += bytes.count
  }

  var fingerprint: String {
    "\(size)-" + self.hash
  }

  /// The hash alone, in hexadecimal.
  var hash: String { String(value, radix: 16) }
}
