import ScoreEngine

/// The record types the algorithm reads from an export (docs/formats.md §6.2), each with its canonical unit.
enum AppleHealthKind: UInt8 {
  /// `HKCategoryTypeIdentifierSleepAnalysis`: a stage segment.
  case sleep
  /// `HKQuantityTypeIdentifierHeartRateVariabilitySDNN`, milliseconds.
  case heartRateVariability
  /// `HKQuantityTypeIdentifierRestingHeartRate`, bpm.
  case restingHeartRate
  /// `HKQuantityTypeIdentifierRespiratoryRate`, breaths/min.
  case respiratoryRate
  /// `HKQuantityTypeIdentifierAppleSleepingWristTemperature`, °C (absolute).
  case wristTemperature
  /// `HKQuantityTypeIdentifierStepCount`, steps.
  case steps
  /// `HKQuantityTypeIdentifierActiveEnergyBurned`, kcal.
  case activeEnergy
  /// `HKQuantityTypeIdentifierHeartRate`, bpm: kept only inside workouts, as HR streams.
  case heartRate
  /// Every other type: counted as seen, not read.
  case other

  /// The kind of a `type` attribute.
  static func of(_ type: UnsafeRawBufferPointer) -> AppleHealthKind {
    let table: [(StaticString, AppleHealthKind)] = [
      ("HKCategoryTypeIdentifierSleepAnalysis", .sleep),
      ("HKQuantityTypeIdentifierHeartRateVariabilitySDNN", .heartRateVariability),
      ("HKQuantityTypeIdentifierRestingHeartRate", .restingHeartRate),
      ("HKQuantityTypeIdentifierRespiratoryRate", .respiratoryRate),
      ("HKQuantityTypeIdentifierAppleSleepingWristTemperature", .wristTemperature),
      ("HKQuantityTypeIdentifierStepCount", .steps),
      ("HKQuantityTypeIdentifierActiveEnergyBurned", .activeEnergy),
      ("HKQuantityTypeIdentifierHeartRate", .heartRate),
    ]
    return table.first { type.equals($0.0) }?.1 ?? .other
  }

  /// The sleep stage of a `HKCategoryValueSleepAnalysis…` value (docs/formats.md §6.2), accepting
  /// the raw numbers 0–5 that some third-party exporters write.
  static func sleepStage(_ value: UnsafeRawBufferPointer) -> SleepStage? {
    let prefix: StaticString = "HKCategoryValueSleepAnalysis"
    if value.hasPrefix(prefix) {
      let suffix = UnsafeRawBufferPointer(rebasing: value[prefix.utf8CodeUnitCount...])
      if suffix.equals("InBed") { return .inBed }
      if suffix.equals("Asleep") || suffix.equals("AsleepUnspecified") { return .asleep }
      if suffix.equals("Awake") { return .awake }
      if suffix.equals("AsleepCore") { return .core }
      if suffix.equals("AsleepDeep") { return .deep }
      if suffix.equals("AsleepREM") { return .rem }
      return nil
    }
    guard value.count == 1 else { return nil }
    switch value[0] {
    case 0x30: return .inBed
    case 0x31: return .asleep
    case 0x32: return .awake
    case 0x33: return .core
    case 0x34: return .deep
    case 0x35: return .rem
    default: return nil
    }
  }
}

/// Conversions from the units an export writes (they follow the phone's display preferences,
/// docs/formats.md §6.2) to veloready's canonical units. `nil` means "unit not understood".
enum AppleHealthUnit {
  /// Factor to kilocalories: `kcal` and `Cal` (the US "large calorie") are the same unit; `cal`
  /// is the small calorie; `kJ` and `J` convert at 4.184 J/cal.
  static func kilocalories(_ unit: UnsafeRawBufferPointer) -> Double? {
    if unit.equals("kcal") || unit.equals("Cal") { return 1 }
    if unit.equals("kJ") { return 1 / 4.184 }
    if unit.equals("cal") { return 0.001 }
    if unit.equals("J") { return 1 / 4184 }
    return nil
  }

  /// Factor to events per minute (heart and breathing rates).
  static func perMinute(_ unit: UnsafeRawBufferPointer) -> Double? {
    if unit.equals("count/min") { return 1 }
    if unit.equals("count/s") { return 60 }
    if unit.equals("count/hr") { return 1.0 / 60 }
    return nil
  }

  /// Factor to milliseconds.
  static func milliseconds(_ unit: UnsafeRawBufferPointer) -> Double? {
    if unit.equals("ms") { return 1 }
    if unit.equals("s") { return 1000 }
    return nil
  }

  /// Factor to a plain count (`count`, or no unit at all).
  static func count(_ unit: UnsafeRawBufferPointer) -> Double? {
    unit.isEmpty || unit.equals("count") ? 1 : nil
  }

  /// The temperature in °C of `value` in `unit` (`degC`, `degF` or `K`).
  static func celsius(_ value: Double, _ unit: UnsafeRawBufferPointer) -> Double? {
    if unit.equals("degC") { return value }
    if unit.equals("degF") { return (value - 32) * 5 / 9 }
    if unit.equals("K") { return value - 273.15 }
    return nil
  }

  /// Factor to metres.
  static func metres(_ unit: UnsafeRawBufferPointer) -> Double? {
    if unit.equals("km") { return 1000 }
    if unit.equals("m") { return 1 }
    if unit.equals("mi") { return 1609.344 }
    if unit.equals("yd") { return 0.9144 }
    if unit.equals("ft") { return 0.3048 }
    if unit.equals("cm") { return 0.01 }
    return nil
  }

  /// Factor to seconds; `min` when the unit is missing, as in every real workout seen.
  static func seconds(_ unit: UnsafeRawBufferPointer) -> Double? {
    if unit.isEmpty || unit.equals("min") { return 60 }
    if unit.equals("s") { return 1 }
    if unit.equals("hr") || unit.equals("h") { return 3600 }
    if unit.equals("ms") { return 0.001 }
    return nil
  }
}
