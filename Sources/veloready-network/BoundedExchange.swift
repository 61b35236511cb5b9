import Foundation
import NetworkWire

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One data task's answer as it arrives: the response, then the body up to `bodyLimit` bytes.
///
/// The first outcome wins (a refused body, a transport error or the complete response) and is
/// handed once to whoever waits. `@unchecked Sendable`: the state is behind a lock.
final class BoundedExchange: @unchecked Sendable {
  private let bodyLimit: Int
  private let lock = NSLock()
  private var response: HTTPURLResponse?
  /// The body's pieces as they came, never joined: they are written to the pipe one by one, so
  /// the body is held once (a joined copy would hold it twice, 128 MB at the limit).
  private var pieces: [Data] = []
  private var received = 0
  private var outcome: Result<ReceivedResponse, TransportError>?
  private var waiter: CheckedContinuation<Result<ReceivedResponse, TransportError>, Never>?

  init(bodyLimit: Int) {
    self.bodyLimit = bodyLimit
  }

  /// Hands the outcome to `continuation`, now if it is known, else when it is.
  func wait(_ continuation: CheckedContinuation<Result<ReceivedResponse, TransportError>, Never>) {
    let known: Result<ReceivedResponse, TransportError>? = lock.withLock {
      if outcome == nil { waiter = continuation }
      return outcome
    }
    if let known { continuation.resume(returning: known) }
  }

  /// Takes the response; `false` (cancel the task) when its announced length is over the limit.
  func receive(_ response: URLResponse) -> Bool {
    guard let http = response as? HTTPURLResponse else {
      finish(.failure(.other("the response is not HTTP")))
      return false
    }
    if http.expectedContentLength > Int64(bodyLimit) {
      finish(.failure(.responseTooLarge(limit: bodyLimit)))
      return false
    }
    lock.withLock { self.response = http }
    return true
  }

  /// Adds a piece of the body; `false` (cancel the task) once the body is over the limit.
  func append(_ data: Data) -> Bool {
    let fits = lock.withLock { () -> Bool in
      guard outcome == nil else { return false }
      guard received + data.count <= bodyLimit else { return false }
      pieces.append(data)
      received += data.count
      return true
    }
    if !fits { finish(.failure(.responseTooLarge(limit: bodyLimit))) }
    return fits
  }

  /// The task ended, with `error` or with the whole body.
  func complete(_ error: (any Error)?) {
    if let error {
      finish(.failure(Self.transportError(error)))
      return
    }
    let (response, pieces, received) = lock.withLock {
      () -> (HTTPURLResponse?, [Data], Int) in
      defer { self.pieces = [] }
      return (self.response, self.pieces, self.received)
    }
    guard let response else {
      finish(.failure(.other("the response is not HTTP")))
      return
    }
    var headers: [String: String] = [:]
    for (name, value) in response.allHeaderFields {
      guard let name = name.base as? String else { continue }
      headers[name] = value as? String ?? "\(value)"
    }
    finish(
      .success(
        ReceivedResponse(
          status: response.statusCode, headers: headers, pieces: pieces, bodyLength: received)))
  }

  private func finish(_ result: Result<ReceivedResponse, TransportError>) {
    let waiting: CheckedContinuation<Result<ReceivedResponse, TransportError>, Never>? =
      lock.withLock {
        guard outcome == nil else { return nil }
        outcome = result
        pieces = []
        defer { waiter = nil }
        return waiter
      }
    waiting?.resume(returning: result)
  }

  /// The transport error of a failed task; its text is a code, never the URL.
  private static func transportError(_ error: any Error) -> TransportError {
    if let urlError = error as? URLError { return TransportError(urlError) }
    let nsError = error as NSError
    if nsError.domain == NSURLErrorDomain, let code = URLError.Code(rawValue: nsError.code) {
      return TransportError(URLError(code))
    }
    return .other("the request failed (\(nsError.domain) error \(nsError.code))")
  }
}

/// A response as the helper received it: the body in the pieces URLSession delivered.
struct ReceivedResponse {
  var status: Int
  var headers: [String: String]
  /// The body, in order; `bodyLength` bytes in all.
  var pieces: [Data]
  var bodyLength: Int
}
