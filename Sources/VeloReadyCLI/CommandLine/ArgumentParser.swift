import ScoreEngine

/// The hand-written command-line parser: a pure function from arguments to an `Invocation`.
///
/// Global options may come before or after the command. `--name=value` and `--name value` are
/// both accepted. An unknown option or command suggests the nearest valid one.
public enum ArgumentParser {
  /// The commands, in help order.
  public static let commands = ["today", "import", "sync", "alerts", "config", "help"]

  static let globalValueOptions = ["--data", "--color", "--tz"]
  static let globalFlags = ["--ascii", "--help", "-h", "--version"]
  static let todayValueOptions = ["--date"]
  static let todayFlags = ["--json", "--offline", "--cached", "--refresh", "--check"]
  static let syncValueOptions = ["--days"]
  static let alertsValueOptions = ["--date", "--until"]
  static let alertsFlags = ["--json", "--check"]

  /// Parses the arguments after the program name.
  public static func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
    do {
      return .success(try parseOrThrow(arguments))
    } catch {
      return .failure(error)
    }
  }

  private static func parseOrThrow(_ arguments: [String]) throws(UsageError) -> Invocation {
    var global = GlobalOptions()
    var command: String?
    var commandOptions: [(name: String, value: String?)] = []
    var positionals: [String] = []
    var wantsHelp = false
    var wantsVersion = false
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        if command == nil, !onlyPositionals {
          guard commands.contains(argument) else { throw unknownCommand(argument) }
          command = argument
        } else {
          positionals.append(argument)
        }
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      let (name, inlineValue) = split(argument)
      func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard index < arguments.count else {
          throw UsageError("Missing value for '\(name) <\(placeholder(name))>'", command: command)
        }
        index += 1
        return arguments[index - 1]
      }
      switch name {
      case "--data": global.dataDirectory = try value()
      case "--tz": global.timeZone = try value()
      case "--color":
        let text = try value()
        guard let choice = ColorChoice(rawValue: text) else {
          throw UsageError(
            "The value '\(text)' is invalid for '--color <when>'. Use auto, always or never.",
            command: command)
        }
        global.color = choice
      case "--ascii": global.ascii = try flag(name, inlineValue)
      case "--help", "-h": wantsHelp = try flag(name, inlineValue)
      case "--version": wantsVersion = try flag(name, inlineValue)
      default:
        let effective = command ?? "today"
        if effective == "today", todayValueOptions.contains(name) {
          commandOptions.append((name, try value()))
        } else if effective == "today", todayFlags.contains(name) {
          _ = try flag(name, inlineValue)
          commandOptions.append((name, nil))
        } else if effective == "sync", syncValueOptions.contains(name) {
          commandOptions.append((name, try value()))
        } else if effective == "alerts", alertsValueOptions.contains(name) {
          commandOptions.append((name, try value()))
        } else if effective == "alerts", alertsFlags.contains(name) {
          _ = try flag(name, inlineValue)
          commandOptions.append((name, nil))
        } else {
          throw unknownOption(name, command: effective)
        }
      }
    }
    if wantsHelp { return Invocation(global: global, command: .help(command)) }
    if wantsVersion { return Invocation(global: global, command: .version) }
    return Invocation(
      global: global,
      command: try build(command ?? "today", options: commandOptions, positionals: positionals))
  }

  private static func build(
    _ command: String, options: [(name: String, value: String?)], positionals: [String]
  ) throws(UsageError) -> Command {
    switch command {
    case "today":
      if let extra = positionals.first {
        throw UsageError("Unexpected argument '\(extra)'", command: "today")
      }
      return .today(try todayOptions(options))
    case "import":
      guard !positionals.isEmpty else {
        throw UsageError("Missing expected argument '<path> ...'", command: "import")
      }
      return .importFiles(positionals)
    case "sync":
      if let extra = positionals.first {
        throw UsageError("Unexpected argument '\(extra)'", command: "sync")
      }
      var days: Int?
      for (_, value) in options {
        guard let text = value, let number = Int(text), (1...3650).contains(number) else {
          throw UsageError(
            "The value '\(value ?? "")' is invalid for '--days <n>'. Use a whole number of days, 1–3650.",
            command: "sync")
        }
        days = number
      }
      return .sync(days: days)
    case "alerts":
      return try alerts(options, positionals)
    case "config":
      return .config(try configAction(positionals))
    case "help":
      guard positionals.count <= 1 else {
        throw UsageError("Unexpected argument '\(positionals[1])'", command: "help")
      }
      if let topic = positionals.first, !commands.contains(topic) {
        throw unknownCommand(topic)
      }
      return .help(positionals.first)
    default:
      throw unknownCommand(command)
    }
  }

  private static func todayOptions(_ options: [(name: String, value: String?)]) throws(UsageError)
    -> TodayOptions
  {
    var today = TodayOptions()
    for (name, value) in options {
      switch name {
      case "--date":
        guard let text = value, let date = LocalDate(iso: text) else {
          throw UsageError(
            "The value '\(value ?? "")' is invalid for '--date <date>'. Use YYYY-MM-DD.",
            command: "today")
        }
        today.date = date
      case "--json": today.json = true
      case "--offline": today.offline = true
      case "--cached": today.cached = true
      case "--refresh": today.refresh = true
      case "--check": today.check = true
      default: break
      }
    }
    if today.cached && today.refresh {
      throw UsageError("'--cached' and '--refresh' cannot be used together", command: "today")
    }
    return today
  }

  private static func alerts(
    _ options: [(name: String, value: String?)], _ positionals: [String]
  ) throws(UsageError) -> Command {
    var parsed = AlertsOptions()
    for (name, value) in options {
      switch name {
      case "--date", "--until":
        guard let text = value, let date = LocalDate(iso: text) else {
          throw UsageError(
            "The value '\(value ?? "")' is invalid for '\(name) <date>'. Use YYYY-MM-DD.",
            command: "alerts")
        }
        if name == "--date" { parsed.date = date } else { parsed.until = date }
      case "--json": parsed.json = true
      case "--check": parsed.check = true
      default: break
      }
    }
    let action: AlertsAction
    switch positionals.first {
    case nil: action = .list
    case "dismiss":
      guard positionals.count == 2 else {
        throw UsageError(
          positionals.count < 2
            ? "Missing expected argument '<alert>'" : "Unexpected argument '\(positionals[2])'",
          command: "alerts")
      }
      action = .dismiss(positionals[1])
    case "reset":
      guard positionals.count <= 2 else {
        throw UsageError("Unexpected argument '\(positionals[2])'", command: "alerts")
      }
      action = .reset(positionals.count == 2 ? positionals[1] : nil)
    case let other?:
      let suggestion = Suggestion.nearest(to: other, in: ["dismiss", "reset"])
      throw UsageError(
        "Unknown alerts action '\(other)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? ""),
        command: "alerts")
    }
    if parsed.until != nil {
      guard case .dismiss = action else {
        throw UsageError("'--until' goes with 'alerts dismiss'", command: "alerts")
      }
    }
    return .alerts(action, parsed)
  }

  private static func configAction(_ positionals: [String]) throws(UsageError) -> ConfigAction {
    guard let verb = positionals.first else { return .list }
    let rest = Array(positionals.dropFirst())
    func expect(_ count: Int, _ usage: String) throws(UsageError) {
      if rest.count < count {
        throw UsageError("Missing expected argument '\(usage)'", command: "config")
      }
      if rest.count > count {
        throw UsageError("Unexpected argument '\(rest[count])'", command: "config")
      }
    }
    switch verb {
    case "list":
      try expect(0, "")
      return .list
    case "get":
      try expect(1, "<key>")
      return .get(rest[0])
    case "set":
      try expect(2, rest.isEmpty ? "<key>" : "<value>")
      return .set(rest[0], rest[1])
    case "unset":
      try expect(1, "<key>")
      return .unset(rest[0])
    default:
      let suggestion = Suggestion.nearest(to: verb, in: ["list", "get", "set", "unset"])
      throw UsageError(
        "Unknown config action '\(verb)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? ""),
        command: "config")
    }
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private static func flag(_ name: String, _ inlineValue: String?) throws(UsageError) -> Bool {
    if let inlineValue {
      throw UsageError("The flag '\(name)' does not take a value (got '\(inlineValue)')")
    }
    return true
  }

  private static func placeholder(_ name: String) -> String {
    switch name {
    case "--data": return "dir"
    case "--color": return "when"
    case "--tz": return "zone"
    case "--date": return "date"
    case "--days": return "n"
    case "--until": return "date"
    default: return "value"
    }
  }

  /// The options valid for `command`, for suggestions.
  static func validOptions(for command: String) -> [String] {
    let specific =
      command == "today"
      ? todayValueOptions + todayFlags : command == "sync" ? syncValueOptions : []
    return specific + globalValueOptions + globalFlags
  }

  private static func unknownOption(_ name: String, command: String) -> UsageError {
    let suggestion = Suggestion.nearest(to: name, in: validOptions(for: command))
    return UsageError(
      "Unknown option '\(name)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? ""),
      command: command)
  }

  private static func unknownCommand(_ name: String) -> UsageError {
    let suggestion = Suggestion.nearest(to: name, in: commands)
    return UsageError(
      "Unknown command '\(name)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? ""))
  }
}
