import Foundation
import TestSupport
import Testing

/// The rule of docs/architecture.md §3 inside every library target: no two folders use each
/// other, not even through others (no cycle), and inside `VeloReadyCLI` no folder uses `Commands`,
/// the wiring on top. Which target may use which is the compiler's to check (Package.swift).
@Suite struct FolderTests {
  static let targets = [
    "VeloJSON", "ScoreEngine", "HealthImport", "NetworkWire", "VeloKit", "VeloStore",
    "VeloReadyCLI",
  ]

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

  @Test func nothingUsesTheCommands() throws {
    let index = try SourceIndex(target: "VeloReadyCLI")
    for use in index.uses where use.to == "Commands" {
      Issue.record("\(use): only main.swift and the tools may start a command")
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

  @Test func aFolderOfFoldersIsNotOne() {
    let files = [
      "Reports/Week/A.swift", "Reports/Shared/B.swift", "Store/C.swift", "Store/V1/D.swift",
    ]
    #expect(SourceIndex.folder(of: files[0], among: files) == "Reports/Week")
    #expect(SourceIndex.folder(of: files[3], among: files) == "Store")
    #expect(SourceIndex.folder(of: "E.swift", among: files) == ".")
  }

  @Test func aCycleIsFound() {
    #expect(Self.cycle(in: ["A": ["B"], "B": ["C"], "C": ["A"]]) != nil)
    #expect(Self.cycle(in: ["A": ["B"], "B": ["C"], "C": []]) == nil)
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
