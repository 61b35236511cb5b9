/// What the server answered.
public struct HTTPResponse: Sendable, Hashable {
  /// The status code, e.g. 200.
  public var status: Int
  /// Header fields with lower-cased names, e.g. `retry-after`.
  public var headers: [String: String]
  /// The body bytes.
  public var body: [UInt8]

  /// Creates a response; header names are lower-cased.
  public init(status: Int, headers: [String: String] = [:], body: [UInt8] = []) {
    self.status = status
    self.headers = Dictionary(
      headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
    self.body = body
  }
}
