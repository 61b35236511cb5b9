import Foundation
import ScoreEngine

/// One piece of a big export parsed on its own: the calls its document made to the collector,
/// and what is needed to join it to the pieces around it (`ExportPieces`).
///
/// The first piece is read from the start of the document; every other one starts inside
/// `<HealthData>` between two top-level elements, at its line 1, with tables of types and
/// sources of its own.
struct ParsedPiece {
  /// The calls of the piece's document, with the piece's type and source ids and lines.
  var calls = CollectorCalls()
  /// The bytes of the piece's type names and source names, by the piece's ids.
  var types: [[UInt8]] = []
  var sources: [[UInt8]] = []
  /// Line feeds in the piece.
  var lines = 0
  /// Whether the piece ended inside `<HealthData>` with no element, tag or comment open: only
  /// then does the next piece start in the state it assumed.
  var endsBetweenElements = false
  /// Where the document stood at the piece's end.
  var phase = AppleHealthPhase.prolog
  /// The root's `locale`, when this piece held the root.
  var locale: String?
  /// Whether the piece could not be read on its own (an error, or a first piece with no
  /// markup): the export is then read again on one thread, which reports any error as a single
  /// pass does.
  var failed = false

  init(parsing piece: ExportPiece, clock: ZoneClock) {
    let bytes = piece.bytes
    var document = AppleHealthDocument(
      collector: CollectorCalls(), clock: clock, startsInBody: piece.index > 0)
    var scanner = XMLScanner()
    do {
      if piece.index == 0 {
        guard try AppleHealthImporter.startsWithMarkup(bytes) else {
          failed = true
          return
        }
      }
      try scanner.feed(bytes, to: &document)
    } catch {
      failed = true
      return
    }
    calls = document.collector
    types = document.typeTable.raw
    sources = document.sourceTable.raw
    lines = scanner.line - 1
    endsBetweenElements = !scanner.hasUnfinishedConstruct && document.isBetweenElements
    phase = document.phase
    locale = document.locale
  }
}
