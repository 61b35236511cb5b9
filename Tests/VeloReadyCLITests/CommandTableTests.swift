import Testing

@testable import VeloKit
@testable import VeloReadyCLI

/// The command and option tables agree with themselves, and every unknown option on every
/// command gets a suggestion when it is a likely typo.
@Suite struct CommandTableTests {
  static let program = CommandTable.program

  /// One misspelt option on one command.
  struct Typo: Sendable, CustomTestStringConvertible {
    let command: String
    let typo: String
    let option: String

    var testDescription: String { "\(command) \(typo) (\(option))" }
  }

  /// For every command and every option it accepts: two letters swapped after the dashes of a
  /// long name, the case changed of a short one.
  static let typos: [Typo] = program.commands.flatMap { command in
    program.options(for: command.name).flatMap { option -> [Typo] in
      var letters = Array(option.name.dropFirst(2))
      letters.swapAt(0, 1)
      let long = Typo(command: command.name, typo: "--" + String(letters), option: option.name)
      guard let short = option.short else { return [long] }
      let flipped = short.last.map { $0.isUppercase ? $0.lowercased() : $0.uppercased() } ?? ""
      return [long, Typo(command: command.name, typo: "-" + flipped, option: short)]
    }
  }

  @Test(arguments: typos)
  func everyMisspeltOptionSuggestsTheOption(_ typo: Typo) {
    let arguments = typo.command == "help" ? ["help", typo.typo] : [typo.command, typo.typo]
    switch VeloReadyCommand.parse(arguments) {
    case .success(let invocation): Issue.record("parsed as \(invocation)")
    case .failure(let error):
      #expect(
        error.message == "Unknown option '\(typo.typo)'. Did you mean '\(typo.option)'?")
      #expect(error.command == typo.command)
    }
  }

  @Test func everyOptionNamesCommandsThatExist() {
    for option in Self.program.options {
      guard case .commands(let names) = option.scope else { continue }
      #expect(!names.isEmpty, "\(option.name) applies to no command")
      for name in names {
        #expect(Self.program.command(named: name) != nil, "\(option.name) names '\(name)'")
      }
      for name in option.helpByCommand.keys {
        #expect(names.contains(name), "\(option.name) has help for '\(name)', which lacks it")
      }
    }
  }

  @Test func noCommandHasTwoOptionsOfOneName() {
    for command in Self.program.commands {
      let names = Self.program.options(for: command.name).flatMap(CompletionScript.names)
      #expect(Set(names).count == names.count, "\(command.name): \(names.sorted())")
    }
  }

  @Test func optionReferencesPointAtRealOptionsAndActions() {
    for option in Self.program.options {
      for other in option.excludes {
        #expect(Self.program.options.contains { $0.name == other }, "\(option.name): \(other)")
      }
      guard let action = option.action, case .commands(let names) = option.scope else { continue }
      for name in names {
        #expect(Self.program.command(named: name)?.action(named: action) != nil)
      }
    }
  }

  @Test func declaredUsageLinesNameOnlyTheCommandsOwnOptions() {
    for command in Self.program.commands {
      for line in command.usage ?? [] {
        let words = line.split(separator: " ").map { $0.trimmingCharacters(in: ["[", "]"]) }
        #expect(words.first == command.name, "'\(line)'")
        for word in words where word.hasPrefix("-") {
          #expect(
            Self.program.ownOptions(of: command.name).contains { $0.name == word },
            "'\(line)' names \(word)")
        }
        for word in words.dropFirst() where !word.hasPrefix("-") && !word.hasPrefix("<") {
          #expect(command.action(named: word) != nil, "'\(line)' names '\(word)'")
        }
      }
    }
  }

  @Test func theOverviewListsEveryCommandAndEveryPageRenders() {
    let overview = HelpPage.overview(Self.program)
    for command in Self.program.commands {
      #expect(overview.contains("\n  \(command.name) "), "the overview lacks \(command.name)")
      let page = HelpPage.text(for: command.name, in: Self.program)
      #expect(page.hasPrefix("OVERVIEW: \(command.summary)\n"))
      #expect(page.contains("USAGE: veloready \(command.name)"))
    }
  }

  /// Help fits `COLUMNS`: at 40, 80 and 100 columns every line of every page fits, except an
  /// example (copied, so never broken) and a line that is one word too wide to break.
  @Test(arguments: [40, 80, 100]) func helpWrapsToTheWidth(width: Int) {
    for topic in [nil] + Self.program.commands.map(\.name) {
      let page = HelpPage.text(for: topic, in: Self.program, width: width)
      let examples = page.components(separatedBy: "EXAMPLES:\n").dropFirst().joined()
      for line in page.split(separator: "\n") where TextWidth.of(String(line)) > width {
        let words = line.split(separator: " ")
        #expect(
          words.count == 1 || examples.contains(line),
          "help \(topic ?? "") at \(width): '\(line)'")
      }
    }
    let runner = InProcessRunner(variables: ["COLUMNS": "\(width)", "LANG": "C.UTF-8"])
    let lines = runner.run(["help", "config"]).stdout.split(separator: "\n")
    #expect(lines.count > 40 && lines.allSatisfy { TextWidth.of(String($0)) <= width })
  }

  @Test func everyWordACompletionOffersNeedsNoQuoting() {
    var words = Self.program.commands.map(\.name)
    words += Self.program.options.flatMap(CompletionScript.names)
    words += Self.program.options.flatMap { Self.program.words($0.valueCompletion) }
    words += CompletionScript.slots(Self.program).flatMap { Self.program.words($0.completion) }
    for word in words {
      #expect(
        !word.isEmpty
          && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) },
        "'\(word)'")
    }
  }
}
