import Testing

@testable import HealthImport

/// `TagTemplate.isPlain` reads a value a word or 16 bytes at a time; it must find a quote or a
/// line feed at any place of a value of any length, and nothing outside the value.
@Suite struct TagTemplatePlainTests {
  @Test(arguments: [UInt8(0x22), 0x27, 0x0A])
  func aStopByteIsFoundAtEveryPlaceOfEveryLength(_ stop: UInt8) {
    let quote: UInt8 = 0x22
    var misses: [String] = []
    for length in 0...48 {
      // The value sits between a byte 3 into the buffer and stop bytes on both sides, with
      // eight more bytes after it, as the scanner guarantees.
      let plain = [UInt8](repeating: 0x41, count: length)
      let padding = [UInt8](repeating: quote, count: 11)
      for place in -1...length {
        var value = plain
        if place >= 0 && place < length { value[place] = stop }
        let bytes = [0x41, 0x41, quote] + value + padding
        let found = bytes.withUnsafeBufferPointer { buffer in
          guard let base = buffer.baseAddress else { return false }
          return TagTemplate.isPlain(
            base, from: 3, to: 3 + length, quotes: ByteWords.broadcast(quote))
        }
        let expected = !value.contains(quote) && !value.contains(0x0A)
        if found != expected { misses.append("length \(length), place \(place)") }
      }
    }
    #expect(misses.isEmpty, "\(misses.prefix(5))")
  }
}
