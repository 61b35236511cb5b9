/// A strict, small XML reader for the tests of the SVG and HTML writers: it accepts only
/// well-formed XML 1.0 (one root, every element closed in order, attributes quoted and not
/// repeated, only the five named entities and character references, no `<` or bare `&` in text
/// or attributes) and builds the tree. A leading `<?xml …?>` and `<!DOCTYPE …>` are allowed.
struct XMLNode: Sendable {
  var name: String
  var attributes: [String: String] = [:]
  var children: [XMLNode] = []
  var text = ""

  /// Every element below this one, depth first, itself included.
  var all: [XMLNode] { [self] + children.flatMap(\.all) }

  /// The elements called `name` below this one.
  func elements(_ name: String) -> [XMLNode] { all.filter { $0.name == name } }
}

struct XMLProblem: Error, CustomStringConvertible {
  let offset: Int
  let reason: String
  var description: String { "not well-formed at character \(offset): \(reason)" }
}

enum StrictXML {
  static func parse(_ text: String) throws -> XMLNode {
    var reader = Reader(characters: Array(text.unicodeScalars))
    reader.skipProlog()
    let root = try reader.element()
    reader.skipSpaceAndComments()
    guard reader.atEnd else {
      throw XMLProblem(offset: reader.index, reason: "text after the root")
    }
    return root
  }

  private struct Reader {
    let characters: [Unicode.Scalar]
    var index = 0

    var atEnd: Bool { index >= characters.count }

    func starts(with prefix: String) -> Bool {
      let scalars = Array(prefix.unicodeScalars)
      guard index + scalars.count <= characters.count else { return false }
      return Array(characters[index..<index + scalars.count]) == scalars
    }

    func problem(_ reason: String) -> XMLProblem { XMLProblem(offset: index, reason: reason) }

    mutating func skipSpace() {
      while !atEnd, [" ", "\n", "\t", "\r"].contains(characters[index]) { index += 1 }
    }

    mutating func skip(past end: String) {
      while !atEnd, !starts(with: end) { index += 1 }
      index = min(characters.count, index + end.unicodeScalars.count)
    }

    mutating func skipSpaceAndComments() {
      skipSpace()
      while starts(with: "<!--") {
        skip(past: "-->")
        skipSpace()
      }
    }

    mutating func skipProlog() {
      skipSpaceAndComments()
      if starts(with: "<?xml") { skip(past: "?>") }
      skipSpaceAndComments()
      if starts(with: "<!DOCTYPE") { skip(past: ">") }
      skipSpaceAndComments()
    }

    mutating func name() throws -> String {
      var name = ""
      while !atEnd {
        let c = characters[index]
        let isName =
          ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c)
          || c == "-" || c == "_" || c == ":" || c == "."
        guard isName else { break }
        if name.isEmpty, ("0"..."9").contains(c) || c == "-" || c == "." { break }
        name.unicodeScalars.append(c)
        index += 1
      }
      guard !name.isEmpty else { throw problem("a name was expected") }
      return name
    }

    /// Text up to `end` with its references resolved; `<` is an error.
    mutating func characterData(until end: Unicode.Scalar) throws -> String {
      var text = ""
      while !atEnd, characters[index] != end {
        let c = characters[index]
        if c == "<" { throw problem("'<' inside text or an attribute") }
        if c == "&" {
          text += try reference()
        } else {
          text.unicodeScalars.append(c)
          index += 1
        }
      }
      return text
    }

    mutating func reference() throws -> String {
      let start = index
      index += 1
      var body = ""
      while !atEnd, characters[index] != ";", body.count < 10 {
        body.unicodeScalars.append(characters[index])
        index += 1
      }
      guard !atEnd, characters[index] == ";" else {
        index = start
        throw problem("a bare '&'")
      }
      index += 1
      let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
      if let value = named[body] { return value }
      let number =
        body.hasPrefix("#x")
        ? UInt32(body.dropFirst(2), radix: 16)
        : body.hasPrefix("#") ? UInt32(body.dropFirst()) : nil
      guard let number, let scalar = Unicode.Scalar(number) else {
        index = start
        throw problem("an unknown entity '&\(body);'")
      }
      return String(Character(scalar))
    }

    mutating func element() throws -> XMLNode {
      guard !atEnd, characters[index] == "<" else { throw problem("an element was expected") }
      index += 1
      var node = XMLNode(name: try name())
      while true {
        let before = index
        skipSpace()
        if starts(with: "/>") {
          index += 2
          return node
        }
        if starts(with: ">") {
          index += 1
          break
        }
        guard index > before else { throw problem("space must separate attributes") }
        let attribute = try name()
        guard node.attributes[attribute] == nil else { throw problem("'\(attribute)' repeated") }
        skipSpace()
        guard !atEnd, characters[index] == "=" else { throw problem("'=' expected") }
        index += 1
        skipSpace()
        guard !atEnd, characters[index] == "\"" || characters[index] == "'" else {
          throw problem("an attribute value must be quoted")
        }
        let quote = characters[index]
        index += 1
        node.attributes[attribute] = try characterData(until: quote)
        guard !atEnd else { throw problem("an attribute is not closed") }
        index += 1
      }
      while true {
        guard !atEnd else { throw problem("'\(node.name)' is not closed") }
        if starts(with: "</") {
          index += 2
          let closing = try name()
          guard closing == node.name else {
            throw problem("'\(closing)' closes '\(node.name)'")
          }
          skipSpace()
          guard starts(with: ">") else { throw problem("'>' expected") }
          index += 1
          return node
        }
        if starts(with: "<!--") {
          skip(past: "-->")
        } else if starts(with: "<") {
          node.children.append(try element())
        } else {
          node.text += try characterData(until: "<")
        }
      }
    }
  }
}
