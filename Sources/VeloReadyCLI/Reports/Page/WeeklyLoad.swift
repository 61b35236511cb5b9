import ScoreEngine

/// The weekly load by sport of the report: one column per ISO week of the range, stacked by
/// sport, from the activities of the training ledger (a week cut by the range counts only its
/// days inside it).
enum WeeklyLoad {
  /// The colour of a sport: the four most weeks hold (cycling, running, swimming, strength) get
  /// the four that stay furthest apart for the common colour-vision deficiencies.
  static func colour(of sport: Sport) -> Int {
    switch sport {
    case .cycling: 0
    case .running: 1
    case .swimming: 2
    case .strength: 3
    case .hiking: 4
    case .walking: 5
    case .rowing: 6
    case .other: 7
    }
  }

  static func chart(_ series: ScoredDays) -> SVGStacks {
    var weeks: [(monday: LocalDate, rows: [HistoryRow])] = []
    for row in series.rows {
      let monday = row.date.startOfISOWeek
      if weeks.last?.monday == monday {
        weeks[weeks.count - 1].rows.append(row)
      } else {
        weeks.append((monday, [row]))
      }
    }
    let trainings = weeks.map { WeekSummary.training($0.rows, series.training) }
    let sports = Sport.allCases.filter { sport in
      trainings.contains { $0.bySport.contains { $0.sport == sport } }
    }
    let parts = sports.map { sport in
      SVGStacks.Part(
        key: sport.rawValue, name: sport.rawValue,
        colour: colour(of: sport),
        values: trainings.map { training in
          training.bySport.first { $0.sport == sport }?.load ?? 0
        })
    }
    let total = trainings.reduce(0) { $0 + $1.load }
    let summary =
      "The training load of each ISO week, Monday to Sunday, stacked by sport: "
      + (sports.isEmpty
        ? "no activities in this range."
        : "\(Shown.number(total, 0)) in all over \(weeks.count) weeks, "
          + sports.map(\.rawValue).joined(separator: ", ") + ".")
    return SVGStacks(
      id: "weekly-load", title: "Weekly load by sport, TSS", summary: summary, unit: "TSS",
      slots: weeks.map { week in
        let (_, month, day) = week.monday.components
        return (label: "\(day) \(Shown.months[month - 1])", key: week.monday.description)
      }, parts: parts)
  }
}
