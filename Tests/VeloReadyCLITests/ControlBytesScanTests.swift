import Testing

@testable import VeloKit

/// `ControlEscapingConsole` passes text without a control on without decoding it: its byte scan
/// (`mayHoldControls`) must find every control the scalar check finds, and only those.
@Suite struct ControlBytesScanTests {
  /// The scalar rule: a C0 control other than line break, tab and carriage return, DEL or C1.
  static func holdsControl(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
        && !["\n", "\t", "\r"].contains(scalar)
    }
  }

  @Test(arguments: [
    "", "plain", "line\nbreak\ttab\rreturn", "\u{1B}[32mgreen\u{1B}[0m", "bell\u{7}",
    "del\u{7F}", "c1\u{9B}31m", "c1 first \u{80}", "c1 last \u{9F}", "¡not C1 (C2 A1)",
    "\u{A0}no-break space (C2 A0)", "naïve café 日本 🚴‍♀️", "\u{0}", "\u{1F}", "\r\n",
    "é\u{301}", "\u{200B}zero width", "\u{85}next line",
  ])
  func theByteScanFindsWhatTheScalarsHold(_ text: String) {
    #expect(ControlEscapingConsole.mayHoldControls(text) == Self.holdsControl(text))
    if !Self.holdsControl(text) { #expect(ControlEscapingConsole.escaping(text) == text) }
  }

  @Test func everyScalarBelowU0800AloneAndBetweenLetters() {
    for value in UInt32(0)..<0x800 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      for text in [String(Character(scalar)), "a" + String(Character(scalar)) + "b"] {
        #expect(ControlEscapingConsole.mayHoldControls(text) == Self.holdsControl(text), "\(value)")
      }
    }
  }
}
