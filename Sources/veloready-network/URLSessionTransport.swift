import Foundation
import NetworkWire

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One HTTP request over `URLSession` (on Linux, FoundationNetworking over libcurl).
///
/// The body arrives through `SessionDelegate` piece by piece and stops at `bodyLimit`: a server
/// that sends more (or announces more in `Content-Length`) gets the task cancelled, and the
/// answer is `TransportError.responseTooLarge`, so memory stays bounded whatever is sent.
///
/// The session is ephemeral: no cookies, no cache, no stored credentials, so nothing about a
/// request outlives it. Redirects are not followed: the API does not redirect, and following one
/// would send the `Authorization` header to wherever the redirect points; a 3xx comes back as an
/// unexpected status instead.
///
/// A request's `timeout` bounds the whole exchange, from sending to the last byte of the body;
/// `resourceTimeout` is a second, session-wide bound that URLSession enforces itself.
final class URLSessionTransport {
  /// The default bound on one whole request, 60 seconds.
  static let defaultResourceTimeout: Duration = .seconds(60)

  private let session: URLSession
  private let delegate = SessionDelegate()
  /// The most body bytes a response may have (`NetworkWire.responseLimit`).
  let bodyLimit: Int

  /// Creates a transport with its own ephemeral session.
  init(
    resourceTimeout: Duration = URLSessionTransport.defaultResourceTimeout,
    bodyLimit: Int = NetworkWire.responseLimit
  ) {
    self.bodyLimit = bodyLimit
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpShouldSetCookies = false
    configuration.httpCookieAcceptPolicy = .never
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.timeoutIntervalForResource = timeInterval(resourceTimeout)
    session = URLSession(
      configuration: configuration, delegate: delegate, delegateQueue: nil)
  }

  deinit {
    session.finishTasksAndInvalidate()
  }

  /// Sends `request` with URLSession, abandoning it after `request.timeout`.
  ///
  /// The timeout is enforced here, not only through `URLRequest.timeoutInterval`:
  /// FoundationNetworking on Linux truncates that interval to whole seconds (0.5 s times out at
  /// once, 1.5 s after 1 s), so URLSession gets a whole-second interval above the timeout as a
  /// backstop and a timer racing the request gives the exact bound.
  func send(_ request: HTTPRequest) async throws(TransportError) -> ReceivedResponse {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = "GET"
    urlRequest.timeoutInterval = (timeInterval(request.timeout) + 1).rounded(.up)
    urlRequest.cachePolicy = .reloadIgnoringLocalCacheData
    for (name, value) in request.headers {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    let session = self.session
    let delegate = self.delegate
    let bodyLimit = self.bodyLimit
    let timeout = request.timeout
    let prepared = urlRequest
    let outcome = await withTaskGroup(of: Result<ReceivedResponse, TransportError>?.self) { group in
      group.addTask {
        await Self.exchange(prepared, on: session, delegate: delegate, bodyLimit: bodyLimit)
      }
      group.addTask {
        do {
          try await Task.sleep(for: timeout)
          return .failure(.timedOut)
        } catch {
          return nil
        }
      }
      for await result in group {
        if let result {
          group.cancelAll()
          return result
        }
      }
      return .failure(TransportError.cancelled)
    }
    return try outcome.get()
  }

  /// One request and its response, as a value; the body stops at `bodyLimit` bytes.
  private static func exchange(
    _ request: URLRequest, on session: URLSession, delegate: SessionDelegate, bodyLimit: Int
  ) async -> Result<ReceivedResponse, TransportError> {
    let task = session.dataTask(with: request)
    let exchange = BoundedExchange(bodyLimit: bodyLimit)
    delegate.register(exchange, for: task)
    defer { delegate.forget(task) }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        exchange.wait(continuation)
        task.resume()
      }
    } onCancel: {
      task.cancel()
    }
  }
}

/// A duration in seconds, as URLSession's `TimeInterval`.
private func timeInterval(_ duration: Duration) -> TimeInterval {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) + Double(attoseconds) / 1e18
}
