import VeloKit

extension ManPage {
  /// veloready's own sections of its man page.
  static let appendix = Appendix(
    files: files, environment: environment, exitStatus: exitStatus, seeAlso: seeAlso)

  /// FILES: where the store is and what the rider edits in it.
  static let files: [(label: String, text: String)] = [
    (
      "<store>",
      """
      The store: your records, the import log, the sync state, alert dismissals
      and the score cache. It is the directory given by --data, else $VELOREADY_HOME,
      else $XDG_DATA_HOME/veloready (when XDG_DATA_HOME is an absolute path), else
      ~/.local/share/veloready. With no store and no --data, today shows a built-in
      demo athlete.
      """
    ),
    (
      "<store>/config.json",
      """
      Settings: time zone, sleep need, heart rates, FTP, goals, source precedence,
      the sections of today, and intervals.icu access. Change it with 'veloready
      config'; it is created with mode 0600 and a wider mode is warned about.
      """
    ),
  ]

  /// ENVIRONMENT: every variable `veloready` reads.
  static let environment: [(label: String, text: String)] = [
    ("VELOREADY_HOME", "The store, unless --data names one."),
    (
      "XDG_DATA_HOME",
      "With no --data and no VELOREADY_HOME, the store is $XDG_DATA_HOME/veloready."
    ),
    (
      "VELOREADY_INTERVALS_API_KEY",
      "The intervals.icu API key; it wins over the config's intervals.apiKey and is never printed."
    ),
    ("NO_COLOR", "When set and not empty, turns colour off unless --color is always."),
    ("TERM", "TERM=dumb turns colour off unless --color is always."),
    ("COLUMNS", "The width to draw in, else the terminal's, else 80."),
    (
      "LC_ALL, LC_CTYPE, LANG",
      "The first of these that is set names the locale; one that is not UTF-8 draws\n"
        + "in plain ASCII, as --ascii does."
    ),
  ]

  /// EXIT STATUS: every code, as `ExitCode` defines them.
  static let exitStatus: [(label: String, text: String)] = [
    ("0", "Success; with --check, no warning or critical alert is active."),
    ("1", "An internal failure (a bug)."),
    ("20", "With --check: the highest active alert is a warning."),
    ("30", "With --check: a critical alert is active."),
    ("64", "A usage error: an unknown command or option, or an invalid value."),
    ("65", "Bad input data: a damaged file or not a format veloready reads."),
    ("66", "An input or the store is missing or unreadable."),
    ("69", "A remote source failed and nothing could be shown."),
    (
      "74",
      "Standard output could not be written (a full disk, a closed descriptor): what was\n"
        + "printed is incomplete. A reader that closed the pipe (| head) ends the run quietly."
    ),
  ]

  /// SEE ALSO.
  static let seeAlso = """
    README.md and docs/algorithm.md in veloready's source, which explain the
    commands and every point of every score.
    """
}
