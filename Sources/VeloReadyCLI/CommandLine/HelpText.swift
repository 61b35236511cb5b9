import ScoreEngine

/// Help texts in swift-argument-parser's layout.
enum HelpText {
  static func text(for command: String?) -> String {
    switch command {
    case "today": return today
    case "import": return importHelp
    case "sync": return sync
    case "alerts": return alerts
    case "config": return config
    case "help": return help
    default: return overview
    }
  }

  static let globalOptions = """
      --data <dir>            The store to use (default: $VELOREADY_HOME, else
                              $XDG_DATA_HOME/veloready, else ~/.local/share/veloready).
      --color <when>          Colour output: auto, always or never (default: auto;
                              NO_COLOR and TERM=dumb turn it off).
      --ascii                 Draw with ASCII characters only.
      --tz <zone>             IANA time zone of your days (default: config timeZone,
                              else the system's).
      -h, --help              Show help information.
    """

  static let overview = """
    OVERVIEW: A daily readiness dashboard for cyclists and endurance athletes.

    Sleep, recovery and strain rings with form (CTL/ATL/TSB), computed on your own
    machine from your own data with the VR-1 algorithm. With no store, 'today' shows
    a built-in demo athlete.

    USAGE: veloready [<subcommand>] [<options>]

    OPTIONS:
    \(globalOptions)
      --version               Show the version.

    SUBCOMMANDS:
      today (default)         Show today's sleep, recovery and strain.
      import                  Import records from files into the store.
      sync                    Fetch wellness and activities from intervals.icu.
      alerts                  List, dismiss or reset the day's alerts.
      config                  Show or change settings.
      help                    Show help for a subcommand.

      See 'veloready help <subcommand>' for detailed help.

    """

  static let today = """
    OVERVIEW: Show today's sleep, recovery and strain.

    Cached scores are drawn at once on a terminal and replaced by fresh ones; rings
    that changed are marked. Piped output and --json print only the final result.

    USAGE: veloready today [--date <date>] [--json] [--offline] [--cached] [--refresh] [--check]

    OPTIONS:
      --date <date>           The day to score, YYYY-MM-DD (default: today).
      --json                  Print the veloready.today/v1 JSON document.
      --offline               Do not contact remote sources.
      --cached                No network: the cached scores, else computed from the
                              store (fast; for prompts, status bars and cron).
      --refresh               Ignore the cache; sync first when intervals.icu is set
                              up, then recompute.
      --check                 Exit 20 when a warning alert is active, 30 when a
                              critical one is, else 0 (for cron jobs).
    \(globalOptions)

    EXIT STATUS:
      0 ok, 1 internal failure, 64 usage error, 65 bad data, 66 store or input
      missing, 69 a remote source failed and nothing could be shown; with --check,
      20 warning and 30 critical.

    """

  static let importHelp = """
    OVERVIEW: Import records from files into the store.

    Recognises each input by its content, whatever its name:
      - veloready.records/v1 JSON files;
      - an Apple Health export: export.zip as the phone makes it, the unzipped
        apple_health_export folder, or its export.xml (localised names too);
      - a Strava bulk export's activities.csv (English or German).
    Records already stored are updated in place; importing the same file twice
    changes nothing. Bad records are rejected and listed; the good records of the
    same file are kept. A file that cannot be read leaves the store as it was.
    Large exports show a progress bar on a terminal.

    USAGE: veloready import <path> ...

    ARGUMENTS:
      <path>                  A file or an apple_health_export folder.

    OPTIONS:
    \(globalOptions)

    EXIT STATUS:
      0 every input imported, 65 an input is damaged or not a format veloready
      reads, 66 an input is missing or unreadable.

    """

  static let sync = """
    OVERVIEW: Fetch wellness and activities from intervals.icu.

    The first sync fetches the last 90 days; later ones start three days before
    the last synced day, to pick up late edits. 'veloready today' syncs by itself
    when the last sync is older than intervals.syncIntervalMinutes (default 15).
    A sync only adds and updates records; a failed one changes nothing.

    The API key comes from VELOREADY_INTERVALS_API_KEY, else from the config
    (veloready config set intervals.apiKey KEY); it is never printed. Each request
    gives up after 15 seconds; a 429 is retried up to 4 times.

    USAGE: veloready sync [--days <n>]

    OPTIONS:
      --days <n>              Fetch the last n days (1–3650) instead.
    \(globalOptions)

    EXIT STATUS:
      0 synced, 64 not configured, 69 intervals.icu could not be reached or
      refused the request.

    """

  static let alerts = """
    OVERVIEW: List, dismiss or reset the day's alerts.

    Lists the alerts active on the day, with the rule and the numbers behind each,
    and those dismissed, with when they return. A dismissed alert returns after a
    set number of days, after its --until date, or sooner if its metric worsens
    (e.g. overtraining when TSB falls a further 10, hrv-suppressed when z falls a
    further 0.5); some allow only a few dismissals per episode. A dismissal ends
    when the condition clears.

    USAGE: veloready alerts [--date <date>] [--json] [--check]
           veloready alerts dismiss <alert> [--date <date>] [--until <date>]
           veloready alerts reset [<alert>]

    ARGUMENTS:
      <alert>                 \(AlertID.allCases.map(\.rawValue).joined(separator: ", ")).

    OPTIONS:
      --date <date>           The day, YYYY-MM-DD (default: today).
      --json                  Print the veloready.alerts/v1 JSON document.
      --check                 Exit 20 when a warning alert is active, 30 when a
                              critical one is, else 0 (for cron jobs).
      --until <date>          With dismiss: the last day the dismissal holds.
    \(globalOptions)

    EXAMPLES:
      veloready today --check --cached || notify-send "veloready" "check your alerts"

    """

  static let config = """
    OVERVIEW: Show or change settings.

    USAGE: veloready config [list]
           veloready config get <key>
           veloready config set <key> <value>
           veloready config unset <key>

    KEYS:
    \(ConfigKey.all.map { "  " + TextWidth.pad($0.name, to: 30) + $0.summary }.joined(separator: "\n"))

    OPTIONS:
    \(globalOptions)

    """

  static let help = """
    OVERVIEW: Show help for a subcommand.

    USAGE: veloready help [<subcommand>]

    """
}
