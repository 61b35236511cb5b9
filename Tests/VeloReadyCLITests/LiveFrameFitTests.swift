import Foundation
import TestSupport
import Testing

@testable import VeloKit
@testable import VeloReadyCLI

/// A frame taller than the screen is drawn early cut to the blocks that fit, and the final frame
/// is printed in full over it.
@Suite struct LiveFrameFitTests {
  static func more(_ count: Int) -> String { "+\(count)" }

  static func block(_ name: String, _ count: Int, rank: Int?) -> FrameBlock {
    FrameBlock((0..<count).map { "\(name)\($0)" }, rank: rank)
  }

  @Test func aFrameThatFitsIsDrawnWhole() {
    let blocks = [Self.block("r", 3, rank: nil), Self.block("a", 2, rank: 0)]
    // Five lines and the cursor's row.
    #expect(
      LiveFrame.fit(blocks, rows: 6, columns: 10, more: Self.more) == [
        "r0", "r1", "r2", "a0", "a1",
      ])
  }

  /// Ranked blocks fill the rows left by the required ones, lowest rank first, and the note
  /// stands where the first left-out block was, counting every line left out.
  @Test func lowerRanksFirstAndTheNoteWhereTheFirstBlockWasLeftOut() {
    let blocks = [
      Self.block("r", 3, rank: nil), Self.block("s", 1, rank: nil), Self.block("n", 2, rank: 1),
      Self.block("a", 2, rank: 0), Self.block("w", 1, rank: 1),
    ]
    // 9 rows: the cursor's row, 4 required, the note's row: 3 left for ranked blocks, so the
    // alerts (2) and not the night (2, then nothing fits): the why line after it is left too.
    #expect(
      LiveFrame.fit(blocks, rows: 9, columns: 10, more: Self.more)
        == ["r0", "r1", "r2", "s0", "+3", "a0", "a1"])
  }

  /// A smaller block after one that does not fit is not drawn: no gap in the middle.
  @Test func fillingStopsAtTheFirstBlockThatDoesNotFit() {
    let blocks = [
      Self.block("r", 2, rank: nil), Self.block("big", 4, rank: 1), Self.block("w", 1, rank: 1),
    ]
    #expect(LiveFrame.fit(blocks, rows: 6, columns: 10, more: Self.more) == ["r0", "r1", "+5"])
  }

  /// Rows, not lines: a line wider than the screen takes two rows, the note too.
  @Test func wrappedLinesCountTheirRows() {
    let wide = String(repeating: "x", count: 15)
    let blocks = [FrameBlock(["r", wide], rank: nil), Self.block("a", 2, rank: 0)]
    #expect(LiveFrame.fit(blocks, rows: 5, columns: 10, more: Self.more) == ["r", wide, "+2"])
    #expect(
      LiveFrame.fit(blocks, rows: 5, columns: 10, more: { "\(wide)\($0)" }) == nil,
      "the note's two rows leave no room for the required three")
  }

  @Test func theRequiredBlocksAloneTooTallDrawNothing() {
    let blocks = [Self.block("r", 5, rank: nil), Self.block("a", 1, rank: 0)]
    #expect(LiveFrame.fit(blocks, rows: 6, columns: 10, more: Self.more) == nil)
    let console = CapturingConsole()
    let live = LiveFrame(enabled: true, console: console, columns: 10, screenRows: 6)
    live.draw(blocks, more: Self.more)
    #expect(!live.hasDrawn)
    #expect(console.stdout.isEmpty)
  }

  /// The early frame cut to fit, then a final frame taller than the screen: what the screen and
  /// its scrollback hold is the final frame alone, as if it had been printed once.
  @Test(arguments: [6, 8, 11])
  func theFinalFrameReplacesACutFrame(rows: Int) {
    let blocks = [
      Self.block("ring", 3, rank: nil), Self.block("alert", 3, rank: 0),
      Self.block("night", 4, rank: 1),
    ]
    let final = (0..<14).map { "fresh\($0)" }
    let console = CapturingConsole()
    let live = LiveFrame(enabled: true, console: console, columns: 10, screenRows: rows)
    live.draw(blocks, more: Self.more)
    #expect(live.hasDrawn)
    #expect(console.stdout.split(separator: "\n").count <= rows - 1)
    live.finish(final)
    var screen = Screen(columns: 10, height: rows)
    screen.write("$ today\n" + console.stdout)
    var alone = Screen(columns: 10, height: rows)
    alone.write("$ today\n" + final.joined(separator: "\n") + "\n")
    #expect(screen.text == alone.text)
    #expect(screen.unknown.isEmpty)
  }

  /// A screen made narrower between the frames rewraps what was drawn (as tmux and VTE do): the
  /// cursor goes up over every row the drawn lines take now.
  @Test func aNarrowerScreenCountsTheRewrappedRows() {
    let console = CapturingConsole()
    let live = LiveFrame(enabled: true, console: console, columns: 20, screenRows: 24)
    let lines = ["a", String(repeating: "b", count: 20), String(repeating: "c", count: 11)]
    live.draw(lines)
    live.resize(columns: 10, screenRows: 24)
    live.erase()
    // 1 + 2 + 2 rows at 10 columns.
    #expect(console.stdout.hasSuffix(ANSI.escape(.cursorUp(5)) + ANSI.escape(.clearToEnd)))
  }
}
