import ScoreEngine
import VeloKit

/// The `--check` rule of `today` and `alerts`: 30 when a critical alert is showing, 20 when the
/// most serious is a warning, else 0 (information alerts never fail a check).
enum AlertCheck {
  static func exitCode(showing severities: [AlertSeverity]) -> ExitCode {
    switch severities.max() {
    case .critical: return .checkCritical
    case .warning: return .checkWarning
    case .info, nil: return .ok
    }
  }
}
