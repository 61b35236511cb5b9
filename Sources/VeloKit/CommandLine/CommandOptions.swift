/// A program's option values, as the parser fills them in: they start empty (`init()`), each
/// option given stores its value through its `OptionSpec`, and two of them the parser acts on
/// itself.
package protocol CommandOptions: Equatable, Sendable {
  /// No option given.
  init()
  /// `-h`, `--help`: the parser answers with the `help` command instead of the one named.
  var help: Bool { get }
  /// `-V`, `--version`: the parser stops checking the command line.
  var version: Bool { get }
}
