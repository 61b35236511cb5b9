/// The tag handler of `TCXReader`: a stack of open elements and the activity being read.
struct TCXDocument: DeviceXMLDocument {
  let xml: DeviceXML
  private(set) var sawRoot = false
  var elements = DeviceXMLStack<TCXElement>()
  private(set) var activities: [TCXDraft] = []
  private(set) var current: TCXDraft?
  private var point: TrackPointDraft?
  private(set) var untimedPoints = 0
  private(set) var authorName: String?

  init(xml: DeviceXML) {
    self.xml = xml
  }

  /// The number of elements still open (more than 0 after the last tag: the file is cut short).
  var depth: Int { elements.depth }

  /// Timed trackpoints read so far.
  var points: Int { activities.reduce(0) { $0 + $1.points.count } + (current?.points.count ?? 0) }

  mutating func open(_ element: TCXElement, _ tag: XMLTag) {
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

  mutating func close(_ element: TCXElement, text: UnsafeRawBufferPointer?) {
    let parent = elements.last
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
      read(element, text, parent: parent, grandparent: elements.secondLast)
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
    case (.altitude, .trackpoint?): point?.altitude = DeviceXML.number(text)
    case (.latitude, .position?): point?.latitude = DeviceXML.number(text)
    case (.longitude, .position?): point?.longitude = DeviceXML.number(text)
    case (.watts, _) where point != nil: point?.power = DeviceXML.number(text)
    case (.name, .creator?) where current != nil: current?.creatorName = DeviceXML.string(text)
    case (.name, .author?): authorName = DeviceXML.string(text)
    default: break
    }
  }
}
