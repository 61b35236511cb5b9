#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension StringProtocol {
  /// Whether the UTF-8 bytes of `needle` occur among this text's, found by `memchr` and
  /// `memcmp`.
  ///
  /// For the ASCII markers the format sniffers look for in a file's first 4 KiB (`"sleep":`,
  /// `<gpx`), this is what `contains` answers — an ASCII byte is the same character however
  /// the bytes around it decode —, without Foundation's comparison of characters, which took
  /// about a tenth of a millisecond a call on 4 KiB, ten calls a file.
  func containsBytes(of needle: String) -> Bool {
    var needle = needle
    return needle.withUTF8 { wanted in
      func search(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = wanted.first, let wantedStart = wanted.baseAddress else { return true }
        guard let textStart = text.baseAddress else { return false }
        var from = 0
        // The first byte by `memchr`, then the rest compared where it is.
        while text.count - from >= wanted.count {
          guard
            let hit = memchr(textStart + from, Int32(first), text.count - from - wanted.count + 1)
          else { return false }
          if memcmp(hit, wantedStart, wanted.count) == 0 { return true }
          from = UnsafeRawPointer(textStart).distance(to: UnsafeRawPointer(hit)) + 1
        }
        return false
      }
      return utf8.withContiguousStorageIfAvailable(search)
        ?? Array(utf8).withUnsafeBufferPointer(search)
    }
  }
}
