import Foundation
import NetworkWire

extension IntervalsClient {
  /// The body of a successful `GET {baseURL}/api/v1/athlete/{athleteID}/{resource}?{query}`,
  /// retrying 429 by the retry policy.
  func get(_ resource: String, query: [(String, String)]) async throws(IntervalsError) -> [UInt8] {
    let request = HTTPRequest(
      url: try url(resource, query: query),
      headers: ["Authorization": apiKey.authorizationHeader, "Accept": "application/json"],
      timeout: requestTimeout)
    let host = request.url.host ?? baseURL.absoluteString
    var attempt = 1
    while true {
      let response: HTTPResponse
      do {
        response = try await transport.send(request)
      } catch {
        switch error {
        case .timedOut: throw .timedOut(host: host, after: requestTimeout)
        case .cancelled: throw .cancelled
        case .responseTooLarge(let limit): throw .responseTooLarge(host: host, limit: limit)
        case .helperMissing(let path): throw .helperMissing(path: path)
        default: throw .unreachable(host: host, reason: error)
        }
      }
      switch response.status {
      case 200..<300:
        return response.body
      case 401:
        throw .unauthorized
      case 403:
        throw .forbidden(athleteID: athleteID)
      case 404:
        throw .notFound(athleteID: athleteID)
      case 429:
        let retryAfter = RetryPolicy.retryAfter(response.headers["retry-after"], now: now())
        guard let delay = retryPolicy.delay(beforeRetry: attempt, retryAfter: retryAfter) else {
          throw .rateLimited(attempts: attempt, retryAfter: retryAfter)
        }
        do {
          try await self.sleep(delay)
        } catch {
          throw .cancelled
        }
        attempt += 1
      case 500..<600:
        throw .serverError(status: response.status)
      default:
        throw .unexpectedStatus(response.status)
      }
    }
  }

  /// The request URL; the athlete id is percent-encoded as one path segment, and any user or
  /// password in the base URL is dropped so credentials travel only in the header.
  func url(_ resource: String, query: [(String, String)]) throws(IntervalsError) -> URL {
    guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false),
      let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
      components.host?.isEmpty == false
    else { throw .invalidBaseURL(baseURL.absoluteString) }
    components.user = nil
    components.password = nil
    var segment = CharacterSet.urlPathAllowed
    segment.remove(charactersIn: "/;")
    let athlete = athleteID.addingPercentEncoding(withAllowedCharacters: segment) ?? athleteID
    var path = components.percentEncodedPath
    while path.hasSuffix("/") { path.removeLast() }
    components.percentEncodedPath = path + "/api/v1/athlete/\(athlete)/\(resource)"
    components.queryItems = query.map { URLQueryItem(name: $0.0, value: $0.1) }
    guard let url = components.url else { throw .invalidBaseURL(baseURL.absoluteString) }
    return url
  }
}
