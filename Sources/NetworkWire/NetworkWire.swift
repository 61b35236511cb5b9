import Foundation

/// The pipe protocol between `veloready` and its `veloready-network` helper.
///
/// `veloready` does not link FoundationNetworking (it would load libcurl and some thirty more
/// libraries into every run, doubling the start-up time of `today --cached`). A sync instead
/// starts the helper, writes one request to its standard input and reads one response from its
/// standard output. The credential travels only through the pipe, never on the command line.
///
/// Request: `veloready-network/1`, the URL, the timeout in milliseconds, `Name: value` header
/// lines, an empty line. Response: `veloready-network/1`, then `status N`, `length L` (the body's
/// size, so that the reader can hold it in one buffer of that size), header lines, an empty line
/// and the L body bytes; or `error KIND DETAIL`.
public enum NetworkWire {
  static let version = "veloready-network/1"

  /// The most body bytes one response may carry, 64 MiB: a year of intervals.icu activities is
  /// a few megabytes, and a larger body (a misconfigured base URL, a hostile server) is refused
  /// rather than held in memory, by the helper and again by `veloready` reading its pipe.
  public static let responseLimit = 64 << 20

  /// The most bytes a response's head (version, status and header lines) may take on the pipe.
  public static let headLimit = 256 << 10

  /// The request as bytes for the helper's standard input.
  public static func encode(_ request: HTTPRequest) -> [UInt8] {
    let (seconds, attoseconds) = request.timeout.components
    let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    var lines = [version, request.url.absoluteString, String(milliseconds)]
    for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
      lines.append("\(name): \(value)")
    }
    return Array((lines.joined(separator: "\n") + "\n\n").utf8)
  }

  /// The request the helper read, or `nil` when the bytes are not one.
  public static func decodeRequest(_ bytes: [UInt8]) -> HTTPRequest? {
    let lines = String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    guard lines.count >= 3, lines[0] == version, let url = URL(string: String(lines[1])),
      let milliseconds = Int64(lines[2])
    else { return nil }
    var headers: [String: String] = [:]
    for line in lines.dropFirst(3) where !line.isEmpty {
      guard let colon = line.firstIndex(of: ":") else { return nil }
      headers[String(line[..<colon])] = String(line[line.index(after: colon)...])
        .trimmingCharacters(in: .whitespaces)
    }
    return HTTPRequest(url: url, headers: headers, timeout: .milliseconds(milliseconds))
  }

  /// The helper's answer as bytes for its standard output.
  public static func encode(_ result: Result<HTTPResponse, TransportError>) -> [UInt8] {
    switch result {
    case .success(let response): return encodeHead(result) + response.body
    case .failure: return encodeHead(result)
    }
  }

  /// The answer without a response's body, which follows it: the helper writes the body from
  /// where it is rather than copying it behind the head.
  public static func encodeHead(_ result: Result<HTTPResponse, TransportError>) -> [UInt8] {
    switch result {
    case .success(let response):
      return encodeHead(
        status: response.status, headers: response.headers, bodyLength: response.body.count)
    case .failure(let error):
      let (kind, detail) = describe(error)
      return Array("\(version)\nerror \(kind) \(detail)\n".utf8)
    }
  }

  /// The head of a response whose `bodyLength` bytes of body follow it.
  public static func encodeHead(status: Int, headers: [String: String], bodyLength: Int)
    -> [UInt8]
  {
    var head = "\(version)\nstatus \(status)\nlength \(bodyLength)\n"
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
      head += "\(name): \(value.replacingOccurrences(of: "\n", with: " "))\n"
    }
    return Array((head + "\n").utf8)
  }

  /// The body length a response's head announces (its `length` line), if it has one.
  public static func bodyLength(inHead head: [UInt8]) -> Int? {
    for line in String(decoding: head, as: UTF8.self).split(separator: "\n").prefix(3)
    where line.hasPrefix("length ") {
      return Int(line.dropFirst(7))
    }
    return nil
  }

  /// The response or transport error the helper wrote.
  public static func decodeResult(_ bytes: [UInt8]) -> Result<HTTPResponse, TransportError> {
    // An error answer is a head without a blank line or body.
    let separator = bytes.firstRange(of: [0x0A, 0x0A])
    let body = separator.map { Array(bytes[$0.upperBound...]) } ?? []
    return decodeResult(head: Array(bytes[..<(separator?.lowerBound ?? bytes.count)]), body: body)
  }

  /// The response or transport error of a head (without its blank line) and the body after it,
  /// read apart so that the body is never copied.
  public static func decodeResult(head bytes: [UInt8], body: [UInt8]) -> Result<
    HTTPResponse, TransportError
  > {
    let head = String(decoding: bytes, as: UTF8.self)
    var lines = head.split(separator: "\n").map(String.init)
    guard lines.first == version, lines.count >= 2 else {
      return .failure(.other("the network helper answered in an unknown format"))
    }
    lines.removeFirst()
    let first = lines.removeFirst()
    if first.hasPrefix("error ") {
      let words = first.dropFirst(6).split(separator: " ", maxSplits: 1).map(String.init)
      return .failure(error(kind: words.first ?? "", detail: words.count > 1 ? words[1] : ""))
    }
    guard first.hasPrefix("status "), let status = Int(first.dropFirst(7)) else {
      return .failure(.other("the network helper answered in an unknown format"))
    }
    if let length = lines.first, length.hasPrefix("length ") {
      guard Int(length.dropFirst(7)) == body.count else {
        return .failure(.other("the network helper's answer was cut short"))
      }
      lines.removeFirst()
    }
    var headers: [String: String] = [:]
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[String(line[..<colon])] = String(line[line.index(after: colon)...])
        .trimmingCharacters(in: .whitespaces)
    }
    return .success(HTTPResponse(status: status, headers: headers, body: body))
  }

  private static func describe(_ error: TransportError) -> (String, String) {
    switch error {
    case .timedOut: return ("timedOut", "")
    case .hostNotFound: return ("hostNotFound", "")
    case .connectionRefused: return ("connectionRefused", "")
    case .notConnected: return ("notConnected", "")
    case .connectionLost: return ("connectionLost", "")
    case .cancelled: return ("cancelled", "")
    case .responseTooLarge(let limit): return ("responseTooLarge", String(limit))
    case .helperMissing(let path): return ("helperMissing", path ?? "")
    case .other(let detail): return ("other", detail.replacingOccurrences(of: "\n", with: " "))
    }
  }

  private static func error(kind: String, detail: String) -> TransportError {
    switch kind {
    case "timedOut": return .timedOut
    case "hostNotFound": return .hostNotFound
    case "connectionRefused": return .connectionRefused
    case "notConnected": return .notConnected
    case "connectionLost": return .connectionLost
    case "cancelled": return .cancelled
    case "responseTooLarge": return .responseTooLarge(limit: Int(detail) ?? responseLimit)
    case "helperMissing": return .helperMissing(path: detail.isEmpty ? nil : detail)
    default: return .other(detail)
    }
  }
}
