import VeloKit

// The generic command-line machinery of `VeloKit`, bound to veloready's option values: the
// command table, the option table and every command use these names.

/// One option of `OptionTable`.
typealias OptionSpec = VeloKit.OptionSpec<OptionValues>
/// One command of `CommandTable`.
typealias CommandSpec = VeloKit.CommandSpec<OptionValues>
/// The whole command line, `CommandTable.program`.
typealias ProgramSpec = VeloKit.ProgramSpec<OptionValues>
/// A parsed command line.
typealias Invocation = VeloKit.Invocation<OptionValues>
/// What a command runs with.
typealias CommandContext = VeloKit.CommandContext<OptionValues>

extension OptionValues: CommandOptions {}

extension CommandContext {
  /// The global options.
  var global: GlobalOptions { invocation.options.global }
}
