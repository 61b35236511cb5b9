import Foundation
import TestSupport

/// The Swift files of one target, read as text: which top-level types each folder declares and
/// which type names each file mentions.
///
/// It is a textual index, not a compiler: comments and string literals are removed, top-level
/// `struct`, `enum`, `class`, `protocol`, `actor` and `typealias` declarations (not `private`
/// ones) are collected, and every capitalised identifier counts as a mention.
struct SourceIndex {
  /// A folder's mention of a type declared in another folder.
  struct Use: Hashable, CustomStringConvertible {
    let from: String
    let to: String
    let file: String
    let type: String

    var description: String { "\(from) → \(to) (\(file) uses \(type))" }
  }

  let target: String
  /// Folder of each declared type name.
  private(set) var declarations: [String: String] = [:]
  /// Type names declared in more than one folder (ambiguous; not counted as uses).
  private(set) var duplicates: Set<String> = []
  /// Every cross-folder use.
  private(set) var uses: [Use] = []

  init(target: String) throws {
    self.target = target
    let root = Paths.root.appendingPathComponent("Sources/\(target)")
    let files = try Self.swiftFiles(under: root)
    let relatives = files.map { String($0.path.dropFirst(root.path.count + 1)) }
    var texts: [(folder: String, file: String, text: String)] = []
    for (file, relative) in zip(files, relatives) {
      let folder = Self.folder(of: relative, among: relatives)
      let text = Self.stripped(try String(contentsOf: file, encoding: .utf8))
      texts.append((folder, relative, text))
      for name in Self.declaredTypes(in: text) {
        if let other = declarations[name], other != folder { duplicates.insert(name) }
        declarations[name] = folder
      }
    }
    var seen: Set<Use> = []
    for (folder, file, text) in texts {
      for name in Self.capitalisedIdentifiers(in: text) where !duplicates.contains(name) {
        guard let owner = declarations[name], owner != folder else { continue }
        let use = Use(from: folder, to: owner, file: file, type: name)
        if seen.insert(use).inserted { uses.append(use) }
      }
    }
  }

  /// The folder `relative` belongs to: its first component (`Store` for `Store/V1/…`), or its
  /// first two when the first holds only folders (`Reports/Week` for `Reports/Week/…`); `.` for a
  /// file at the target's root.
  static func folder(of relative: String, among all: [String]) -> String {
    let parts = relative.split(separator: "/").map(String.init)
    guard parts.count > 1 else { return "." }
    let grouping = !all.contains {
      $0.hasPrefix(parts[0] + "/") && $0.split(separator: "/").count == 2
    }
    return grouping && parts.count > 2 ? parts[0] + "/" + parts[1] : parts[0]
  }

  /// The folders each folder uses.
  var graph: [String: Set<String>] {
    var graph: [String: Set<String>] = [:]
    for use in uses { graph[use.from, default: []].insert(use.to) }
    return graph
  }

  static func swiftFiles(under root: URL) throws -> [URL] {
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    else { return [] }
    return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
      .sorted { $0.path < $1.path }
  }

  /// `text` without comments and string literals (raw, multi-line and plain).
  static func stripped(_ text: String) -> String {
    var output = ""
    var characters = Array(text)
    characters.append("\n")
    var index = 0
    // Compared in place: copying both sides into arrays at every character was most of the
    // architecture tests' time.
    func starts(_ prefix: String, at position: Int) -> Bool {
      var offset = position
      for character in prefix {
        guard offset < characters.count, characters[offset] == character else { return false }
        offset += 1
      }
      return true
    }
    while index < characters.count {
      if starts("//", at: index) {
        while index < characters.count, characters[index] != "\n" { index += 1 }
      } else if starts("/*", at: index) {
        index += 2
        while index < characters.count, !starts("*/", at: index) { index += 1 }
        index += 2
      } else if characters[index] == "#" || characters[index] == "\"" {
        var hashes = 0
        var position = index
        while position < characters.count, characters[position] == "#" {
          hashes += 1
          position += 1
        }
        guard position < characters.count, characters[position] == "\"" else {
          output.append(characters[index])
          index += 1
          continue
        }
        let triple = starts("\"\"\"", at: position)
        let closing = (triple ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
        position += triple ? 3 : 1
        while position < characters.count, !starts(closing, at: position) {
          if hashes == 0, characters[position] == "\\" { position += 1 }
          position += 1
        }
        index = position + closing.count
        output += "\"\""
      } else {
        output.append(characters[index])
        index += 1
      }
    }
    return output
  }

  /// Names of the top-level type declarations that other files can see.
  static func declaredTypes(in text: String) -> [String] {
    let keywords: Set<String> = ["struct", "enum", "class", "protocol", "actor", "typealias"]
    let modifiers: Set<String> = [
      "public", "internal", "package", "open", "final", "indirect", "nonisolated",
    ]
    var names: [String] = []
    for line in text.split(separator: "\n")
    where line.first.map({ $0.isLetter || $0 == "@" }) ?? false {
      var words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" || $0 == "{" })
        .map(String.init)
      while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) {
        words.removeFirst()
      }
      guard words.count >= 2, keywords.contains(words[0]) else { continue }
      names.append(words[1])
    }
    return names
  }

  /// Every identifier that starts with a capital letter.
  static func capitalisedIdentifiers(in text: String) -> Set<String> {
    var names: Set<String> = []
    var current = ""
    for character in text {
      if character.isLetter || character.isNumber || character == "_" {
        current.append(character)
      } else {
        if let first = current.first, first.isUppercase { names.insert(current) }
        current = ""
      }
    }
    return names
  }
}
