/// The message and field numbers of the FIT global profile that veloready reads.
enum FITProfile {
  /// Global message numbers.
  enum Message {
    static let fileID: UInt16 = 0
    static let sport: UInt16 = 12
    static let session: UInt16 = 18
    static let lap: UInt16 = 19
    static let record: UInt16 = 20
    static let event: UInt16 = 21
    static let deviceInfo: UInt16 = 23
    static let activity: UInt16 = 34
    static let heartRate: UInt16 = 132
  }

  /// Fields of `file_id`.
  enum FileID {
    static let type: UInt8 = 0
    static let manufacturer: UInt8 = 1
    static let product: UInt8 = 2
    static let serialNumber: UInt8 = 3
    static let timeCreated: UInt8 = 4
    static let productName: UInt8 = 8
  }

  /// Fields of `session` (scales: times ÷ 1000 s, distance ÷ 100 m, TSS ÷ 10).
  enum Session {
    static let startTime: UInt8 = 2
    static let sport: UInt8 = 5
    static let subSport: UInt8 = 6
    static let totalElapsedTime: UInt8 = 7
    static let totalTimerTime: UInt8 = 8
    static let totalDistance: UInt8 = 9
    static let totalCalories: UInt8 = 11
    static let averageHeartRate: UInt8 = 16
    static let maxHeartRate: UInt8 = 17
    static let averagePower: UInt8 = 20
    /// Metres, unscaled.
    static let totalAscent: UInt8 = 22
    static let normalizedPower: UInt8 = 34
    static let trainingStressScore: UInt8 = 35
    static let thresholdPower: UInt8 = 45
  }

  /// Fields of `lap`, used only when a file has no session.
  enum Lap {
    static let startTime: UInt8 = 2
    static let totalElapsedTime: UInt8 = 7
    static let totalTimerTime: UInt8 = 8
    static let totalDistance: UInt8 = 9
    static let totalCalories: UInt8 = 11
    static let averageHeartRate: UInt8 = 15
    static let maxHeartRate: UInt8 = 16
    /// Metres, unscaled.
    static let totalAscent: UInt8 = 21
    static let sport: UInt8 = 25
    static let subSport: UInt8 = 39
  }

  /// Fields of `record`.
  enum Record {
    static let heartRate: UInt8 = 3
    static let power: UInt8 = 7
  }

  /// Fields of `event` and the values veloready uses.
  enum Event {
    static let event: UInt8 = 0
    static let eventType: UInt8 = 1
    /// `event` = timer: the recording timer started or stopped.
    static let timer: UInt64 = 0
    /// `event_type` = start.
    static let start: UInt64 = 0
    /// `event_type` values that stop the timer: stop, stop_all, stop_disable, stop_disable_all.
    static let stops: Set<UInt64> = [1, 4, 8, 9]
  }

  /// Fields of `device_info`.
  enum DeviceInfo {
    static let deviceIndex: UInt8 = 0
    static let manufacturer: UInt8 = 2
    static let product: UInt8 = 4
    static let productName: UInt8 = 27
    /// `device_index` of the device that created the file.
    static let creator: UInt64 = 0
  }

  /// Fields of `activity`: its own `timestamp` (253) and the same instant on the device's local
  /// clock, which the profile gives to turn the file's times into local times.
  enum ActivityMessage {
    static let localTimestamp: UInt8 = 5
  }

  /// Fields of `hr`: heart rate a strap stored while the watch could not receive it (under
  /// water, out of range), written into the file afterwards. `event_timestamp` is a `uint32`
  /// array in 1/1024 s of the strap's own clock; `event_timestamp_12` packs the same as 12-bit
  /// steps, each the low 12 bits of the next value, eight to twelve bytes; `filtered_bpm` is a
  /// `uint8` array, one per event. A message with a `timestamp` (and `fractional_timestamp`, in
  /// 1/32768 s, or `time256`, in 1/256 s) anchors its one `event_timestamp` to the file's clock.
  enum HeartRate {
    static let fractionalTimestamp: UInt8 = 0
    static let time256: UInt8 = 1
    static let filteredBPM: UInt8 = 6
    static let eventTimestamp: UInt8 = 9
    static let eventTimestamp12: UInt8 = 10
  }

  /// Fields of `sport`.
  enum SportMessage {
    static let sport: UInt8 = 0
    static let subSport: UInt8 = 1
  }
}
