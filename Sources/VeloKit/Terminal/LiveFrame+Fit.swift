/// A part of a frame that is drawn whole or not at all (a section's lines), and how much it
/// matters in a frame drawn before the final one.
package struct FrameBlock: Sendable, Equatable {
  /// The block's lines, each already fitted to the screen's width.
  package var lines: [String]
  /// Blocks of a lower rank are kept first when not all fit; `nil`: always kept, the frame
  /// means nothing without it.
  package var rank: Int?

  /// A block of `lines` kept by `rank`.
  package init(_ lines: [String], rank: Int?) {
    self.lines = lines
    self.rank = rank
  }
}

extension LiveFrame {
  /// The lines of `blocks` that fit in `rows` screen rows `columns` wide, leaving the row below
  /// them for the cursor: every block without a rank, then the others by rank (in their order
  /// within a rank) up to the first that does not fit. The kept blocks are drawn in their own
  /// order, and where the first block was left out stands `more(n)`, saying how many lines are
  /// still to come. `nil` when the blocks without a rank do not fit.
  ///
  /// A block is left out whole rather than cut: half an alert reads as a different message.
  static func fit(
    _ blocks: [FrameBlock], rows: Int, columns: Int, more: (Int) -> String
  ) -> [String]? {
    let budget = rows - 1
    let heights = blocks.map { physicalRows($0.lines, columns: columns) }
    if heights.reduce(0, +) <= budget { return blocks.flatMap(\.lines) }
    let totalLines = blocks.reduce(0) { $0 + $1.lines.count }
    // The note takes its rows whatever is left out; its longest form is reserved.
    var used = physicalRows([more(totalLines)], columns: columns)
    var kept = Set<Int>()
    for index in blocks.indices where blocks[index].rank == nil {
      used += heights[index]
      kept.insert(index)
    }
    guard used <= budget else { return nil }
    let optional = blocks.indices.filter { blocks[$0].rank != nil }
      .sorted { (blocks[$0].rank ?? 0, $0) < (blocks[$1].rank ?? 0, $1) }
    // The first block that does not fit ends the filling: a smaller one after it would leave a
    // gap in the middle of the frame that reads as if nothing were there.
    for index in optional {
      guard used + heights[index] <= budget else { break }
      used += heights[index]
      kept.insert(index)
    }
    let left = blocks.indices.filter { !kept.contains($0) }
    let omitted = left.reduce(0) { $0 + blocks[$1].lines.count }
    var lines: [String] = []
    for index in blocks.indices {
      if kept.contains(index) {
        lines += blocks[index].lines
      } else if index == left.first {
        lines.append(more(omitted))
      }
    }
    return lines
  }
}
