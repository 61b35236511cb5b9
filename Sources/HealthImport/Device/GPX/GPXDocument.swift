/// The tag handler of `GPXReader`.
struct GPXDocument: XMLTagHandler {
  let xml: DeviceXML
  private(set) var sawRoot = false
  private(set) var creator: String?
  private var stack: [GPXElement] = []
  private var textStart: Int?
  private(set) var tracks: [GPXDraft] = []
  private(set) var current: GPXDraft?
  private var point: TrackPointDraft?
  private(set) var untimedPoints = 0

  init(xml: DeviceXML) {
    self.xml = xml
  }

  /// The number of elements still open (more than 0 after the last tag: the file is cut short).
  var depth: Int { stack.count }

  mutating func handle(_ tag: XMLTag) throws(ImportError) {
    let element = tag.kind == .end ? nil : GPXElement(rawValue: DeviceXML.localName(tag))
    switch tag.kind {
    case .start:
      open(element ?? .other, tag)
      stack.append(element ?? .other)
      textStart = (element ?? .other).isLeaf ? xml.contentStart(afterTagAt: tag.offset) : nil
    case .empty:
      open(element ?? .other, tag)
      close(element ?? .other, text: nil)
    case .end:
      guard let closed = stack.popLast() else { return }
      let text = textStart.map { xml.text(from: $0, to: tag.offset) }
      textStart = nil
      close(closed, text: text)
    }
  }

  private mutating func open(_ element: GPXElement, _ tag: XMLTag) {
    switch element {
    case .root:
      sawRoot = true
      creator = DeviceXML.attribute("creator", of: tag)
    case .track: current = GPXDraft()
    case .trackpoint where current != nil:
      var draft = TrackPointDraft()
      draft.latitude = DeviceXML.attribute("lat", of: tag).flatMap(Double.init)
      draft.longitude = DeviceXML.attribute("lon", of: tag).flatMap(Double.init)
      point = draft
    default: break
    }
  }

  private mutating func close(_ element: GPXElement, text: UnsafeRawBufferPointer?) {
    switch element {
    case .track:
      if let draft = current { tracks.append(draft) }
      current = nil
    case .trackpoint:
      if let draft = point {
        if let timed = draft.point { current?.points.append(timed) } else { untimedPoints += 1 }
      }
      point = nil
    default:
      guard let text else { return }
      read(element, text, parent: stack.last)
    }
  }

  private mutating func read(
    _ element: GPXElement, _ text: UnsafeRawBufferPointer, parent: GPXElement?
  ) {
    switch (element, parent) {
    case (.name, .track?): current?.name = DeviceXML.string(text)
    case (.type, .track?): current?.type = DeviceXML.string(text)
    case (.time, .trackpoint?): point?.time = DeviceXML.instant(text)
    // Extensions nest at any depth inside the point (TrackPointExtension, or straight in
    // <extensions>), so they are matched by local name anywhere in a point.
    case (.heartRate, _) where point != nil: point?.heartRate = DeviceXML.number(text)
    case (.power, _) where point != nil, (.powerInWatts, _) where point != nil:
      point?.power = DeviceXML.number(text)
    default: break
    }
  }
}
