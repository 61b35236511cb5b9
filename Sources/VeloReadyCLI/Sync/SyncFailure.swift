import Foundation
import VeloKit

/// Why a sync failed: the remote source, or the store while saving.
struct SyncFailure: Error {
  var error: IntervalsError?
  var storeError: CLIError?

  /// One line for a warning or an error.
  var message: String {
    if let storeError { return storeError.message }
    if case .helperMissing(nil) = error {
      return IntervalsError.helperMissing(path: nil).description
    }
    return error.map { "intervals.icu sync failed: \($0)" } ?? "intervals.icu sync failed"
  }

  /// The exit code when nothing could be shown: the store's, 1 for a broken installation (it is
  /// not the remote's fault), else 69.
  var code: ExitCode {
    if let storeError { return storeError.code }
    if case .helperMissing = error { return .failure }
    return .unavailable
  }

  /// What the rider can do about it.
  var hint: String? {
    guard let error else { return storeError?.hint }
    switch error {
    case .unauthorized:
      return "copy the API key from intervals.icu Settings (Developer Settings), then run "
        + "'veloready config set intervals.apiKey KEY' or set VELOREADY_INTERVALS_API_KEY"
    case .forbidden, .notFound:
      return
        "check the athlete id: 'veloready config set intervals.athleteId ID' (0 means the key's owner)"
    case .rateLimited: return "intervals.icu asks to slow down; try again in a few minutes"
    case .serverError: return "intervals.icu has a problem of its own; try again later"
    case .unreachable, .timedOut:
      return "check the network connection and 'intervals.baseURL'"
    case .invalidBaseURL: return "fix it with 'veloready config set intervals.baseURL URL'"
    case .responseTooLarge:
      return "check 'intervals.baseURL', or sync fewer days with 'veloready sync --days N'"
    case .helperMissing(nil): return nil
    case .helperMissing:
      return "VELOREADY_NETWORK_HELPER must name the veloready-network executable; unset it to "
        + "use the one next to veloready"
    case .malformedResponse, .unexpectedStatus, .cancelled: return nil
    }
  }
}
