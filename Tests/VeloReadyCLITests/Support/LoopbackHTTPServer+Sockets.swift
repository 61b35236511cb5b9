import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A POSIX socket call failed while setting up the test server.
struct LoopbackSocketError: Error, CustomStringConvertible {
  /// The call that failed.
  var call: String
  /// `errno` after it.
  var code: Int32

  var description: String { "\(call) failed with errno \(code)" }
}

extension LoopbackHTTPServer {
  /// A listening socket on 127.0.0.1 and the ephemeral port the kernel gave it.
  static func openListener() throws -> (socket: Int32, port: UInt16) {
    #if os(Linux)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw LoopbackSocketError(call: "socket", code: errno) }
    var yes: Int32 = 1
    setsockopt(
      descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
    }
    guard bound == 0, listen(descriptor, 64) == 0 else {
      let code = errno
      close(descriptor)
      throw LoopbackSocketError(call: "bind/listen", code: code)
    }
    let named = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    guard named == 0 else {
      let code = errno
      close(descriptor)
      throw LoopbackSocketError(call: "getsockname", code: code)
    }
    return (descriptor, UInt16(bigEndian: address.sin_port))
  }

  /// A loopback port with nothing listening on it (bound, then closed), for "connection refused".
  static func closedPort() throws -> UInt16 {
    let (descriptor, port) = try openListener()
    close(descriptor)
    return port
  }

  /// Whether `descriptor` has data (or end of stream) within `milliseconds`.
  static func waitReadable(_ descriptor: Int32, milliseconds: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, milliseconds) > 0
  }

  /// Writes all of `bytes`; `false` when the peer has gone (no SIGPIPE).
  @discardableResult
  static func write(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes {
        #if os(Linux)
          send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
        #else
          send(descriptor, $0.baseAddress, $0.count, 0)
        #endif
      }
      guard sent > 0 else { return false }
      offset += sent
    }
    return true
  }

  /// The reason phrase of the statuses the tests use.
  static func reason(_ status: Int) -> String {
    switch status {
    case 200: return "OK"
    case 302: return "Found"
    case 401: return "Unauthorized"
    case 403: return "Forbidden"
    case 404: return "Not Found"
    case 429: return "Too Many Requests"
    case 500: return "Internal Server Error"
    case 503: return "Service Unavailable"
    default: return "Status"
    }
  }
}
