import VeloKit

/// One ring as the renderer draws it.
struct RingModel: Equatable {
  /// `SLEEP`, `RECOVERY`, `STRAIN`.
  var name: String
  /// The value shown in the middle (`94`, `9.6`, `--`).
  var valueText: String
  /// The filled share of the ring, 0…1; `nil` draws a grey placeholder.
  var fraction: Double?
  /// The band label (`Optimal`), or a reason when there is no value.
  var label: String
  /// The band's colour.
  var tone: Tone
  /// The change since the cached draw, e.g. `▲3`.
  var change: String? = nil
}

/// Draws a ring as a 13 × 7 circle of 16 segments, filled clockwise from the top in proportion
/// to the score's share of its scale (docs/architecture.md §9).
enum RingRenderer {
  static let width = 13
  static let height = 7

  /// Segment positions (column, row), clockwise from twelve o'clock.
  static let segments: [(Int, Int)] = [
    (6, 0), (8, 0), (10, 1), (11, 2), (11, 3), (11, 4), (10, 5), (8, 6),
    (6, 6), (4, 6), (2, 5), (1, 4), (1, 3), (1, 2), (2, 1), (4, 0),
  ]

  /// How many of the 16 segments a share fills: any score above zero shows at least one.
  static func filledSegments(_ fraction: Double) -> Int {
    let clamped = min(1, max(0, fraction))
    let count = Int((clamped * Double(segments.count)).rounded())
    return clamped > 0 ? max(1, count) : 0
  }

  /// The ring's seven lines, each `width` columns wide.
  static func lines(_ ring: RingModel, style: TerminalStyle) -> [String] {
    var grid = [[String]](repeating: [String](repeating: " ", count: width), count: height)
    let filled = ring.fraction.map(filledSegments) ?? 0
    let tone: Tone = ring.fraction == nil ? .grey : ring.tone
    let on = style.symbol("●", "#")
    let off = style.symbol("○", ".")
    for (index, (column, row)) in segments.enumerated() {
      grid[row][column] = index < filled ? style.paint(on, tone) : style.paint(off, .grey)
    }
    let value =
      ring.fraction == nil ? style.paint(ring.valueText, .grey) : style.paint(ring.valueText, .bold)
    var lines = grid.map { $0.joined() }
    lines[3] =
      grid[3][0...1].joined() + TextWidth.center(value, in: width - 4) + grid[3][11...12].joined()
    return lines
  }
}
