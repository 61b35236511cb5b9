import Foundation
import ScoreEngine
import VeloJSON

/// The training parts of the `veloready.today/v1` document: strain with its contributions, the
/// load object and the activities (docs/formats.md §3).
extension TodayDocument {
  static func encode(_ strain: TodaySnapshot.Strain) -> JSONValue {
    .object([
      "value": .fixed(strain.value, decimals: 1),
      "reason": .null,
      "band": .string(strain.band.rawValue),
      "label": .string(strain.band.label),
      "quality": .string(strain.quality.rawValue),
      "components": .array([]),
      "absent": .array([]),
      "load": .fixed(strain.load, decimals: 1),
      "contributions": .array(
        strain.contributions.map {
          .object([
            "kind": .string($0.kind.rawValue), "id": .string($0.id),
            "method": .string($0.method?.rawValue), "load": .fixed($0.load, decimals: 1),
            "streamCoverage": .fixed($0.streamCoverage, 3), "heartRate": .fixed($0.heartRate, 1),
            "heartRateFrom": .string($0.heartRateFrom?.rawValue),
          ])
        }),
    ])
  }

  static func decodeStrain(_ strain: DocumentReader) throws(DocumentError)
    -> TodaySnapshot.Strain
  {
    TodaySnapshot.Strain(
      value: try strain.number("value"), quality: try strain.code("quality"),
      load: try strain.number("load"),
      contributions: try strain.objects("contributions").map { item throws(DocumentError) in
        // A cached document of VR-1 has no stream coverage or scored heart rate.
        TodaySnapshot.Contribution(
          kind: try item.code("kind"), id: try item.optionalString("id"),
          method: try item.optionalCode("method"), load: try item.number("load"),
          streamCoverage: item.has("streamCoverage")
            ? try item.optionalNumber("streamCoverage") : nil,
          heartRate: item.has("heartRate") ? try item.optionalNumber("heartRate") : nil,
          heartRateFrom: item.has("heartRateFrom") ? try item.optionalCode("heartRateFrom") : nil)
      })
  }

  static func encode(_ load: TodaySnapshot.Load) -> JSONValue {
    .object([
      "ctl": .fixed(load.ctl, 1), "atl": .fixed(load.atl, 1), "tsb": .fixed(load.tsb, 1),
      "ctlToday": .fixed(load.ctlToday, 1), "atlToday": .fixed(load.atlToday, 1),
      "rampRate": .fixed(load.rampRate, 1), "today": .fixed(load.today, decimals: 1),
      "yesterday": .fixed(load.yesterday, decimals: 1), "established": .bool(load.established),
      "formZone": .string(load.formZone?.rawValue), "ctlDays": .integer(load.ctlDays),
      "atlDays": .integer(load.atlDays), "start": .string(load.start?.description),
      "anchor": load.anchor.map {
        .object([
          "date": .string($0.date.description), "ctl": .fixed($0.ctl, decimals: 1),
          "atl": .fixed($0.atl, decimals: 1), "provider": .string($0.provider.rawValue),
          "source": .string($0.source),
        ])
      } ?? .null,
    ])
  }

  /// The load without its TSB history, which only the cache's `dashboard` member holds.
  static func decodeLoad(_ load: DocumentReader) throws(DocumentError)
    -> TodaySnapshot.Load
  {
    TodaySnapshot.Load(
      ctl: try load.optionalNumber("ctl"), atl: try load.optionalNumber("atl"),
      tsb: try load.optionalNumber("tsb"), ctlToday: try load.optionalNumber("ctlToday"),
      atlToday: try load.optionalNumber("atlToday"), rampRate: try load.optionalNumber("rampRate"),
      today: try load.number("today"), yesterday: try load.number("yesterday"),
      established: try load.bool("established"), formZone: try load.optionalCode("formZone"),
      recentTSBTenths: [],
      // A cached document of VR-1 has none of these: its constants were 42 and 7 days.
      ctlDays: load.has("ctlDays") ? try load.integer("ctlDays") : PMCConstants.standard.ctlDays,
      atlDays: load.has("atlDays") ? try load.integer("atlDays") : PMCConstants.standard.atlDays,
      start: load.has("start") ? try load.optionalLocalDate("start") : nil,
      anchor: load.has("anchor") ? try load.optionalObject("anchor").map(decodeAnchor) : nil)
  }

  static func encode(_ activity: TodaySnapshot.ActivityEntry, _ clock: ZoneClock)
    -> JSONValue
  {
    var members: [String: JSONValue] = [
      "id": .string(activity.id),
      "name": .string(activity.name),
      "sport": .string(activity.sport.rawValue),
      "start": .string(clock.iso8601(activity.start)),
      "durationSeconds": .integer(activity.durationSeconds),
      "load": .fixed(activity.load, decimals: 1),
      "method": .string(activity.method.rawValue),
      "sources": .array(
        activity.sources.map {
          .object([
            "provider": .string($0.provider.rawValue), "source": .string($0.source),
            "id": .string($0.id),
          ])
        }),
    ]
    // Only a corrected activity has the key, so that documents of uncorrected days stay as
    // they were (docs/formats.md §9).
    if let note = activity.correction {
      members["correction"] = .object([
        "ignored": .bool(note.ignored), "setByRider": .bool(note.setByRider),
        "originalLoad": .fixed(note.originalLoad, decimals: 1),
        "originalMethod": .string(note.originalMethod.rawValue),
      ])
    }
    return .object(members)
  }

  static func decodeActivity(_ activity: DocumentReader) throws(DocumentError)
    -> TodaySnapshot.ActivityEntry
  {
    TodaySnapshot.ActivityEntry(
      id: try activity.string("id"), name: try activity.optionalString("name"),
      sport: try activity.code("sport"), start: try activity.timestamp("start"),
      durationSeconds: try activity.integer("durationSeconds"), load: try activity.number("load"),
      method: try activity.code("method"),
      sources: try activity.objects("sources").map { source throws(DocumentError) in
        TodaySnapshot.Recording(
          provider: try source.code("provider"), source: try source.string("source"),
          id: try source.string("id"))
      },
      correction: try (activity.has("correction") ? activity.optionalObject("correction") : nil).map
      {
        note throws(DocumentError) in
        TodaySnapshot.CorrectionNote(
          ignored: try note.bool("ignored"), setByRider: try note.bool("setByRider"),
          originalLoad: try note.number("originalLoad"),
          originalMethod: try note.code("originalMethod"))
      })
  }

  static func decodeAnchor(_ anchor: DocumentReader) throws(DocumentError) -> TodaySnapshot.Anchor {
    TodaySnapshot.Anchor(
      date: try anchor.localDate("date"), ctl: try anchor.number("ctl"),
      atl: try anchor.number("atl"),
      provider: try anchor.code("provider"), source: try anchor.string("source"))
  }
}
