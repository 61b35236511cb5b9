import Foundation
import ScoreEngine
import VeloKit
import VeloStore

/// `veloready __complete KIND WORDS…`, the hidden command the completion scripts run on Tab
/// (docs/architecture.md §3): the candidates of `KIND` from the store, one a line. It prints
/// nothing else and no error, and always exits 0: a store that is missing, locked or damaged
/// offers nothing, and the rider's shell carries on.
enum CompletionCandidates {
  /// The kinds the command table asks for.
  enum Kind: String {
    /// The short ids of the activities of the last year, newest first.
    case activityIDs = "activity-ids"
    /// The names of the stored tags.
    case tags
    /// The suggested tag names and the stored ones.
    case tagNames = "tag-names"
  }

  /// The days whose activities are offered, counted back from today.
  static let activityDays = 366

  /// Prints the candidates of `arguments` (`KIND WORDS…`).
  static func run(_ arguments: [String], _ environment: RunEnvironment, _ console: any Console)
    -> ExitCode
  {
    guard let kind = arguments.first.flatMap(Kind.init(rawValue:)) else { return .ok }
    var global = GlobalOptions()
    global.dataDirectory = dataDirectory(in: Array(arguments.dropFirst()), environment)
    let words = (try? candidates(kind, global, environment)) ?? []
    if !words.isEmpty { console.out(words.joined(separator: "\n") + "\n") }
    return .ok
  }

  private static func candidates(
    _ kind: Kind, _ global: GlobalOptions, _ environment: RunEnvironment
  ) throws(CLIError) -> [String] {
    let setup = try Setup.resolve(global, environment, console: SilentConsole())
    guard let store = setup.store else {
      return kind == .tagNames ? TagName.suggested : []
    }
    switch kind {
    case .tags, .tagNames:
      let stored = Set(try CLIError.fromStore(try store.database.tagNames()))
      let names = kind == .tags ? stored : stored.union(TagName.suggested)
      return names.sorted()
    case .activityIDs:
      let today = setup.clock.day(of: environment.now)
      let window = HistoryWindow(
        dates: today.adding(days: 1 - activityDays)...today.adding(days: 1))
      let ledger = try StoredTraining.slice(
        for: window, in: store, profile: setup.profile, keep: false)
      let corrections = try CLIError.fromStore(try store.database.activityCorrections())
      return ledger.activities.filter { window.dates.contains($0.date) }.reversed().map {
        ActivityShortID.shown($0, corrections: corrections)
      }
    }
  }

  /// The store the typed words name with `--data DIR`, `--data=DIR` or, as bash splits the
  /// line, `--data = DIR`; a leading `~/` is the home directory, as the shell would expand it.
  static func dataDirectory(in words: [String], _ environment: RunEnvironment) -> String? {
    var found: String?
    var index = 0
    while index < words.count {
      let word = words[index]
      if word == "--" { break }
      if word == "--data" {
        var next = index + 1
        if next < words.count, words[next] == "=" { next += 1 }
        if next < words.count { found = words[next] }
        index = next
      } else if word.hasPrefix("--data=") {
        found = String(word.dropFirst("--data=".count))
      }
      index += 1
    }
    guard let found, found.hasPrefix("~/"), let home = environment.variables["HOME"] else {
      return found
    }
    return home + found.dropFirst(1)
  }
}

/// A console that drops everything: warnings and notes of the store are no completion.
private final class SilentConsole: Console {
  var foldsToASCII: Bool { false }
  func out(_ text: String) {}
  func data(_ text: String) {}
  func err(_ text: String) {}
  func flush() {}
}
