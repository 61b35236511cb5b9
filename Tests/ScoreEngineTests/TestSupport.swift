import Foundation
import ScoreEngine

/// Parses an ISO 8601 timestamp with offset, e.g. `2025-01-14T22:30:00+01:00`.
func instant(_ text: String) -> Date {
  let formatter = ISO8601DateFormatter()
  formatter.formatOptions = [.withInternetDateTime]
  guard let date = formatter.date(from: text) else {
    fatalError("bad test timestamp \(text)")
  }
  return date
}

/// A `YYYY-MM-DD` date.
func day(_ text: String) -> LocalDate {
  guard let date = LocalDate(iso: text) else { fatalError("bad test date \(text)") }
  return date
}

/// A native source.
func native(_ name: String) -> Source {
  Source(provider: .native, name: name)
}

/// A time zone by identifier.
func zone(_ identifier: String) -> TimeZone {
  guard let zone = TimeZone(identifier: identifier) else { fatalError("no zone \(identifier)") }
  return zone
}

/// A sleep segment from two timestamps.
func segment(_ start: String, _ end: String, _ stage: SleepStage, _ source: Source) -> SleepSegment
{
  SleepSegment(start: instant(start), end: instant(end), stage: stage, source: source)
}

/// Whether two doubles agree to `tolerance`.
func close(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
  guard let a else { return false }
  return abs(a - b) <= tolerance
}

/// The records of worked example 1: one night, source Watch, Europe/Berlin (docs/algorithm.md A.1).
func exampleOneNight() -> [SleepSegment] {
  let watch = native("Watch")
  return [
    segment("2025-01-14T22:30:00+01:00", "2025-01-15T06:45:00+01:00", .inBed, watch),
    segment("2025-01-14T22:50:00+01:00", "2025-01-15T00:10:00+01:00", .core, watch),
    segment("2025-01-15T00:10:00+01:00", "2025-01-15T01:10:00+01:00", .deep, watch),
    segment("2025-01-15T01:10:00+01:00", "2025-01-15T02:40:00+01:00", .core, watch),
    segment("2025-01-15T02:40:00+01:00", "2025-01-15T02:45:00+01:00", .awake, watch),
    segment("2025-01-15T02:45:00+01:00", "2025-01-15T03:30:00+01:00", .rem, watch),
    segment("2025-01-15T03:30:00+01:00", "2025-01-15T05:00:00+01:00", .core, watch),
    segment("2025-01-15T05:00:00+01:00", "2025-01-15T05:01:00+01:00", .awake, watch),
    segment("2025-01-15T05:01:00+01:00", "2025-01-15T06:20:00+01:00", .rem, watch),
    segment("2025-01-15T06:20:00+01:00", "2025-01-15T06:45:00+01:00", .awake, watch),
  ]
}

/// The sleep records of example 5: a Watch with stages and a Phone with inBed/asleep.
func exampleFiveNight() -> [SleepSegment] {
  let watch = native("Watch")
  let phone = native("Phone")
  return [
    segment("2025-09-09T23:10:00+01:00", "2025-09-10T01:00:00+01:00", .core, watch),
    segment("2025-09-10T01:00:00+01:00", "2025-09-10T02:00:00+01:00", .deep, watch),
    segment("2025-09-10T02:00:00+01:00", "2025-09-10T02:10:00+01:00", .awake, watch),
    segment("2025-09-10T02:10:00+01:00", "2025-09-10T05:00:00+01:00", .core, watch),
    segment("2025-09-10T05:00:00+01:00", "2025-09-10T06:30:00+01:00", .rem, watch),
    segment("2025-09-09T22:40:00+01:00", "2025-09-10T06:50:00+01:00", .inBed, phone),
    segment("2025-09-09T23:05:00+01:00", "2025-09-10T06:40:00+01:00", .asleep, phone),
  ]
}

/// The activity records of example 5.
func exampleFiveActivities() -> [Activity] {
  [
    Activity(
      id: "w-1", start: instant("2025-09-10T16:58:00+01:00"), durationSeconds: 5700,
      sport: .cycling, averageHeartRate: 142, maxHeartRate: 171,
      heartRate: [(0, 98), (60, 131), (120, 144), (5640, 139), (5700, 120)].map {
        HeartRateSample(offset: $0.0, bpm: $0.1)
      }, source: native("Watch")),
    Activity(
      id: "w-2", start: instant("2025-09-10T17:30:00+01:00"), durationSeconds: 3600,
      sport: .cycling, averageHeartRate: 135, maxHeartRate: 160, source: native("Watch")),
    Activity(
      id: "s-9", externalIDs: ["strava:9"], start: instant("2025-09-10T17:00:00+01:00"),
      durationSeconds: 5400, sport: .cycling, name: "Evening ride", averagePower: 205,
      normalizedPower: 220, source: native("Strava")),
    Activity(
      id: "i-5", externalIDs: ["strava:9"], start: instant("2025-09-10T18:00:00+01:00"),
      durationSeconds: 5400, sport: .cycling, trainingLoad: 95, source: native("intervals.icu")),
  ]
}
