import Foundation

/// Rendered text made pure ASCII, for `--ascii` and non-UTF-8 locales (docs/architecture.md
/// §13).
///
/// The one place that decides how a non-ASCII character is shown in ASCII: the symbols the
/// output uses have stand-ins (`—` → `-`, `≥` → `>=`, `…` → `...`); any other letter loses its
/// accents (`é` → `e`); anything left is `?`. The stand-ins contain no `"` or `\`, so text inside
/// a JSON string stays valid JSON.
enum ASCIIText {
  static let standIns: [Unicode.Scalar: String] = [
    "—": "-", "–": "-", "−": "-", "‐": "-", "…": "...", "·": "-", "•": "*", "≤": "<=", "≥": ">=",
    "→": "->", "←": "<-", "×": "x", "±": "+/-", "°": "deg ", "µ": "u", "μ": "mu", "σ": "sigma",
    "ρ": "rho", "τ": "tau",
    "Δ": "delta", "Σ": "sum", "√": "sqrt", "§": "section ", "‘": "'", "’": "'", "“": "'",
    "”": "'", "▲": "^", "▼": "v", "●": "*", "○": ".", "✖": "!!", "⚠": "!", "ℹ": "i", "✓": "ok",
    "█": "#", "░": "-", "▁": "_", "▂": ".", "▃": "-", "▄": "~", "▅": "=", "▆": "+", "▇": "*",
    "\u{00A0}": " ",
  ]

  /// `text` with every scalar at or above 0x80 replaced.
  static func fold(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 >= 0x80 }) else { return text }
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        result.unicodeScalars.append(scalar)
      } else if let standIn = standIns[scalar] {
        result += standIn
      } else {
        result += withoutMarks(scalar)
      }
    }
    return result
  }

  /// The ASCII letters of `scalar`'s canonical decomposition (`é` → `e`), or `?`.
  private static func withoutMarks(_ scalar: Unicode.Scalar) -> String {
    let letters = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.filter {
      $0.isASCII
    }
    return letters.isEmpty ? "?" : String(String.UnicodeScalarView(letters))
  }
}
