import Foundation

extension TransportError {
  /// The transport error of a URLError; its text is the error code only, never the URL.
  public init(_ error: URLError) {
    switch error.code {
    case .timedOut: self = .timedOut
    case .cannotFindHost, .dnsLookupFailed: self = .hostNotFound
    case .cannotConnectToHost: self = .connectionRefused
    case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff: self = .notConnected
    case .networkConnectionLost: self = .connectionLost
    case .cancelled: self = .cancelled
    default: self = .other("URL error \(error.code.rawValue)")
    }
  }
}
