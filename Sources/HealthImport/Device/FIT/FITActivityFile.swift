/// What the activity reader keeps of one FIT file (one file of a chain).
struct FITActivityFile {
  /// `file_id.type` (4 = activity), or `nil` when the file has no `file_id`.
  var type: UInt8?
  /// The creator's manufacturer, product and names, for the source name.
  var creator = FITCreator()
  /// `file_id.serial_number`.
  var serialNumber: UInt32?
  /// `file_id.time_created`, FIT seconds.
  var timeCreated: UInt32?
  /// Sessions in file order, transitions included.
  var sessions: [FITSummary] = []
  /// Laps in file order, used only when the file has no session.
  var laps: [FITSummary] = []
  /// The `sport` message's sport and sub-sport, used only when the file has no session.
  var sport: (sport: UInt8?, subSport: UInt8?)
  /// Timer starts (`true`) and stops (`false`), FIT seconds, in file order.
  var timerEvents: [(timestamp: UInt32, running: Bool)] = []
  /// Every record that has a timestamp, in file order: a 3-hour ride at 1 s is 10 800 of them,
  /// so they are kept as small values in one array.
  var records: [FITRecord] = []
  /// Heart rates of `hr` messages (a strap's stored heart rate), in file order.
  var heartRates: [FITHeartRateEvent] = []
  /// The decoder of the `hr` messages, which carries an anchor from one message to the next.
  var heartRateMessages = FITHeartRateMessages()
  /// The `activity` message's `timestamp` and `local_timestamp`, FIT seconds.
  var activityTime: (timestamp: UInt32?, local: UInt32?)
}

extension FITActivityFile {
  /// Reads one `hr` message into `heartRates`.
  mutating func readHeartRates(_ message: FITMessageView) {
    heartRateMessages.read(message, into: &heartRates)
  }

  /// Whether the file holds heart rates of `hr` messages and nothing an activity is made of: the
  /// part of a chain in which a watch writes what its strap stored.
  var holdsOnlyHeartRates: Bool {
    !heartRates.isEmpty && sessions.isEmpty && laps.isEmpty && records.isEmpty
      && (type == nil || type == FITFileType.activity.rawValue)
  }
}
