import Foundation
import TestSupport
import Testing

/// The floors of docs/architecture.md §3: inside every target no two folders use each other (no
/// cycle), and inside `VeloReadyCLI` a folder uses only the folders below it.
@Suite struct FloorTests {
  static let targets = ["VeloJSON", "ScoreEngine", "HealthImport", "NetworkWire", "VeloReadyCLI"]

  @Test(arguments: targets)
  func noFolderCycles(_ target: String) throws {
    let index = try SourceIndex(target: target)
    if let cycle = Self.cycle(in: index.graph) {
      let steps = zip(cycle, cycle.dropFirst()).compactMap { from, to in
        index.uses.first { $0.from == from && $0.to == to }?.description
      }
      let message =
        "\(target): folders use each other: \(cycle.joined(separator: " → "))\n"
        + steps.joined(separator: "\n")
      Issue.record(Comment(rawValue: message))
    }
  }

  @Test func theCommandLineLibraryUsesOnlyFloorsBelow() throws {
    let floors = try Self.floors()
    let index = try SourceIndex(target: "VeloReadyCLI")
    for use in index.uses {
      guard let from = floors[use.from], let to = floors[use.to] else { continue }
      #expect(to < from, "\(use): '\(use.to)' is not below '\(use.from)'")
    }
  }

  @Test func everyCommandLineFolderIsAFloor() throws {
    let floors = try Self.floors()
    let folders = try SourceIndex.swiftFiles(
      under: Paths.root.appendingPathComponent("Sources/VeloReadyCLI")
    ).compactMap { url -> String? in
      let parts = url.pathComponents
      guard let position = parts.lastIndex(of: "VeloReadyCLI"), position + 2 < parts.count
      else { return nil }
      return parts[position + 1]
    }
    for folder in Set(folders).sorted() {
      #expect(
        floors[folder] != nil,
        "'Sources/VeloReadyCLI/\(folder)' is not in the floors table of docs/architecture.md")
    }
  }

  @Test func theIndexSeesUsesAndIgnoresCommentsAndStrings() {
    let text = SourceIndex.stripped(
      """
      // Store mentions Today in a comment
      let a = "Today" + #"Today"# + \"""
      Today
      \"""
      struct Store { let error: CLIError }
      """)
    #expect(SourceIndex.capitalisedIdentifiers(in: text) == ["Store", "CLIError"])
    #expect(SourceIndex.declaredTypes(in: text) == ["Store"])
    #expect(
      SourceIndex.declaredTypes(in: "private struct Hidden {}\nfinal class Shown {}") == ["Shown"])
  }

  @Test func aCycleIsFound() {
    #expect(Self.cycle(in: ["A": ["B"], "B": ["C"], "C": ["A"]]) != nil)
    #expect(Self.cycle(in: ["A": ["B"], "B": ["C"], "C": []]) == nil)
  }

  /// The floor number of each `VeloReadyCLI` folder, from the table in docs/architecture.md §3
  /// that follows the line `<!-- floors: VeloReadyCLI -->`.
  static func floors() throws -> [String: Int] {
    let document = try String(
      contentsOf: Paths.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
    guard let marker = document.range(of: "<!-- floors: VeloReadyCLI -->") else {
      Issue.record("docs/architecture.md has no '<!-- floors: VeloReadyCLI -->' table")
      return [:]
    }
    var floors: [String: Int] = [:]
    for line in document[marker.upperBound...].split(separator: "\n").dropFirst(2) {
      guard line.hasPrefix("|") else { break }
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 2, let floor = Int(cells[0]) else { continue }
      for folder in cells[1].split(separator: ",") {
        floors[folder.trimmingCharacters(in: CharacterSet(charactersIn: " `"))] = floor
      }
    }
    return floors
  }

  /// A cycle of `graph` as a path that ends where it starts, or `nil`.
  static func cycle(in graph: [String: Set<String>]) -> [String]? {
    var state: [String: Bool] = [:]  // false: on the current path; true: finished
    var path: [String] = []
    func visit(_ node: String) -> [String]? {
      if state[node] == true { return nil }
      if state[node] == false {
        guard let start = path.firstIndex(of: node) else { return nil }
        return Array(path[start...]) + [node]
      }
      state[node] = false
      path.append(node)
      for next in (graph[node] ?? []).sorted() {
        if let found = visit(next) { return found }
      }
      path.removeLast()
      state[node] = true
      return nil
    }
    for node in graph.keys.sorted() {
      if let found = visit(node) { return found }
    }
    return nil
  }
}
