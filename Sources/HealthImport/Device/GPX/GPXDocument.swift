/// The tag handler of `GPXReader`.
struct GPXDocument: DeviceXMLDocument {
  let xml: DeviceXML
  private(set) var sawRoot = false
  private(set) var creator: String?
  var elements = DeviceXMLStack<GPXElement>()
  private(set) var tracks: [GPXDraft] = []
  private(set) var current: GPXDraft?
  private var point: TrackPointDraft?
  private(set) var untimedPoints = 0

  init(xml: DeviceXML) {
    self.xml = xml
  }

  /// The number of elements still open (more than 0 after the last tag: the file is cut short).
  var depth: Int { elements.depth }

  mutating func open(_ element: GPXElement, _ tag: XMLTag) {
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

  mutating func close(_ element: GPXElement, text: UnsafeRawBufferPointer?) {
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
      read(element, text, parent: elements.last)
    }
  }

  private mutating func read(
    _ element: GPXElement, _ text: UnsafeRawBufferPointer, parent: GPXElement?
  ) {
    switch (element, parent) {
    case (.name, .track?): current?.name = DeviceXML.string(text)
    case (.type, .track?): current?.type = DeviceXML.string(text)
    case (.time, .trackpoint?): point?.time = DeviceXML.instant(text)
    case (.elevation, .trackpoint?): point?.altitude = DeviceXML.number(text)
    // Extensions nest at any depth inside the point (TrackPointExtension, or straight in
    // <extensions>), so they are matched by local name anywhere in a point.
    case (.heartRate, _) where point != nil: point?.heartRate = DeviceXML.number(text)
    case (.power, _) where point != nil, (.powerInWatts, _) where point != nil:
      point?.power = DeviceXML.number(text)
    default: break
    }
  }
}
