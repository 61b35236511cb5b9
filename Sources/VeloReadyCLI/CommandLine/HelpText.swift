/// The prose of help, broken into lines as help shows them: the program's and each command's
/// discussion and exit status. Layout, usage lines and the lists of options, arguments and
/// commands are made from the tables (`HelpPage`).
enum HelpText {
  static let overview = """
    Sleep, recovery and strain rings with form (CTL/ATL/TSB), computed on your own
    machine from your own data with the VR-1 algorithm. With no store, 'today' shows
    a built-in demo athlete.
    """

  static let today = """
    Cached scores are drawn at once on a terminal and replaced by fresh ones; rings
    that changed are marked. Piped output and --json print only the final result.
    """

  static let todayExitStatus = """
    0 ok, 1 internal failure, 64 usage error, 65 bad data, 66 store or input
    missing, 69 a remote source failed and nothing could be shown; with --check,
    20 warning and 30 critical.
    """

  static let importHelp = """
    Recognises each input by its content, whatever its name:
      - veloready.records/v1 JSON files;
      - an Apple Health export: export.zip as the phone makes it, the unzipped
        apple_health_export folder, or its export.xml (localised names too);
      - a Strava bulk export's activities.csv (English or German, or the older
        id,date,name,… layout);
      - intervals.icu wellness.json and activities.json, as saved from its API.
    Records already stored are updated in place; importing the same file twice
    changes nothing. Bad records are rejected and listed; the good records of the
    same file are kept. A file that cannot be read leaves the store as it was.
    Large exports show a progress bar on a terminal.
    """

  static let importExitStatus = """
    0 every input imported, 65 an input is damaged or not a format veloready
    reads, 66 an input is missing or unreadable.
    """

  static let explain = """
    Shows each component of a score with its input, the rule that maps it (the
    knots it fell between), its points and the sum that makes the score; strain's
    loads and curve, the form arithmetic with its zones, and the rule behind the
    advice. Reads the cached scores when they are current, else computes them.
    """

  static let sync = """
    The first sync fetches the last 90 days; later ones start three days before
    the last synced day, to pick up late edits. 'veloready today' syncs by itself
    when the last sync is older than intervals.syncIntervalMinutes (default 15).
    A sync only adds and updates records; a failed one changes nothing.

    The API key comes from VELOREADY_INTERVALS_API_KEY, else from the config
    (veloready config set intervals.apiKey KEY); it is never printed. Each request
    gives up after 15 seconds; a 429 is retried up to 4 times.
    """

  static let syncExitStatus = """
    0 synced, 64 not configured, 69 intervals.icu could not be reached or
    refused the request.
    """

  static let alerts = """
    Lists the alerts active on the day, with the rule and the numbers behind each,
    and those dismissed, with when they return. A dismissed alert returns after a
    set number of days, after its --until date, or sooner if its metric worsens
    (e.g. overtraining when TSB falls a further 10, hrv-suppressed when z falls a
    further 0.5); some allow only a few dismissals per episode. A dismissal ends
    when the condition clears.
    """

  static let completions = """
    Prints a script that completes commands, options, option values, config keys,
    alert ids and file names. Save it where your shell looks for completions (the
    examples; create the folder first) and start a new shell. For zsh, put
    'fpath=(~/.zfunc $fpath)' above 'compinit' in ~/.zshrc.
    """
}
