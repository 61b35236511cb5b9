import Testing

@testable import HealthImport

/// `containsBytes(of:)` answers what `contains` does for the ASCII markers the sniffers look for.
@Suite struct ByteSearchTests {
  @Test(arguments: [
    ("{\"sleep\" : [", "\"sleep\":", false),
    ("{\"sleep\":[", "\"sleep\":", true),
    ("<gpx", "<gpx", true),
    ("x<gp", "<gpx", false),
    ("<<<gpx version", "<gpx", true),
    ("<g<gp<gpx", "<gpx", true),
    ("", "<gpx", false),
    ("ends with <gp", "<gpx", false),
    ("caf\u{E9} \u{1F6B4} \"hr_lowest\": 48", "\"hr_lowest\":", true),
  ])
  func findsWhatContainsFinds(_ text: String, _ marker: String, _ found: Bool) {
    #expect(text.containsBytes(of: marker) == found)
    #expect(text.contains(marker) == found)
    // A substring that does not start at its string's start, as the sniffers search.
    let shifted = ("  " + text).dropFirst(2)
    #expect(shifted.containsBytes(of: marker) == found)
  }

  /// Bytes that are not UTF-8 decode to U+FFFD around an ASCII marker, which stays whole.
  @Test func aMarkerAfterInvalidBytesIsFound() {
    let text = String(decoding: [0xFF, 0xC3] + Array("<gpx>".utf8), as: UTF8.self)
    #expect(text.containsBytes(of: "<gpx"))
    #expect(InputFormat.sniff([0xFF, 0xC3] + Array("<gpx>".utf8)) == .gpx)
  }
}
