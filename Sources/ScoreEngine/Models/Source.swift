/// The importer a record came through (docs/formats.md §1.3).
public enum Provider: String, CaseIterable, Hashable, Sendable, Codable {
  /// The `veloready.records/v1` format.
  case native
  /// An Apple Health export.
  case appleHealth = "apple-health"
  /// The intervals.icu API.
  case intervals = "intervals.icu"
  /// A Strava bulk-export `activities.csv`.
  case strava
  /// A FIT, TCX or GPX file from a device.
  case device = "device"
  /// A WHOOP data export.
  case whoop
  /// An Oura data export.
  case oura
  /// A Garmin Connect account data export.
  case garminConnect = "garmin-connect"
}

/// The device or app that measured a record, together with the provider that imported it.
///
/// Two sources are the same only when both the provider and the name match (docs/algorithm.md §3).
public struct Source: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The importer.
  public var provider: Provider
  /// The device or app name, e.g. "Mark's Apple Watch"; `native` for a native file without one.
  public var name: String

  /// Creates a source.
  public init(provider: Provider, name: String) {
    self.provider = provider
    self.name = name
  }

  /// `name (provider)`.
  public var description: String { "\(name) (\(provider.rawValue))" }
}

/// Provider precedence: the configured order first, then unlisted providers by name
/// (docs/algorithm.md §3).
public struct SourcePrecedence: Hashable, Sendable {
  /// The default order, `intervals.icu > apple-health > strava > native`.
  public static let standard = SourcePrecedence([.intervals, .appleHealth, .strava, .native])

  /// Every provider, highest precedence first. A list, not a `[Provider: Int]`: a dictionary
  /// keyed by an engine type is instantiated at run time by a conformance check that, in
  /// veloready's static executable, scans every conformance record (docs/performance.md §5c).
  public let order: [Provider]

  /// Creates the precedence of `order` (highest first); duplicates keep their first place.
  public init(_ order: [Provider]) {
    var listed: [Provider] = []
    for provider in order where !listed.contains(provider) {
      listed.append(provider)
    }
    let unlisted = Provider.allCases.filter { !listed.contains($0) }.sorted {
      SourceOrder.bytesPrecede($0.rawValue, $1.rawValue)
    }
    self.order = listed + unlisted
  }

  /// 0 for the highest-precedence provider, then 1, 2, ….
  public func rank(_ provider: Provider) -> Int {
    order.firstIndex(of: provider) ?? Int.max
  }
}

/// Byte-order comparisons of names, as docs/algorithm.md §2.3 and §3 require for ties.
public enum SourceOrder {
  /// Whether `a` sorts before `b` by the bytes of their UTF-8 encodings.
  public static func bytesPrecede(_ a: String, _ b: String) -> Bool {
    a.utf8.lexicographicallyPrecedes(b.utf8)
  }

  /// Orders sources by name bytes, then provider name, for deterministic ties.
  public static func precedes(_ a: Source, _ b: Source) -> Bool {
    if a.name != b.name { return bytesPrecede(a.name, b.name) }
    return bytesPrecede(a.provider.rawValue, b.provider.rawValue)
  }
}
