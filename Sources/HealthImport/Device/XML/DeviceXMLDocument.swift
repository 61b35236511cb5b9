/// An element name a device-file reader acts on, read by its local name; every other element is
/// `other`.
protocol DeviceXMLElement: RawRepresentable<String> {
  /// Any element the reader does not act on.
  static var other: Self { get }
  /// Whether the reader needs the element's text.
  var isLeaf: Bool { get }
}

/// The open elements of a TCX or GPX document, and where the text of the open leaf starts.
struct DeviceXMLStack<Element: DeviceXMLElement> {
  /// The elements still open, outermost first.
  fileprivate(set) var stack: [Element] = []
  /// Where the open leaf element's text starts.
  fileprivate var textStart: Int?

  /// The innermost open element.
  var last: Element? { stack.last }

  /// The element around the innermost open one.
  var secondLast: Element? { stack.dropLast().last }

  /// The number of elements still open (more than 0 after the last tag: the file is cut short).
  var depth: Int { stack.count }
}

/// The tag handler of the TCX and GPX readers: one walk over start, empty and end tags that keeps
/// the stack of open elements and slices each leaf's text, calling the reader's `open` and
/// `close` for the elements it knows.
protocol DeviceXMLDocument: XMLTagHandler {
  associatedtype Element: DeviceXMLElement
  /// The whole document, for element text.
  var xml: DeviceXML { get }
  /// The open elements.
  var elements: DeviceXMLStack<Element> { get set }
  /// An element starts (its start tag, or an empty tag before `close`).
  mutating func open(_ element: Element, _ tag: XMLTag)
  /// An element ends; `text` is its content when it is a leaf, `nil` for an empty tag.
  mutating func close(_ element: Element, text: UnsafeRawBufferPointer?)
}

extension DeviceXMLDocument {
  mutating func handle(_ tag: XMLTag) throws(ImportError) {
    switch tag.kind {
    case .start:
      let element = Element(rawValue: DeviceXML.localName(tag)) ?? .other
      open(element, tag)
      elements.stack.append(element)
      elements.textStart = element.isLeaf ? xml.contentStart(afterTagAt: tag.offset) : nil
    case .empty:
      let element = Element(rawValue: DeviceXML.localName(tag)) ?? .other
      open(element, tag)
      close(element, text: nil)
    case .end:
      guard let closed = elements.stack.popLast() else { return }
      let text = elements.textStart.map { xml.text(from: $0, to: tag.offset) }
      elements.textStart = nil
      close(closed, text: text)
    }
  }
}
