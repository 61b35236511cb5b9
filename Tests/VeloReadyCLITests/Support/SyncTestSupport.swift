import Foundation
import NetworkWire
import VeloReadyCLI

/// Records the waits a client asks for instead of waiting.
final class DelayRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [Duration] = []

  /// The waits so far.
  var delays: [Duration] { lock.withLock { recorded } }

  /// A `sleep` for `IntervalsClient` that records and returns at once.
  var sleep: @Sendable (Duration) async throws -> Void {
    { [self] delay in lock.withLock { recorded.append(delay) } }
  }
}

/// An in-memory transport: answers each request from a list, recording what it was sent.
final class ScriptedTransport: HTTPTransport, @unchecked Sendable {
  private let lock = NSLock()
  private var script: [Result<HTTPResponse, TransportError>]
  private var sent: [HTTPRequest] = []

  init(_ script: [Result<HTTPResponse, TransportError>]) {
    self.script = script
  }

  /// The requests sent so far.
  var requests: [HTTPRequest] { lock.withLock { sent } }

  func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
    let next: Result<HTTPResponse, TransportError> = lock.withLock {
      sent.append(request)
      return script.count > 1 ? script.removeFirst() : script.first ?? .failure(.other("empty"))
    }
    return try next.get()
  }
}
