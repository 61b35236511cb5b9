/// Writes XML and the XML-compatible HTML the reports make: every element is closed, every
/// attribute quoted, and every piece of text escaped on its way in, so a rider's activity name
/// or a zone name can never open a tag or end an attribute.
package struct Markup: Sendable {
  /// The text written so far.
  package private(set) var text = ""
  private var open: [String] = []

  package init() {}

  /// `&`, `<`, `>`, `"` and `'` as entities; control characters XML 1.0 forbids become U+FFFD.
  package static func escape(_ value: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(value.utf8.count)
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
      default:
        let forbidden =
          scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value)
          || (0x7F...0x9F).contains(scalar.value)
        escaped.unicodeScalars.append(forbidden ? "\u{FFFD}" : scalar)
      }
    }
    return escaped
  }

  /// ` name="value"` for each attribute whose value is not `nil`, in the order given.
  package static func attributes(_ attributes: [(String, String?)]) -> String {
    attributes.compactMap { name, value in
      value.map { " \(name)=\"\(escape($0))\"" }
    }.joined()
  }

  /// Opens `name`; its children follow until the matching `close()`.
  package mutating func open(_ name: String, _ attributes: [(String, String?)] = []) {
    text += "<\(name)\(Self.attributes(attributes))>"
    open.append(name)
  }

  /// Closes the innermost open element; a line break follows.
  package mutating func close() {
    guard let name = open.popLast() else { return }
    text += "</\(name)>\n"
  }

  /// An element without children: `<name …/>`.
  package mutating func empty(_ name: String, _ attributes: [(String, String?)] = []) {
    text += "<\(name)\(Self.attributes(attributes))/>\n"
  }

  /// An element holding only `content`, escaped.
  package mutating func element(
    _ name: String, _ attributes: [(String, String?)] = [], _ content: String
  ) {
    text += "<\(name)\(Self.attributes(attributes))>\(Self.escape(content))</\(name)>\n"
  }

  /// Text, escaped.
  package mutating func write(_ content: String) {
    text += Self.escape(content)
  }

  /// Markup made elsewhere (by this type), or fixed text that holds no `<` or `&`.
  package mutating func raw(_ markup: String) {
    text += markup
  }

  /// Whether every element opened was closed.
  package var isBalanced: Bool { open.isEmpty }
}
