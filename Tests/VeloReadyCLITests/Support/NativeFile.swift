import Foundation
import VeloJSON

/// Native record files (`veloready.records/v1`) written by tests, so that a test can import a
/// file of any size without a fixture.
enum NativeFile {
  /// HRV and breathing samples of `source`, one pair every `minutes` from `first` on (seconds
  /// since 1970-01-01 UTC): `count` samples of each.
  static func samples(source: String, first: Double, count: Int, minutes: Double = 7) -> String {
    var hrv: [String] = []
    var breathing: [String] = []
    hrv.reserveCapacity(count)
    breathing.reserveCapacity(count)
    for index in 0..<count {
      let time = timestamp(first + Double(index) * minutes * 60)
      hrv.append(#"{"time":"\#(time)","ms":\#(40 + index * 7 % 30).5,"kind":"rmssd"}"#)
      breathing.append(#"{"time":"\#(time)","brpm":\#(12 + index % 50 / 10).\#(index % 10)}"#)
    }
    return #"{"format":"veloready.records/v1","source":"\#(source)","hrv":["#
      + hrv.joined(separator: ",") + #"],"respiratoryRate":["#
      + breathing.joined(separator: ",") + "]}"
  }

  /// One hour's ride of `source` starting at `start` (ISO 8601), with an average heart rate.
  static func ride(source: String, id: String, start: String, heartRate: Int) -> String {
    #"{"format":"veloready.records/v1","source":"\#(source)","activities":[{"id":"\#(id)","#
      + #""start":"\#(start)","durationSeconds":3600,"sport":"cycling","name":"Test ride","#
      + #""averageHeartRate":\#(heartRate),"maxHeartRate":185}]}"#
  }

  /// Writes `text` to `path`.
  static func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  /// `2024-01-01T00:00:00Z` for an instant in whole seconds. (A Foundation formatter made for
  /// each of the crash test's 7,200 samples was a tenth of that test's time.)
  static func timestamp(_ seconds: Double) -> String {
    ISO8601Text.format(Date(timeIntervalSince1970: seconds.rounded()))
  }
}
