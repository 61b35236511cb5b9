/// Gathers, file by file, the messages that activities are made of.
struct FITActivityCollector: FITMessageHandler {
  typealias Message = FITProfile.Message
  /// The files before the current one.
  private var finished: [FITActivityFile] = []
  /// The file being read; kept apart from `finished` so that appending a record touches one
  /// array only.
  private var current: FITActivityFile?
  /// The input's size, to reserve the record arrays once.
  private let inputSize: Int
  /// How to read the record messages of the latest record definition.
  private var recordPlan = FITRecordPlan()

  init(inputSize: Int) {
    self.inputSize = inputSize
  }

  /// Every file read, in order.
  var files: [FITActivityFile] { finished + (current.map { [$0] } ?? []) }

  mutating func startFile(_ header: FITHeader, at offset: Int) {
    if let current { finished.append(current) }
    var file = FITActivityFile()
    // A record message takes 10 to 40 bytes; reserving for the densest avoids regrowth.
    file.records.reserveCapacity(min(header.dataSize, inputSize) / 10)
    current = file
  }

  @inline(__always)
  mutating func handle(_ message: FITMessageView) {
    // Records are nearly every message of an activity: they take the short path.
    if message.globalNumber == Message.record {
      guard let timestamp = message.timestamp else { return }
      if recordPlan.serial != message.layout.pointee.serial {
        recordPlan = FITRecordPlan(message.definition)
      }
      current?.records.append(recordPlan.record(message, timestamp: timestamp))
    } else {
      handleOther(message)
    }
  }

  @inline(never)
  private mutating func handleOther(_ message: FITMessageView) {
    guard current != nil else { return }
    switch message.globalNumber {
    case Message.event:
      typealias Event = FITProfile.Event
      guard let timestamp = message.timestamp, message.unsigned(Event.event) == Event.timer,
        let type = message.unsigned(Event.eventType)
      else { return }
      if type == Event.start {
        current?.timerEvents.append((timestamp, true))
      } else if Event.stops.contains(type) {
        current?.timerEvents.append((timestamp, false))
      }
    case Message.session:
      current?.sessions.append(Self.session(message))
    case Message.lap:
      current?.laps.append(Self.lap(message))
    case Message.fileID:
      guard var file = current else { return }
      current = nil
      Self.readFileID(message, into: &file)
      current = file
    case Message.deviceInfo:
      typealias Info = FITProfile.DeviceInfo
      guard message.unsigned(Info.deviceIndex) == Info.creator else { return }
      guard var creator = current?.creator else { return }
      let manufacturer = message.unsigned(Info.manufacturer).map { UInt16(truncatingIfNeeded: $0) }
      let product = message.unsigned(Info.product).map { UInt16(truncatingIfNeeded: $0) }
      creator.manufacturer = creator.manufacturer ?? manufacturer
      creator.product = creator.product ?? product
      creator.productName = creator.productName ?? message.string(Info.productName)
      current?.creator = creator
    case Message.heartRate:
      // In place: a swim has thousands of these, and moving the file out and back costs more
      // than reading them.
      current?.readHeartRates(message)
    case Message.activity:
      let local = message.unsigned(FITProfile.ActivityMessage.localTimestamp)
      current?.activityTime = (message.timestamp, local.map { UInt32(truncatingIfNeeded: $0) })
    case Message.sport:
      current?.sport = (
        message.unsigned(FITProfile.SportMessage.sport).map { UInt8(truncatingIfNeeded: $0) },
        message.unsigned(FITProfile.SportMessage.subSport).map { UInt8(truncatingIfNeeded: $0) }
      )
    default:
      return
    }
  }

  private static func readFileID(_ message: FITMessageView, into file: inout FITActivityFile) {
    typealias Field = FITProfile.FileID
    file.type = message.unsigned(Field.type).map { UInt8(truncatingIfNeeded: $0) }
    file.serialNumber = message.unsigned(Field.serialNumber).map {
      UInt32(truncatingIfNeeded: $0)
    }
    file.timeCreated = message.unsigned(Field.timeCreated).map { UInt32(truncatingIfNeeded: $0) }
    // The file_id names the creator; a device_info read earlier only fills what it lacks.
    let manufacturer = message.unsigned(Field.manufacturer).map { UInt16(truncatingIfNeeded: $0) }
    let product = message.unsigned(Field.product).map { UInt16(truncatingIfNeeded: $0) }
    file.creator.manufacturer = manufacturer ?? file.creator.manufacturer
    file.creator.product = product ?? file.creator.product
    file.creator.productName = message.string(Field.productName) ?? file.creator.productName
  }

  private static func session(_ message: FITMessageView) -> FITSummary {
    typealias Field = FITProfile.Session
    return FITSummary(
      startTime: message.unsigned(Field.startTime).map { UInt32(truncatingIfNeeded: $0) },
      timestamp: message.timestamp,
      sport: message.unsigned(Field.sport).map { UInt8(truncatingIfNeeded: $0) },
      subSport: message.unsigned(Field.subSport).map { UInt8(truncatingIfNeeded: $0) },
      elapsedSeconds: message.number(Field.totalElapsedTime, scale: 1000),
      timerSeconds: message.number(Field.totalTimerTime, scale: 1000),
      distanceMeters: message.number(Field.totalDistance, scale: 100),
      ascentMeters: message.number(Field.totalAscent),
      kilocalories: message.number(Field.totalCalories),
      averageHeartRate: heartRate(message, Field.averageHeartRate),
      maxHeartRate: heartRate(message, Field.maxHeartRate),
      averagePower: message.number(Field.averagePower),
      normalizedPower: message.number(Field.normalizedPower),
      trainingStressScore: message.number(Field.trainingStressScore, scale: 10),
      thresholdPower: message.number(Field.thresholdPower))
  }

  private static func lap(_ message: FITMessageView) -> FITSummary {
    typealias Field = FITProfile.Lap
    return FITSummary(
      startTime: message.unsigned(Field.startTime).map { UInt32(truncatingIfNeeded: $0) },
      timestamp: message.timestamp,
      sport: message.unsigned(Field.sport).map { UInt8(truncatingIfNeeded: $0) },
      subSport: message.unsigned(Field.subSport).map { UInt8(truncatingIfNeeded: $0) },
      elapsedSeconds: message.number(Field.totalElapsedTime, scale: 1000),
      timerSeconds: message.number(Field.totalTimerTime, scale: 1000),
      distanceMeters: message.number(Field.totalDistance, scale: 100),
      ascentMeters: message.number(Field.totalAscent),
      kilocalories: message.number(Field.totalCalories),
      averageHeartRate: heartRate(message, Field.averageHeartRate),
      maxHeartRate: heartRate(message, Field.maxHeartRate))
  }

  /// A summary heart rate; 0 is "no heart-rate sensor", as some writers put it instead of the
  /// invalid value.
  private static func heartRate(_ message: FITMessageView, _ field: UInt8) -> Double? {
    message.number(field).flatMap { $0 == 0 ? nil : $0 }
  }
}
