import Foundation

/// An intervals.icu API key, which never prints.
///
/// `description`, `debugDescription`, `dump` and string interpolation all show `<redacted>`, so a
/// key cannot reach an error message, a log line or a test failure by accident
/// (docs/architecture.md §7).
/// Only `authorizationHeader` reads it, to build the one header that needs it.
public struct IntervalsAPIKey: Sendable, Hashable, CustomStringConvertible,
  CustomDebugStringConvertible, CustomReflectable
{
  private let secret: String

  /// Wraps a key as found in `/settings` on intervals.icu.
  public init(_ key: String) {
    secret = key
  }

  /// Whether the key is empty (no key configured).
  public var isEmpty: Bool { secret.isEmpty }

  /// `Basic base64("API_KEY:<key>")`: HTTP Basic with the literal user name `API_KEY` and the key
  /// as password, as intervals.icu documents for personal use.
  public var authorizationHeader: String {
    "Basic " + Data("API_KEY:\(secret)".utf8).base64EncodedString()
  }

  /// `<redacted>`.
  public var description: String { "<redacted>" }

  /// `IntervalsAPIKey(<redacted>)`.
  public var debugDescription: String { "IntervalsAPIKey(<redacted>)" }

  /// A mirror without children, so `dump` shows nothing of the key.
  public var customMirror: Mirror { Mirror(self, children: [:]) }
}
