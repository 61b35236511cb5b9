import ScoreEngine

/// Every option's parsed value. `OptionTable` says which commands accept each option and how its
/// text becomes the value here; a command reads only the options the table gives it.
struct OptionValues: Equatable, Sendable {
  /// `--data`, `--color`, `--ascii`, `--tz`.
  var global = GlobalOptions()
  /// `--date`: the day to score or list (default: today in the athlete's zone).
  var date: LocalDate?
  /// `--json`: print the command's JSON document.
  var json = false
  /// `--offline`: do not contact remote sources.
  var offline = false
  /// `--cached`: no network; the cached scores, else computed from local records.
  var cached = false
  /// `--refresh`: ignore the cache and sync first when a sync is set up.
  var refresh = false
  /// `--check`: exit 20/30 when a warning/critical alert is active.
  var check = false
  /// `--until`: the last day a dismissal holds.
  var until: LocalDate?
  /// `--days`: how many days a command covers (a sync fetches, history lists…), 1...3650.
  var days: Int?
  /// `--from`: the first day of a range.
  var from: LocalDate?
  /// `--to`: the last day of a range.
  var to: LocalDate?
  /// `--csv`: print comma-separated values.
  var csv = false
  /// `--html`: print the HTML report.
  var html = false
  /// `--svg`: print one chart as an SVG file.
  var svg = false
  /// `--chart`: the one chart of `trends` to draw.
  var chart: ChartName?
  /// `--sport`: only activities of this sport.
  var sport: Sport?
  /// `--load`: the load planned for every day, TSS-equivalent.
  var load: Double?
  /// `--loads`: the loads planned for each day, in order.
  var loads: [Double]?
  /// `--rest`: plan rest days.
  var rest = false
  /// `--target`: the recovery band to show each planned day's target load for.
  var target: ScoreBand?
  /// `--hr`, `--power`, `--all`: what `activities ignore` ignores.
  var ignoreHeartRate = false
  var ignorePower = false
  var ignoreAll = false
  /// `--value`: a tag's rating, 1…5.
  var value: Double?
  /// `--tag`: only this tag's impact.
  var tag: String?
  /// `-h`, `--help`.
  var help = false
  /// `-V`, `--version`.
  var version = false
}
