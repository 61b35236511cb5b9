import Foundation
import ScoreEngine
import VeloJSON

/// Typed reading of a `veloready.today/v1` document, for the text renderer.
///
/// The text view draws from the same document that `--json` prints and the cache stores, so the
/// two outputs cannot disagree and a cached dashboard needs no recomputation.
struct TodayView: Sendable {
  let document: JSONValue
  let recentTSBTenths: [Int?]

  var date: LocalDate? { document["date"]?.stringValue.flatMap { LocalDate(iso: $0) } }
  var origin: String { document["origin"]?.stringValue ?? "fresh" }
  var computedAt: Date? { document["computedAt"]?.stringValue.flatMap(Timestamp.parse) }
  var timeZone: String { document["timeZone"]?.stringValue ?? "" }
  var calibration: String { document["calibration"]?.stringValue ?? "" }
  var warnings: [String] { document["warnings"]?.arrayValue?.compactMap(\.stringValue) ?? [] }

  func score(_ name: String) -> JSONValue? { document["scores"]?[name] }

  /// The displayed scores, for `ScoresState`.
  var snapshot: ScoreSnapshot {
    ScoreSnapshot(
      sleep: score("sleep")?["value"]?.numberValue.map { Int($0) },
      recovery: score("recovery")?["value"]?.numberValue.map { Int($0) },
      strainTenths: score("strain")?["value"]?.numberValue.map { Int(($0 * 10).rounded()) })
  }

  var alerts: [(severity: String, title: String, message: String)] {
    (document["alerts"]?.arrayValue ?? []).map {
      (
        $0["severity"]?.stringValue ?? "info", $0["title"]?.stringValue ?? "",
        $0["message"]?.stringValue ?? ""
      )
    }
  }

  var load: JSONValue? { document["load"] }
  var latestActivity: JSONValue? {
    document["activities"]?["latest"].flatMap { $0.isNull ? nil : $0 }
  }
  var health: JSONValue? { document["health"] }
  var night: JSONValue? { document["sleep"].flatMap { $0.isNull ? nil : $0 } }
}
