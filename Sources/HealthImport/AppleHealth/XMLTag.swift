import Foundation

/// One attribute of a tag: raw bytes of its name and of its value (entities not yet decoded).
struct XMLAttribute {
  /// The attribute name.
  var name: UnsafeRawBufferPointer
  /// The value between the quotes.
  var value: UnsafeRawBufferPointer
}

/// A tag found by `XMLScanner`; its buffers are valid only during the handler call.
struct XMLTag {
  /// Which kind of tag.
  enum Kind {
    /// `<name …>`.
    case start
    /// `</name>`.
    case end
    /// `<name …/>`.
    case empty
  }

  /// Start, end or empty-element tag.
  var kind: Kind
  /// The element name.
  var name: UnsafeRawBufferPointer
  /// The attributes, in document order (none for an end tag).
  var attributes: UnsafeBufferPointer<XMLAttribute>
  /// Absolute byte offset of the tag's `<` in the document.
  var offset: Int64
  /// The 1-based line of the tag's `<`, for rejection messages.
  var line = 1
  /// When the tag was read by matching a recorded shape (`TagTemplate`), that shape's stamp,
  /// otherwise 0: tags of one stamp have the same name and the same attribute names in the same
  /// order, so a handler may remember where it found each attribute.
  var shape = 0
}

/// Receives the tags of a document in order.
protocol XMLTagHandler {
  /// Handles one tag; throwing stops the scan.
  mutating func handle(_ tag: XMLTag) throws(ImportError)
}

/// Scratch space for the attributes of the current tag, reused for every tag, and the shape of
/// the last tag read in full.
///
/// A class so that its pointer is allocated once per scanner; the scanner is its only owner.
final class AttributeStorage {
  /// Attributes beyond this many on one tag are ignored (an export's tags have at most a dozen).
  static let capacity = 64
  let pointer: UnsafeMutablePointer<XMLAttribute>
  let template = TagTemplate()

  init() {
    pointer = UnsafeMutablePointer<XMLAttribute>.allocate(capacity: Self.capacity)
  }

  deinit {
    pointer.deallocate()
  }
}

extension UnsafeRawBufferPointer {
  /// Whether the bytes equal the ASCII literal.
  @inline(__always)
  func equals(_ literal: StaticString) -> Bool {
    guard count == literal.utf8CodeUnitCount else { return false }
    guard let base = baseAddress else { return count == 0 }
    return memcmp(base, literal.utf8Start, count) == 0
  }

  /// Whether the bytes start with the ASCII literal.
  @inline(__always)
  func hasPrefix(_ literal: StaticString) -> Bool {
    guard count >= literal.utf8CodeUnitCount, let base = baseAddress else {
      return literal.utf8CodeUnitCount == 0
    }
    return memcmp(base, literal.utf8Start, literal.utf8CodeUnitCount) == 0
  }
}
