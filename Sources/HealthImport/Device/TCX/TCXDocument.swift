/// The tag handler of `TCXReader`: a stack of open elements and the activity being read.
struct TCXDocument: XMLTagHandler {
  let xml: DeviceXML
  private(set) var sawRoot = false
  private var stack: [TCXElement] = []
  /// Where the open leaf element's text starts.
  private var textStart: Int?
  private(set) var activities: [TCXDraft] = []
  private(set) var current: TCXDraft?
  private var point: TrackPointDraft?
  private(set) var untimedPoints = 0
  private(set) var authorName: String?

  init(xml: DeviceXML) {
    self.xml = xml
  }

  /// The number of elements still open (more than 0 after the last tag: the file is cut short).
  var depth: Int { stack.count }

  /// Timed trackpoints read so far.
  var points: Int { activities.reduce(0) { $0 + $1.points.count } + (current?.points.count ?? 0) }

  mutating func handle(_ tag: XMLTag) throws(ImportError) {
    let element = tag.kind == .end ? nil : TCXElement(rawValue: DeviceXML.localName(tag))
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

  private mutating func open(_ element: TCXElement, _ tag: XMLTag) {
    switch element {
    case .root: sawRoot = true
    case .activity:
      current = TCXDraft(sportName: DeviceXML.attribute("Sport", of: tag))
    case .lap:
      current?.startLap(at: DeviceXML.attribute("StartTime", of: tag))
    case .trackpoint: point = TrackPointDraft()
    default: break
    }
  }

  private mutating func close(_ element: TCXElement, text: UnsafeRawBufferPointer?) {
    let parent = stack.last
    switch element {
    case .activity:
      if let draft = current { activities.append(draft) }
      current = nil
    case .lap: current?.endLap()
    case .trackpoint:
      if let draft = point {
        if let timed = draft.point { current?.points.append(timed) } else { untimedPoints += 1 }
      }
      point = nil
    default:
      guard let text else { return }
      read(element, text, parent: parent, grandparent: stack.dropLast().last)
    }
  }

  private mutating func read(
    _ element: TCXElement, _ text: UnsafeRawBufferPointer, parent: TCXElement?,
    grandparent: TCXElement?
  ) {
    switch (element, parent) {
    case (.id, .activity?): current?.idText = DeviceXML.string(text)
    case (.totalTimeSeconds, .lap?): current?.lap.seconds = DeviceXML.number(text)
    case (.distanceMeters, .lap?): current?.lap.meters = DeviceXML.number(text)
    case (.distanceMeters, .trackpoint?): point?.distance = DeviceXML.number(text)
    case (.calories, .lap?): current?.lap.kilocalories = DeviceXML.number(text)
    case (.value, .averageHeartRate?) where grandparent == .lap:
      current?.lap.averageHeartRate = DeviceXML.number(text)
    case (.value, .maximumHeartRate?) where grandparent == .lap:
      current?.lap.maxHeartRate = DeviceXML.number(text)
    case (.value, .heartRate?) where grandparent == .trackpoint:
      point?.heartRate = DeviceXML.number(text)
    case (.time, .trackpoint?): point?.time = DeviceXML.instant(text)
    case (.latitude, .position?): point?.latitude = DeviceXML.number(text)
    case (.longitude, .position?): point?.longitude = DeviceXML.number(text)
    case (.watts, _) where point != nil: point?.power = DeviceXML.number(text)
    case (.name, .creator?) where current != nil: current?.creatorName = DeviceXML.string(text)
    case (.name, .author?): authorName = DeviceXML.string(text)
    default: break
    }
  }
}
