import HealthImport
import VeloKit

extension CLIError {
  /// The error to report when the input at `path` cannot be imported at all.
  static func importing(_ error: ImportError, path: String) -> CLIError {
    switch error {
    case .malformed(let reason): return .badData("cannot import '\(path)': \(reason)")
    case .unrecognised(let reason): return .badData("cannot import '\(path)': \(reason)")
    case .unreadable(let reason): return .unreadable("cannot import '\(path)': \(reason)")
    }
  }
}

extension CLIError {
  /// The message without its `cannot import 'PATH': ` start, for a file named on its own line of
  /// a folder's summary.
  func reason(reading path: String) -> String {
    let start = "cannot import '\(path)': "
    return message.hasPrefix(start) ? String(message.dropFirst(start.count)) : message
  }
}
