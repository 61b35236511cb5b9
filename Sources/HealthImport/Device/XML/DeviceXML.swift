import Foundation
import VeloJSON

/// Element text and names for the TCX and GPX readers, over a whole document held in memory.
///
/// `XMLScanner` reports tags only; the text of a leaf element such as `<Time>…</Time>` is the
/// bytes between the end of its start tag and its end tag, sliced from the document.
struct DeviceXML {
  /// The whole document; tag offsets index into it.
  let document: UnsafeRawBufferPointer

  /// The element name without its namespace prefix (`gpxtpx:hr` → `hr`): prefixes vary between
  /// writers (`gpxtpx:`, `ns3:`), the local names do not.
  static func localName(_ tag: XMLTag) -> String {
    var name = tag.name
    if let colon = name.lastIndex(of: 0x3A) {
      name = UnsafeRawBufferPointer(rebasing: name[(colon + 1)...])
    }
    return String(decoding: name, as: UTF8.self)
  }

  /// The value of attribute `name` of `tag`, entities decoded, or `nil`.
  static func attribute(_ name: StaticString, of tag: XMLTag) -> String? {
    tag.attributes.first { $0.name.equals(name) }.map { XMLText.string($0.value) }
  }

  /// The offset just after the `>` of the start tag whose `<` is at `open`.
  func contentStart(afterTagAt open: Int64) -> Int {
    var index = Int(open) + 1
    var quote: UInt8?
    while index < document.count {
      let byte = document[index]
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == 0x22 || byte == 0x27 {
        quote = byte
      } else if byte == 0x3E {
        return index + 1
      }
      index += 1
    }
    return document.count
  }

  /// The text from `start` to the end tag at `end`, without surrounding whitespace or a CDATA
  /// wrapper.
  func text(from start: Int, to end: Int64) -> UnsafeRawBufferPointer {
    var lower = start
    var upper = max(start, min(Int(end), document.count))
    while lower < upper, document[lower] <= 0x20 { lower += 1 }
    while upper > lower, document[upper - 1] <= 0x20 { upper -= 1 }
    var text = UnsafeRawBufferPointer(rebasing: document[lower..<upper])
    if text.count >= 12, text.hasPrefix("<![CDATA["), text[text.count - 3] == 0x5D,
      text[text.count - 2] == 0x5D, text[text.count - 1] == 0x3E
    {
      text = UnsafeRawBufferPointer(rebasing: text[9..<(text.count - 3)])
    }
    return text
  }

  /// The text as a number, or `nil`.
  static func number(_ text: UnsafeRawBufferPointer) -> Double? {
    XMLText.number(text)
  }

  /// The text as an instant in Unix seconds (`2026-09-20T05:38:11Z`, with optional fraction and
  /// offset), or `nil`.
  static func instant(_ text: UnsafeRawBufferPointer) -> Double? {
    Timestamp.parse(bytes: text.assumingMemoryBound(to: UInt8.self)).map(\.timeIntervalSince1970)
  }

  /// The text as a string, entities decoded; `nil` when empty.
  static func string(_ text: UnsafeRawBufferPointer) -> String? {
    text.isEmpty ? nil : XMLText.string(text)
  }
}
