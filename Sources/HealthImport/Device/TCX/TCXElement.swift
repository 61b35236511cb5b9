/// The TCX elements the reader acts on, by local name.
enum TCXElement: String, DeviceXMLElement {
  case root = "TrainingCenterDatabase"
  case activity = "Activity"
  case id = "Id"
  case lap = "Lap"
  case totalTimeSeconds = "TotalTimeSeconds"
  case distanceMeters = "DistanceMeters"
  case calories = "Calories"
  case averageHeartRate = "AverageHeartRateBpm"
  case maximumHeartRate = "MaximumHeartRateBpm"
  case heartRate = "HeartRateBpm"
  case value = "Value"
  case trackpoint = "Trackpoint"
  case time = "Time"
  case position = "Position"
  case latitude = "LatitudeDegrees"
  case longitude = "LongitudeDegrees"
  case altitude = "AltitudeMeters"
  case watts = "Watts"
  case creator = "Creator"
  case author = "Author"
  case name = "Name"
  case other

  /// Whether the reader needs the element's text.
  var isLeaf: Bool {
    switch self {
    case .id, .totalTimeSeconds, .distanceMeters, .calories, .value, .time, .latitude, .longitude,
      .altitude, .watts, .name:
      return true
    default:
      return false
    }
  }
}
