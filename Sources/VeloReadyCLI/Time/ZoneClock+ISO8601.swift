import Foundation
import ScoreEngine
import VeloJSON

extension ZoneClock {
  /// `instant` as wall-clock time in this zone with its offset, e.g. `2025-06-02T09:00:00+02:00`.
  func iso8601(_ instant: Date) -> String {
    ISO8601Text.format(
      instant, utcOffsetSeconds: offset(at: instant.timeIntervalSince1970.rounded(.down)))
  }
}
