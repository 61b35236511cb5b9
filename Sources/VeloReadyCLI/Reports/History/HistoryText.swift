import ScoreEngine
import VeloKit

/// `veloready history` as text: one row per day, oldest first, with the columns that fit the
/// terminal, then a sparkline of every column (docs/architecture.md §14).
enum HistoryText {
  static let dateWidth = 10
  /// The alerts column is dropped when it would be narrower than this.
  static let alertsMinimum = 6
  /// Where the alerts column ranks among `HistoryColumn.keep` when the terminal is narrow.
  static let alertsKeep = 2.5
  /// The tags column is dropped when it would be narrower than this, and before any other.
  static let tagsMinimum = 8
  static let tagsKeep = 9.5

  static func render(_ series: ScoredDays, _ run: ReportRun) -> [String] {
    let style = run.style
    var lines = run.title(
      "History", series.range.text(unicode: style.unicode), origin: series.origin)
    lines.append("")
    let hasAlerts = series.rows.contains { !$0.alerts.isEmpty }
    let (columns, alertsWidth, tagsWidth) = layout(
      width: style.width, alerts: hasAlerts, tags: !series.tags.isEmpty)
    let crossesYears =
      series.range.dates.lowerBound.components.year != series.range.dates.upperBound.components.year
    var header = "  " + TextWidth.pad("Date", to: dateWidth)
    for column in columns { header += " " + pad(column.heading, column.width) }
    if let alertsWidth {
      header += "  " + TextWidth.pad(TextFit.cut("Alerts", to: alertsWidth, style), to: alertsWidth)
    }
    if let tagsWidth { header += "  " + TextFit.cut("Tags", to: tagsWidth, style) }
    lines.append(style.paint(TextFit.trimmed(header), .bold))
    for row in series.rows {
      let date = crossesYears ? row.date.description : Shown.shortDate(row.date)
      // Room for the whole row up front (its colours included): the table has a row a day.
      var line = TextLine(capacity: 2 * style.width)
      line.appendSpaces(2)
      line.appendCell(date, width: dateWidth, .left, style)
      for column in columns {
        line.appendSpaces(1)
        line.appendCell(
          column.text(row), width: column.width, .right, tone: tone(column, row), style)
      }
      if let alertsWidth {
        line.appendSpaces(2)
        let cell = row.alerts.isEmpty ? "" : alertCell(row, width: alertsWidth, style)
        line.appendCell(cell, width: 0, .left, tone: alertTone(row.alerts), style)
        // Padded, outside the colour, only when the tags column follows: a line's end is
        // trimmed anyway.
        if tagsWidth != nil { line.appendSpaces(alertsWidth - TextWidth.of(cell)) }
      }
      if let tagsWidth, let tags = series.tags[row.date.dayNumber] {
        let text = Shown.input(tags.map(HistoryDocument.tagText).joined(separator: ", "))
        lines.append(TextFit.trimmed(line.text + "  " + TextFit.cut(text, to: tagsWidth, style)))
      } else {
        lines.append(line.trimmedText)
      }
    }
    lines.append("")
    if hasAlerts {
      lines += alertRuns(series.rows, style)
      lines.append("")
    }
    lines += sparklines(series, style)
    lines += TextFit.wrap(
      "CTL, ATL and TSB are each morning's, before that day's training; -- is a missing value.",
      after: "  ", hangingIndent: 2, style)
    return lines
  }

  /// The value columns that fit `width` (in table order) and the widths left for alerts and
  /// tags; the room to spare is shared between the two.
  static func layout(width: Int, alerts: Bool, tags: Bool = false)
    -> ([HistoryColumn], alerts: Int?, tags: Int?)
  {
    let alertsKey = "\u{0}alerts"
    let tagsKey = "\u{0}tags"
    var candidates: [(keep: Double, key: String, cost: Int)] = HistoryColumns.all.map {
      (Double($0.keep), $0.key, 1 + $0.width)
    }
    if alerts { candidates.append((alertsKeep, alertsKey, 2 + alertsMinimum)) }
    if tags { candidates.append((tagsKeep, tagsKey, 2 + tagsMinimum)) }
    var used = 2 + dateWidth
    var chosen: Set<String> = []
    for candidate in candidates.sorted(by: { $0.keep < $1.keep }) {
      guard used + candidate.cost <= width else { continue }
      used += candidate.cost
      chosen.insert(candidate.key)
    }
    let columns = HistoryColumns.all.filter { chosen.contains($0.key) }
    let spare = width - used
    let alertsShown = chosen.contains(alertsKey)
    let tagsShown = chosen.contains(tagsKey)
    let alertsSpare = tagsShown ? spare / 2 : spare
    return (
      columns, alertsShown ? alertsMinimum + alertsSpare : nil,
      tagsShown ? tagsMinimum + spare - (alertsShown ? alertsSpare : 0) : nil
    )
  }

  /// One sparkline per column, oldest on the left, with the range of its values.
  static func sparklines(_ series: ScoredDays, _ style: TerminalStyle) -> [String] {
    let labelWidth = 9
    let room = style.width - 2 - labelWidth
    let withRange = room >= 24
    let sparkWidth = max(1, min(series.range.count, withRange ? room - 18 : room))
    let per = SeriesSampling.daysPerColumn(
      series.range.count, columns: sparkWidth, unicode: style.unicode)
    var lines = TextFit.wrap(
      "Oldest on the left, one mark per \(per == "1 day" ? "day" : per):", after: "  ",
      hangingIndent: 2, style)
    for column in HistoryColumns.all {
      let daily = series.rows.map(column.value)
      let present = daily.compactMap { $0 }
      let marks = SeriesSampling.buckets(daily, into: sparkWidth).map {
        $0.map { Rounding.units($0, decimals: column.decimals) }
      }
      var line = "  " + TextWidth.pad(column.label, to: labelWidth)
      line += Sparkline.draw(marks, unicode: style.unicode)
      if withRange, let low = present.min(), let high = present.max() {
        let show = { (value: Double) in
          column.signed
            ? Shown.signed(value, column.decimals) : Shown.number(value, column.decimals)
        }
        line += "  " + show(low) + " to " + show(high)
      }
      lines.append(TextFit.trimmed(line))
    }
    return lines
  }

  static func tone(_ column: HistoryColumn, _ row: HistoryRow) -> Tone? {
    switch column.key {
    case "sleep": return row.sleep.map { Tone.band(ScoreBand(score: $0)) }
    case "recovery": return row.recovery.map { Tone.band(ScoreBand(score: $0)) }
    case "strain":
      return row.strain.map {
        Tone.band(StrainBand(tenths: Rounding.units($0, decimals: 1)))
      }
    default: return nil
    }
  }

  /// The alerts of a row: their ids when they fit, else one symbol per alert by severity (the
  /// list under the table names them).
  static func alertCell(_ row: HistoryRow, width: Int, _ style: TerminalStyle) -> String {
    let ids = row.alertIDs.joined(separator: ",")
    if TextWidth.of(ids) <= width { return ids }
    let symbols = row.alerts.map { AlertsText.icon($0.severity, style) }
    return TextFit.cut(symbols.joined(separator: " "), to: width, style)
  }

  /// Each alert that showed, in priority order, with its runs of consecutive days.
  static func alertRuns(_ rows: [HistoryRow], _ style: TerminalStyle) -> [String] {
    var days: [AlertID: [LocalDate]] = [:]
    var definitions: [AlertID: AlertDefinition] = [:]
    for row in rows {
      for alert in row.alerts {
        days[alert.definition.id, default: []].append(row.date)
        definitions[alert.definition.id] = alert.definition
      }
    }
    let dash = style.symbol("–", "-")
    var lines = ["  " + style.paint("Alerts shown", .bold)]
    for definition in definitions.values.sorted(by: { $0.priority < $1.priority }) {
      var runs: [[LocalDate]] = []
      for date in days[definition.id] ?? [] {
        if let last = runs.last?.last, last.adding(days: 1) == date {
          runs[runs.count - 1].append(date)
        } else {
          runs.append([date])
        }
      }
      let text = runs.map { run -> String in
        guard let first = run.first, let last = run.last, run.count > 1 else {
          return run.first.map(Shown.shortDate) ?? ""
        }
        return "\(Shown.shortDate(first)) \(dash) \(Shown.shortDate(last)) (\(run.count) days)"
      }.joined(separator: ", ")
      lines += TextFit.wrap(
        definition.id.rawValue + ": " + text, after: "    ", hangingIndent: 6, style)
    }
    return lines
  }

  static func alertTone(_ alerts: [EvaluatedAlert]) -> Tone {
    let severities = alerts.map(\.severity)
    if severities.contains(.critical) { return .red }
    if severities.contains(.warning) { return .amber }
    return .grey
  }

  static func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - TextWidth.of(text))) + text
  }
}
