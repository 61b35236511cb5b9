import Foundation
import ScoreEngine

extension AppleHealthDocument {
  /// Reads the attributes of `<Workout …>`; its children follow until `</Workout>`.
  mutating func openWorkout(_ tag: XMLTag) {
    let typeID = typeID(tag.name)
    collector.countSeen(type: typeID)
    workout = nil
    // Workouts are few (one a day at most), so a dictionary by name is cheap and clear here.
    let fields = AppleHealthValues.fields(tag)
    let empty = UnsafeRawBufferPointer(start: nil, count: 0)
    func reject(_ what: String, _ message: String) {
      collector.reject(
        type: typeID, line: tag.line, reason: "Workout: \(what)", message: message)
    }
    guard let activity = fields["workoutActivityType"], !activity.isEmpty else {
      return reject("no workoutActivityType", "the workout has no workoutActivityType")
    }
    guard let source = fields["sourceName"] ?? fields["source"], !source.isEmpty else {
      return reject("no sourceName", "the workout has no sourceName")
    }
    guard let startText = fields["startDate"], let start = AppleHealthDate.epochSeconds(startText),
      let endText = fields["endDate"], let end = AppleHealthDate.epochSeconds(endText)
    else {
      return reject("startDate or endDate is not a date", "the workout's dates are not readable")
    }
    let storable = RecordValidator.Range.storableInstants
    if let written = AppleHealthDate.writtenOffset(startText),
      written != clock.offset(at: start)
    {
      collector.countForeignOffset(written)
    }
    guard storable.contains(start), storable.contains(end) else {
      return reject(
        "date outside 0000–9999",
        "the workout's startDate '\(XMLText.string(startText))' or endDate "
          + "'\(XMLText.string(endText))' falls outside the days veloready stores, 0000-01-01 to "
          + "9999-12-31")
    }
    // A reversed workout has no time window: its heart-rate stream, pauses and moving time would
    // all be built from an empty or negative range.
    guard end >= start else {
      return reject(
        "ends before it starts",
        "the workout ends at '\(XMLText.string(endText))', before it starts at "
          + "'\(XMLText.string(startText))'")
    }
    var type = XMLText.string(activity)
    if type.hasPrefix("HKWorkoutActivityType") { type.removeFirst(21) }
    var pending = AppleHealthWorkout(
      activityType: type, type: typeID, source: sourceID(source), start: start, end: end,
      line: tag.line)
    func measure(_ key: String, _ factor: (UnsafeRawBufferPointer) -> Double?) -> Double? {
      guard let text = fields[key], let value = XMLText.number(text),
        let scale = factor(fields[key + "Unit"] ?? empty)
      else { return nil }
      return value * scale
    }
    pending.duration = measure("duration", AppleHealthUnit.seconds)
    pending.attributeDistance = measure("totalDistance") { unit in
      unit.isEmpty ? nil : AppleHealthUnit.metres(unit)
    }
    pending.attributeEnergy = measure("totalEnergyBurned") { unit in
      unit.isEmpty ? nil : AppleHealthUnit.kilocalories(unit)
    }
    workout = pending
  }

  /// Reads a direct child of `<Workout>`: statistics, pause and resume events, the indoor flag.
  mutating func workoutChild(_ tag: XMLTag) {
    guard workout != nil else { return }
    let fields = AppleHealthValues.fields(tag)
    let empty = UnsafeRawBufferPointer(start: nil, count: 0)
    let name = tag.name
    if name.equals("WorkoutStatistics"), let typeBytes = fields["type"] {
      var type = XMLText.string(typeBytes)
      if type.hasPrefix("HKQuantityTypeIdentifier") { type.removeFirst(24) }
      let unit = fields["unit"] ?? empty
      func value(_ key: String, _ factor: (UnsafeRawBufferPointer) -> Double?) -> Double? {
        guard let text = fields[key], let number = XMLText.number(text), let scale = factor(unit)
        else { return nil }
        return number * scale
      }
      if type == "ActiveEnergyBurned" {
        workout?.statisticEnergy = value("sum", AppleHealthUnit.kilocalories)
      } else if type == "HeartRate" {
        workout?.averageHeartRate = value("average", AppleHealthUnit.perMinute)
        workout?.maxHeartRate = value("maximum", AppleHealthUnit.perMinute)
      } else if type.hasPrefix("Distance"), let metres = value("sum", AppleHealthUnit.metres) {
        workout?.statisticDistances.append((type, metres))
      }
    } else if name.equals("WorkoutEvent"), let typeBytes = fields["type"],
      let date = fields["date"].flatMap(AppleHealthDate.epochSeconds)
    {
      let type = XMLText.string(typeBytes)
      if type == "HKWorkoutEventTypePause" || type == "HKWorkoutEventTypeMotionPaused" {
        if workout?.openPause == nil { workout?.openPause = date }
      } else if type == "HKWorkoutEventTypeResume" || type == "HKWorkoutEventTypeMotionResumed",
        let open = workout?.openPause
      {
        workout?.pauses.append((open, max(open, date)))
        workout?.openPause = nil
      }
    } else if name.equals("MetadataEntry"), let key = fields["key"], let value = fields["value"] {
      if key.equals("HKIndoorWorkout") {
        workout?.indoor = value.equals("1") ? true : value.equals("0") ? false : nil
      } else if key.equals("HKElevationAscended"), workout?.ascentMeters == nil {
        // A key can repeat inside one workout: the first readable value is kept.
        workout?.ascentMeters = AppleHealthValues.length(value)
      }
    }
  }

  /// Hands the finished workout to the collector.
  mutating func closeWorkout() {
    guard let finished = workout else { return }
    workout = nil
    collector.add(finished)
  }
}
