import ScoreEngine
import VeloJSON

/// `veloready activities --json`: `veloready.activities/v1` (docs/formats.md §10).
enum ActivitiesDocument {
  static let schema = "veloready.activities/v1"

  static func build(_ listing: ActivityListing, _ setup: Setup) -> JSONValue {
    let clock = setup.clock
    return .object([
      "schema": .string(schema),
      "algorithm": .string(Algorithm.version),
      "from": .string(listing.range.dates.lowerBound.description),
      "to": .string(listing.range.dates.upperBound.description),
      "timeZone": .string(setup.timeZoneName),
      "origin": .string(listing.origin.rawValue),
      "sport": .string(listing.sport?.rawValue),
      "totals": .object([
        "activities": .integer(listing.entries.count),
        "durationSeconds": .fixed(listing.totalSeconds, decimals: 0),
        "load": .fixed(listing.totalLoad, decimals: 1),
      ]),
      "activities": .array(
        listing.entries.map { entry in
          let activity = entry.activity
          return .object([
            "id": .string(activity.id),
            "shortId": .string(entry.shortID),
            "date": .string(activity.date.description),
            "start": .string(clock.iso8601(activity.start)),
            "sport": .string(activity.sport.rawValue),
            "name": .string(activity.name),
            "durationSeconds": .fixed(activity.durationSeconds, decimals: 0),
            "distanceMeters": .fixed(activity.distanceMeters, 0),
            "ascentMeters": .fixed(activity.ascentMeters, 0),
            "load": .fixed(activity.load, decimals: 1),
            "method": .string(activity.method.rawValue),
            "averageHeartRate": .fixed(activity.averageHeartRate, 1),
            "maxHeartRate": .fixed(activity.maxHeartRate, 1),
            "averagePower": .fixed(entry.averagePower, 1),
            "normalizedPower": .fixed(entry.normalizedPower, 1),
            "correction": CorrectionDocument.json(activity.correction),
            "sources": .array(
              activity.members.enumerated().map { index, member in
                let recording = entry.recordings[index]
                return .object([
                  "provider": .string(member.provider.rawValue),
                  "source": .string(member.source),
                  "id": .string(member.id),
                  "counted": .bool(index == entry.countedIndex),
                  "stored": .bool(recording != nil),
                  "start": .string(recording.map { clock.iso8601($0.start) }),
                  "durationSeconds": .fixed(recording?.durationSeconds, 0),
                  "averageHeartRate": .fixed(recording?.averageHeartRate, 1),
                  "averagePower": .fixed(recording?.averagePower, 1),
                  "normalizedPower": .fixed(recording?.normalizedPower, 1),
                ])
              }),
          ])
        }),
    ])
  }
}
