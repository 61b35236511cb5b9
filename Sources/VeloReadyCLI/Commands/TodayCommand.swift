/// `veloready today`.
struct TodayCommand {
  let options: TodayOptions
  let global: GlobalOptions
  let environment: RunEnvironment
  let console: any Console

  func run() throws(CLIError) -> ExitCode {
    try TodayDashboard(
      options: options, global: global, environment: environment, console: console
    ).run()
  }
}
