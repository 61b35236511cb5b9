import ScoreEngine

/// The prose of help, broken into lines as help shows them: the program's and each command's
/// discussion and exit status. Layout, usage lines and the lists of options, arguments and
/// commands are made from the tables (`HelpPage`).
enum HelpText {
  static let overview = """
    Sleep, recovery and strain rings with form (CTL/ATL/TSB), computed on your own
    machine from your own data with the \(Algorithm.version) algorithm. With no store, 'today' shows
    a built-in demo athlete.
    """

  static let today = """
    Cached scores are drawn at once on a terminal and replaced by fresh ones; rings
    that changed are marked. Piped output and --json print only the final result.
    """

  static let todayExitStatus = """
    0 ok, 1 internal failure, 64 usage error, 65 bad data, 66 store or input
    missing, 69 a remote source failed and nothing could be shown, 74 the output
    could not be written (a full disk); with --check, 20 warning and 30 critical.
    """

  static let importHelp = """
    Reads each input by its content, whatever its name:
      - veloready import ride.fit (or .fit.gz, .tcx, .tcx.gz, .gpx, .gpx.gz):
        a head unit's or watch's recording, one activity per session with its
        heart-rate stream, power and calories (a monitoring file is refused);
      - veloready import ~/Garmin/Activity: a folder of such files, subfolders
        too; each file is imported on its own, so importing the folder again
        reads only the new rides;
      - veloready import export_123.zip (or its unzipped folder): Strava's bulk
        export, each activities.csv row joined with its recording into one
        activity that keeps the Strava id;
      - veloready import activities.csv: Strava's summary of each activity,
        without a stream (English or German, or the older id,date,… layout);
      - veloready import export.zip (or apple_health_export, or export.xml):
        Apple Health sleep, HRV, resting heart rate, breathing, wrist
        temperature, steps, energy and workouts (localised names too);
      - veloready import wellness.json (or activities.json): intervals.icu
        wellness days or activities, as saved from its API;
      - veloready import my_whoop_data.zip (or its folder, or any of its CSV
        files): WHOOP nights, HRV, resting heart rate, breathing, skin
        temperature and workouts, times in each row's own offset; WHOOP's
        recovery, sleep performance and strain kept for comparison only;
      - veloready import oura_…_trends.csv (or Oura's JSON): Oura nights, HRV,
        resting heart rate, breathing, temperature, steps; readiness and sleep
        score kept for comparison only;
      - veloready import garmin-export.zip (or its folder, or a file of
        DI_CONNECT): Garmin Connect nights, HRV, resting heart rate, steps;
        its sleep score kept for comparison only;
      - veloready import records.json: the veloready.records/v1 format.
    Records already stored are updated in place; importing the same file twice
    changes nothing. Bad records are rejected and listed; the good records of the
    same file are kept. A file that cannot be read leaves the store as it was.
    Large exports show a progress bar on a terminal.
    """

  static let importExitStatus = """
    0 every input imported, 65 an input is damaged or not a format veloready
    reads (a folder: none of its device files can be read), 66 an input is
    missing or unreadable, 74 the summary could not be written.
    """

  static let explain = """
    Shows each component of a score with its input, the rule that maps it (the
    knots it fell between), its points and the sum that makes the score; strain's
    loads and curve, the form arithmetic with its zones, the rule behind the
    advice, and the plan: today's target load solved from the PMC, the sleep debt,
    tonight's need and bedtime, and the HRV trend. Reads the cached scores when
    they are current, else computes them.
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

  static let status = """
    Prints the store's folder, the size of its database (with the write-ahead
    log) and its schema version, the records it holds by table and by source,
    the first and last day with data, the last import and the last sync.
    --check first reads every page of the database and compares every index
    with its table (SQLite's integrity check), and says what to do when it
    finds damage. With no store yet, it says how to start.
    """

  static let statusExitStatus = """
    0 ok, or no store yet at the default location; 65 the database is damaged;
    66 the store named by --data, or the store --check should check, does not
    exist, or its database cannot be opened.
    """

  static let completions = """
    Prints a script that completes commands, options, option values, config keys,
    alert ids and file names, and the activity ids and tag names of your store,
    read when you press Tab. Save it where your shell looks for completions (the
    examples; create the folder first) and start a new shell. For zsh, put
    'fpath=(~/.zfunc $fpath)' above 'compinit' in ~/.zshrc.
    """

  static let history = """
    One row per day, oldest first: sleep, recovery, strain, HRV, resting heart
    rate, the day's load, and CTL, ATL and TSB as that morning's dashboard showed
    them, with the alerts it showed; then a sparkline of each column. A missing
    value is shown as --, never as zero. Every day is scored exactly as 'veloready
    today --date' scores it. Give --days and --date, or --from and --to.
    """

  static let week = """
    The ISO week (Monday to Sunday) that holds --date, against the week before:
    average sleep, recovery, HRV and resting heart rate and their change; load,
    time and activities by sport; CTL at the start and end and the ramp; how
    regular bedtime and wake time were (their circular standard deviation in
    minutes); the best and worst day by recovery; and the alerts of the week.
    """

  static let trends = """
    Charts of recovery, HRV with its normal band (the 60-day mean plus or minus
    one standard deviation), resting heart rate, sleep, and CTL, ATL and TSB
    together. When there are more days than columns, each column is the mean of
    its days. --chart draws one of them; with --svg it is written as an SVG file
    (light and dark, with a title and a text alternative) to paste into notes.
    """

  static let report = """
    One HTML file with no script and nothing fetched from the network, to read
    offline, print on A4 or send to a coach: the form (CTL, ATL and TSB on the
    form zones, with training days marked), recovery and sleep on their bands,
    HRV with its normal range and 7-day mean, resting heart rate, the weekly load
    by sport, the week table of 'veloready week' for the last day, and the alerts
    of the range. The charts hold the numbers of 'veloready history --json'.
    """

  static let activities = """
    Activities after duplicates are merged, with the sources each was recorded
    by, so you can check that no ride counted twice; with the load, how it was
    computed, the duration, heart rate and power, and a short id.

    A bad recording is corrected by its id: 'ignore --hr' or '--power' drops
    that measurement (the load falls to the next rule), 'ignore' alone takes the
    activity out of load and strain, 'set-load' and 'set-sport' replace them,
    and 'reset' undoes every correction of the activity. A correction follows
    the activity through new imports and new copies of it, and changes every
    score at once.
    """

  static let whatIf = """
    Projects CTL, ATL, TSB and the form zone from the end of --date under the
    loads you plan, with the same formulas as the dashboard. Recovery and sleep
    cannot be projected: they depend on nights that have not happened yet.
    """

  static let export = """
    --csv prints the daily series, the rows of 'veloready history', for a
    spreadsheet. --json prints the records themselves in the veloready.records/v1
    format, a backup that 'veloready import' reads back.
    """

  static let validate = """
    Pairs each day with the next and measures, with Spearman's rank correlation
    and a 95% interval, whether recovery is followed by higher HRV and a lower
    resting heart rate, and whether strain is followed by lower recovery. A
    relation with fewer than 30 pairs is not judged.
    """
}
