import VeloKit

/// The planned daily loads of `what-if`: `--load N` for `--days` days (default 7), `--rest`, or
/// `--loads A,B,…` one per day.
enum WhatIfPlan {
  static let defaultDays = 7

  /// The loads the options plan, or a usage error when they plan nothing.
  static func loads(_ options: OptionValues) throws(CLIError) -> [Double] {
    if let loads = options.loads { return loads }
    let days = options.days ?? defaultDays
    if let load = options.load { return Array(repeating: load, count: days) }
    if options.rest { return Array(repeating: 0, count: days) }
    // A target alone asks only for tomorrow's range: no planned load.
    if options.target != nil { return [] }
    throw .usage(
      "what-if needs a plan",
      hint: "give --load N, --loads A,B,... (one per day), --rest or --target BAND")
  }

  /// `120.0 a day for 7 days`, `rest for 3 days`, `80.0, 0.0, 120.0`.
  static func text(_ loads: [Double], _ options: OptionValues) -> String {
    let days = loads.count == 1 ? "1 day" : "\(loads.count) days"
    if options.loads != nil {
      return loads.map { Shown.number($0, 1) }.joined(separator: ", ")
    }
    if let load = loads.first, load > 0 { return "\(Shown.number(load, 1)) a day for \(days)" }
    return "rest for \(days)"
  }
}
