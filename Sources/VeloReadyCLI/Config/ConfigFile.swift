import Foundation
import ScoreEngine
import VeloJSON
import VeloKit
import VeloStore

#if canImport(Glibc)
  import Glibc
#endif

/// Reads and writes `config.json` (mode 0600: it may hold the intervals.icu key).
enum ConfigFile {
  /// Reads the config at `path`; a missing file is the default config.
  ///
  /// `repairing` names the key a `config set` or `config unset` is about to replace: a bad
  /// hand-edited value of that key is dropped rather than refused, and the settings are not
  /// checked together (the change checks them), so that the command meant to fix the file can.
  static func load(_ path: String, repairing: String? = nil) throws(CLIError) -> Config {
    let bytes: [UInt8]?
    do {
      bytes = try AtomicFile.read(path)
    } catch {
      throw CLIError.unreadable("cannot read \(error.description)")
    }
    guard let bytes else { return Config() }
    let document: JSONValue
    do {
      document = try JSONParser.parse(bytes)
    } catch {
      throw CLIError.badData("cannot read '\(path)': not valid JSON (\(error))")
    }
    guard case .object(var members) = document else {
      throw CLIError.badData("cannot read '\(path)': expected a JSON object")
    }
    var config = Config()
    let intervals = members.removeValue(forKey: "intervals")
    func apply(_ name: String, _ value: JSONValue) throws(CLIError) {
      do {
        try Self.apply(name, value, to: &config, path: path)
      } catch  where repairing != nil && ConfigKey.named(name)?.name == repairing {
        // The value being replaced: left at its default until the change sets it.
      }
    }
    for (name, value) in members {
      try apply(name, value)
    }
    if let intervals {
      guard case .object(let nested) = intervals else {
        throw CLIError.badData("cannot read '\(path)': 'intervals' must be an object")
      }
      for (name, value) in nested {
        try apply("intervals.\(name)", value)
      }
    }
    guard repairing == nil else { return config }
    do {
      try config.checkTogether()
    } catch {
      throw CLIError.badData("cannot use '\(path)': \(error.message)")
    }
    return config
  }

  private static func apply(
    _ name: String, _ value: JSONValue, to config: inout Config, path: String
  ) throws(CLIError) {
    guard let key = ConfigKey.named(name) else {
      config.unknown[name] = value
      return
    }
    if value.isNull { return key.unset(&config) }
    let text: String
    switch value {
    case .string(let string): text = string
    case .number(let number):
      text = number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    case .array(let items): text = JSONWriter.compact(.array(items))
    default: text = JSONWriter.compact(value)
    }
    do {
      try key.set(&config, text)
    } catch {
      let shown = key.secret ? "…" : ConfigKey.shown(text)
      throw CLIError.badData(
        "cannot use '\(path)': invalid value '\(shown)' for '\(name)': expected \(error.expected)")
    }
  }

  /// The JSON document for `config`, with only keys that differ from their defaults.
  static func document(_ config: Config) -> JSONValue {
    var members = config.unknown
    let defaults = Config()
    var intervals: [String: JSONValue] = [:]
    for key in ConfigKey.all {
      let value =
        key.secret ? config.intervals.apiKey.map { JSONValue.string($0) } : key.get(config)
      let defaultValue = key.secret ? nil : key.get(defaults)
      guard let value, value != defaultValue else { continue }
      if key.name.hasPrefix("intervals.") {
        intervals[String(key.name.dropFirst("intervals.".count))] = value
      } else {
        members[key.name] = value
      }
    }
    if !intervals.isEmpty { members["intervals"] = .object(intervals) }
    return .object(members)
  }

  /// Changes the config in `store` under its write lock: reads `config.json` afresh, applies
  /// `change`, writes it back and advances the store's generation, all in one transaction, so
  /// two processes changing settings at once both keep their change. Returns the new config.
  ///
  /// If the transaction fails after `config.json` was written (a full disk at the commit), the
  /// file's previous bytes are put back, so that the store and its settings are both as they
  /// were before, as the error says. The database's lock ends with the failed commit (SQLite
  /// rolls back by itself after a full disk), so the whole change, the putting back included,
  /// also holds a lock of its own on the store's folder: another `config set` waits for it
  /// rather than reading the failed value or having its own change overwritten by the putting
  /// back. `afterFailure` runs between the failed commit and the putting back (tests start a
  /// second change there). `repairing` is passed to `load(_:repairing:)`.
  static func update(
    in store: Store, repairing: String? = nil, afterFailure: () -> Void = {},
    _ change: (inout Config) throws(CLIError) -> Void
  ) throws(CLIError) -> Config {
    let folder = FolderLock(store.root)
    defer { folder.release() }
    var previous: [UInt8]??
    do throws(CLIError) {
      return try store.write { () throws(CLIError) -> Config in
        var config = try load(store.configPath, repairing: repairing)
        try change(&config)
        do throws(FileError) {
          previous = .some(try AtomicFile.read(store.configPath))
        } catch {
          throw CLIError.unreadable("cannot read \(error.description)")
        }
        try save(config, to: store.configPath)
        return config
      }
    } catch {
      if case .some(let bytes) = previous {
        afterFailure()
        restore(bytes, at: store.configPath)
      }
      throw error
    }
  }

  /// Puts back the bytes `config.json` had (or removes it when there was none), best effort:
  /// the error being reported is the one that matters.
  private static func restore(_ bytes: [UInt8]?, at path: String) {
    if let bytes {
      try? AtomicFile.write(bytes, to: path, mode: 0o600)
    } else {
      try? FileManager.default.removeItem(atPath: path)
    }
  }

  /// Writes `config` atomically with mode 0600.
  static func save(_ config: Config, to path: String) throws(CLIError) {
    do {
      try AtomicFile.write(JSONWriter.pretty(document(config)), to: path, mode: 0o600)
    } catch {
      throw CLIError.unreadable("cannot write \(error.description)")
    }
  }
}

/// An exclusive `flock` on a folder, held from its creation to `release()`; best effort (a
/// folder that cannot be opened or locked is not locked, and the database's lock still orders
/// the changes themselves).
private struct FolderLock {
  private let descriptor: Int32

  init(_ path: String) {
    descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
  }

  func release() {
    guard descriptor >= 0 else { return }
    close(descriptor)
  }
}
