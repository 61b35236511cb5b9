import VeloReadyCLI

/// `veloready-tools man-page > docs/veloready.1`: the man page made from the command and option
/// tables, which a test keeps current.
enum ManPageTool {
  static func run(_ arguments: [String]) throws {
    print(VeloReadyCommand.manPage(), terminator: "")
  }
}
