import Foundation
import NetworkWire
import VeloKit

#if canImport(Glibc)
  import Glibc
#endif

/// `HTTPTransport` through the `veloready-network` helper process (see `NetworkWire`).
///
/// The helper is found next to the running executable (`veloready-network` beside `veloready`),
/// or at `VELOREADY_NETWORK_HELPER`. It gets the request's timeout plus a few seconds' grace to
/// start, answer and exit; past that it is killed and the request has timed out. At most
/// `NetworkWire.responseLimit` body bytes (and `headLimit` of head) are read from its pipe: the
/// helper stops a larger body itself, and a helper that does not is killed at that point.
public struct HelperProcessTransport: HTTPTransport {
  /// Seconds the helper may take beyond the request's own timeout.
  static let graceSeconds = 5.0

  let helperPath: String?
  /// The most body bytes accepted; the pipe may carry `NetworkWire.headLimit` more for the head.
  let bodyLimit: Int

  /// A transport using the helper at `path`, or the one found next to this executable.
  public init(helperPath: String? = nil) {
    self.init(located: helperPath ?? Self.locateHelper())
  }

  /// A transport using the helper at `located`; `nil` is a missing helper.
  init(located: String?, bodyLimit: Int = NetworkWire.responseLimit) {
    helperPath = located
    self.bodyLimit = bodyLimit
  }

  /// `veloready-network` in the directory of the running executable, or the override.
  static func locateHelper() -> String? {
    if let override = ProcessInfo.processInfo.environment["VELOREADY_NETWORK_HELPER"],
      !override.isEmpty
    {
      return override
    }
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    let executable = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let candidate = PathText.parent(of: executable) + "/veloready-network"
    return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
  }

  /// Sends `request` through the helper.
  public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
    guard let helperPath else { throw .helperMissing(path: nil) }
    let input = NetworkWire.encode(request)
    let (seconds, attoseconds) = request.timeout.components
    let limit = Double(seconds) + Double(attoseconds) / 1e18 + Self.graceSeconds
    let bodyLimit = self.bodyLimit
    let result = await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(
          returning: HelperProcess.exchange(
            helperPath, input: input, limit: limit, bodyLimit: bodyLimit))
      }
    }
    return try result.get()
  }
}

/// Runs the helper once: request in, response out, with a deadline.
enum HelperProcess {
  /// Held from creating the pipes until the child has its copies, so that no other helper
  /// started meanwhile inherits them (there is no `pipe2` in Swift's Glibc module).
  static let spawning = NSLock()

  /// Pipes are close-on-exec and made under `spawning`: several helpers may run at once, and one
  /// that inherited another's pipe end would keep that one's output open past its exit.
  static func exchange(_ path: String, input: [UInt8], limit: Double, bodyLimit: Int)
    -> Result<HTTPResponse, TransportError>
  {
    spawning.lock()
    var toChild: [Int32] = [0, 0]
    var fromChild: [Int32] = [0, 0]
    guard pipe(&toChild) == 0 else {
      spawning.unlock()
      return .failure(.other("cannot start the network helper"))
    }
    guard pipe(&fromChild) == 0 else {
      close(toChild[0])
      close(toChild[1])
      spawning.unlock()
      return .failure(.other("cannot start the network helper"))
    }
    for descriptor in toChild + fromChild { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
    posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
    for descriptor in toChild + fromChild {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    // The helper ends when this process does (see veloready-network's main.swift).
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup(path), strdup("--parent=\(getpid())"), nil]
    defer { for argument in argv { free(argument) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
    close(toChild[0])
    close(fromChild[1])
    spawning.unlock()
    guard spawned == 0 else {
      close(toChild[1])
      close(fromChild[0])
      return .failure(.helperMissing(path: path))
    }
    signal(SIGPIPE, SIG_IGN)
    input.withUnsafeBytes { buffer in _ = write(toChild[1], buffer.baseAddress, buffer.count) }
    close(toChild[1])
    let output = readAll(
      fromChild[0], deadline: Date().addingTimeInterval(limit), bodyLimit: bodyLimit)
    close(fromChild[0])
    if case .failure = output { kill(pid, SIGKILL) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return output.flatMap { NetworkWire.decodeResult(head: $0.head, body: $0.body) }
  }

  /// Everything `descriptor` yields until end of file, as the head and the body after its blank
  /// line; `.timedOut` when the deadline passes first, `.responseTooLarge` as soon as the head
  /// is over `NetworkWire.headLimit` or the body (announced or read) over `bodyLimit`.
  ///
  /// The body goes into one buffer of the size the head announces: grown as it came instead, it
  /// would be copied at each doubling and hold up to twice its size for a moment.
  private static func readAll(_ descriptor: Int32, deadline: Date, bodyLimit: Int) -> Result<
    (head: [UInt8], body: [UInt8]), TransportError
  > {
    var head: [UInt8] = []
    var body: [UInt8]?
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { return .failure(.timedOut) }
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Int32(min(remaining * 1000, 60_000)))
      if ready < 0, errno == EINTR { continue }
      if ready == 0 { continue }
      // One byte past the limit is enough to know the answer is too large.
      let wanted = min(chunk.count, bodyLimit + 1 - (body?.count ?? 0))
      let count =
        ready < 0 ? 0 : chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
      if count < 0, errno == EINTR { continue }
      if count <= 0 { return .success((head, body ?? [])) }
      if body != nil {
        body?.append(contentsOf: chunk[..<count])
      } else {
        head.append(contentsOf: chunk[..<count])
        if let separator = head.firstRange(of: [0x0A, 0x0A]) {
          let start = head.index(after: separator.lowerBound)
          let announced = NetworkWire.bodyLength(inHead: Array(head[..<start]))
          if let announced, announced > bodyLimit {
            return .failure(.responseTooLarge(limit: bodyLimit))
          }
          var buffer: [UInt8] = []
          buffer.reserveCapacity(announced ?? 0)
          buffer.append(contentsOf: head[separator.upperBound...])
          head.removeSubrange(separator.lowerBound...)
          body = buffer
        } else if head.count > NetworkWire.headLimit {
          return .failure(.responseTooLarge(limit: bodyLimit))
        }
      }
      if (body?.count ?? 0) > bodyLimit { return .failure(.responseTooLarge(limit: bodyLimit)) }
    }
  }
}
