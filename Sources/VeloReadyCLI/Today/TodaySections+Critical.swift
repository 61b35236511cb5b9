import ScoreEngine

extension TodaySections {
  /// `configured` with a section for the critical alerts after the status line when the rider's
  /// `sections` leave the alerts out: `today --check` exits 30 for a critical alert, so the
  /// text must name it too, whatever the layout (docs/architecture.md §9).
  static func keepingCritical(_ configured: [TodaySection], _ snapshot: TodaySnapshot)
    -> [TodaySection]
  {
    guard !configured.contains(where: { $0.id == .alerts }),
      snapshot.alerts.contains(where: { $0.severity == .critical })
    else { return configured }
    let critical = TodaySection(
      id: .alerts, priority: 10,
      shouldShow: { $0.alerts.contains { $0.severity == .critical } },
      render: { snapshot, context in
        var kept = snapshot
        kept.alerts = snapshot.alerts.filter { $0.severity == .critical }
        return alerts(kept, context)
      })
    let statusEnd = configured.firstIndex { $0.id == .status }.map { $0 + 1 } ?? 0
    var sections = configured
    sections.insert(critical, at: statusEnd)
    return sections
  }
}
