import Testing

@testable import VeloReadyCLI

/// A command line that parses, named so that a failure says which.
struct ParseCase: Sendable, CustomTestStringConvertible {
  let name: String
  let arguments: [String]
  let expected: Invocation

  var testDescription: String { name }

  init(
    _ name: String, _ arguments: [String], _ command: String, action: String? = nil,
    _ positionals: [String] = [], options configure: (inout OptionValues) -> Void = { _ in }
  ) {
    self.name = name
    self.arguments = arguments
    var options = OptionValues()
    configure(&options)
    expected = Invocation(
      command: command, action: action, arguments: positionals, options: options)
  }
}

/// A command line that is a usage error, with the message and the command its hint names.
struct UsageCase: Sendable, CustomTestStringConvertible {
  let name: String
  let arguments: [String]
  let message: String
  let command: String?

  var testDescription: String { name }

  init(_ name: String, _ arguments: [String], _ message: String, hint command: String?) {
    self.name = name
    self.arguments = arguments
    self.message = message
    self.command = command
  }
}
