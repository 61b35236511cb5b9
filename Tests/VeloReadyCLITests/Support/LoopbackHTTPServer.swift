import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 and an ephemeral port, for testing the real transport
/// without the internet.
///
/// Each connection carries one request: the server reads the request head, records it, asks the
/// handler what to do, and then answers (always with `Connection: close`), stays silent until the
/// server stops, or hangs up. Sockets are POSIX; every connection has its own thread, so a silent
/// connection never blocks another test's request.
final class LoopbackHTTPServer: @unchecked Sendable {
  /// What the server does with a request.
  enum Reply: Sendable {
    /// Answers with a status, headers and a body.
    case respond(status: Int, headers: [String: String] = [:], body: [UInt8] = [])
    /// Answers 200 with `bytes` zero bytes of body, written piece by piece (never held in
    /// memory whole) until they are all sent or the client hangs up; `Content-Length` is sent
    /// only when `announced`.
    case flood(bytes: Int, announced: Bool)
    /// Reads the request and never answers (until the server stops).
    case silence
    /// Closes the connection without a response.
    case hangUp
  }

  /// A request as received.
  struct Request: Sendable {
    /// `GET`.
    var method: String
    /// The request target, e.g. `/api/v1/athlete/0/wellness?oldest=…`.
    var target: String
    /// Header fields, names lower-cased.
    var headers: [String: String]
  }

  /// The port the server listens on.
  let port: UInt16
  private let listener: Int32
  private let handler: @Sendable (Request, Int) -> Reply
  private let lock = NSLock()
  private var received: [Request] = []
  private var stopped = false
  private let acceptLoopDone = DispatchSemaphore(value: 0)

  /// `http://127.0.0.1:<port>`.
  var baseURL: URL {
    guard let url = URL(string: "http://127.0.0.1:\(port)") else { fatalError("bad URL") }
    return url
  }

  /// Every request so far, in arrival order.
  var requests: [Request] { lock.withLock { received } }

  /// Starts listening; `handler` gets each request and its 0-based arrival index.
  init(handler: @escaping @Sendable (Request, Int) -> Reply) throws {
    let (listener, port) = try Self.openListener()
    self.listener = listener
    self.port = port
    self.handler = handler
    Thread.detachNewThread { [self] in acceptLoop() }
  }

  deinit {
    stop()
  }

  /// Stops accepting, releases silent connections and closes the listening socket.
  func stop() {
    let wasStopped = lock.withLock {
      defer { stopped = true }
      return stopped
    }
    guard !wasStopped else { return }
    acceptLoopDone.wait()
    close(listener)
  }

  private var isStopped: Bool { lock.withLock { stopped } }

  private func acceptLoop() {
    defer { acceptLoopDone.signal() }
    while !isStopped {
      guard Self.waitReadable(listener, milliseconds: 20) else { continue }
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { continue }
      Thread.detachNewThread { [self] in serve(connection) }
    }
  }

  private func serve(_ connection: Int32) {
    defer { close(connection) }
    guard let request = readRequest(connection) else { return }
    let index = lock.withLock {
      received.append(request)
      return received.count - 1
    }
    switch handler(request, index) {
    case .respond(let status, let headers, let body):
      var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
      head += "Content-Length: \(body.count)\r\nConnection: close\r\n"
      for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
        head += "\(name): \(value)\r\n"
      }
      Self.write(connection, Array((head + "\r\n").utf8) + body)
    case .flood(let bytes, let announced):
      var head = "HTTP/1.1 200 OK\r\nConnection: close\r\n"
      if announced { head += "Content-Length: \(bytes)\r\n" }
      guard Self.write(connection, Array((head + "\r\n").utf8)) else { return }
      let piece = [UInt8](repeating: 0, count: 1 << 16)
      var sent = 0
      while sent < bytes, !isStopped {
        let count = min(piece.count, bytes - sent)
        guard Self.write(connection, Array(piece[..<count])) else { return }
        sent += count
      }
    case .silence:
      // Hold the connection open without a byte of response; leave when the client gives up.
      var scratch = [UInt8](repeating: 0, count: 256)
      while !isStopped {
        guard Self.waitReadable(connection, milliseconds: 20) else { continue }
        let count = scratch.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
        if count <= 0 { return }
      }
    case .hangUp:
      return
    }
  }

  /// Reads up to the blank line that ends the request head; `nil` if the peer went away.
  private func readRequest(_ connection: Int32) -> Request? {
    var bytes: [UInt8] = []
    let end: [UInt8] = Array("\r\n\r\n".utf8)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while bytes.firstRange(of: end) == nil, !isStopped {
      guard Self.waitReadable(connection, milliseconds: 20) else { continue }
      let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { return nil }
      bytes += buffer[0..<count]
    }
    let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
    let requestLine = (lines.first ?? "").split(separator: " ").map(String.init)
    guard requestLine.count == 3 else { return nil }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    return Request(method: requestLine[0], target: requestLine[1], headers: headers)
  }
}
