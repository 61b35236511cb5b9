import Foundation
import ScoreEngine
import VeloKit

/// The machine's time zone database, TZif files under `$TZDIR` or `/usr/share/zoneinfo`, read
/// into TZif clocks: days are then computed without loading ICU, which Foundation needs for any
/// named zone (docs/architecture.md §12).
///
/// Every lookup returns `nil` when there is no such readable TZif file (macOS and Linux both
/// ship the directory; a minimal container may not), and the caller falls back to Foundation.
public struct ZoneDirectory: Sendable {
  /// Where the zone files are.
  let path: String

  /// The directory `TZDIR` names, else the system's.
  public init(variables: [String: String]) {
    let configured = variables["TZDIR"] ?? ""
    path = configured.isEmpty ? "/usr/share/zoneinfo" : configured
  }

  /// The clock of the IANA zone `name` (e.g. `Europe/Berlin`), read from its file.
  func clock(named name: String) -> ZoneClock? {
    guard Self.isZoneName(name) else { return nil }
    return Self.clock(file: path + "/" + name, identifier: name)
  }

  /// Whether the IANA zone `name` has a file that starts as a TZif file does: the cheap check of
  /// a configured zone's name; `clock(named:)` reads the whole file when the zone is used.
  func hasZone(named name: String) -> Bool {
    guard Self.isZoneName(name) else { return false }
    let descriptor = open(path + "/" + name, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var magic = [UInt8](repeating: 0, count: 4)
    let count = magic.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 4) }
    return count == 4 && magic == Array("TZif".utf8)
  }

  /// The machine's zone: from its zone file when there is one, else Foundation's
  /// `TimeZone.current`.
  public func systemClock(variables: [String: String]) -> ZoneClock {
    systemZoneFile(variables: variables) ?? ZoneClock(timeZone: TimeZone.current)
  }

  /// The machine's zone as Foundation's `TimeZone.current` finds it on Linux: `TZ` when it is a
  /// zone name, else the zone `/etc/localtime` links to (its name is the link's path after
  /// `zoneinfo/`). `nil` when neither gives a readable file with a name.
  func systemZoneFile(variables: [String: String]) -> ZoneClock? {
    if let name = variables["TZ"], !name.isEmpty {
      // Foundation ignores a TZ that is not a zone name (`:Europe/Berlin`, a path, a POSIX
      // rule) and falls back to /etc/localtime; so does this.
      if let clock = clock(named: name) { return clock }
      if Self.isZoneName(name) { return nil }
    }
    guard let target = Self.linkTarget("/etc/localtime") else { return nil }
    let components = target.split(separator: "/", omittingEmptySubsequences: false)
    guard let marker = components.lastIndex(of: "zoneinfo") else { return nil }
    let name = components[(marker + 1)...].joined(separator: "/")
    guard Self.isZoneName(name) else { return nil }
    return Self.clock(file: "/etc/localtime", identifier: name)
  }

  /// Whether `name` can be a zone file's path below the directory: relative, no `.` or `..`
  /// component, only the characters of IANA names.
  static func isZoneName(_ name: String) -> Bool {
    let components = name.split(separator: "/", omittingEmptySubsequences: false)
    return !name.isEmpty
      && components.allSatisfy { component in
        !component.isEmpty && component != "." && component != ".."
          && component.utf8.allSatisfy { byte in
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
              || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte == 0x2D || byte == 0x2B
              || byte == 0x2E
          }
      }
  }

  private static func clock(file: String, identifier: String) -> ZoneClock? {
    guard let bytes = try? AtomicFile.read(file),
      let rules = try? ZoneRules(tzif: bytes, identifier: identifier)
    else { return nil }
    return ZoneClock(rules: rules)
  }

  private static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink(path, &buffer, buffer.count - 1)
    guard length > 0 else { return nil }
    return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
