/// The GPX elements the reader acts on, by local name.
enum GPXElement: String, DeviceXMLElement {
  case root = "gpx"
  case track = "trk"
  case name
  case type
  case trackpoint = "trkpt"
  case time
  case elevation = "ele"
  case heartRate = "hr"
  case power
  /// Garmin's power extension names it this way.
  case powerInWatts = "PowerInWatts"
  case other

  /// Whether the reader needs the element's text.
  var isLeaf: Bool {
    switch self {
    case .name, .type, .time, .elevation, .heartRate, .power, .powerInWatts: return true
    default: return false
    }
  }
}
