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

  /// Parses a piece held in memory, listing its calls into `calls` (empty).
  init(parsing piece: ExportPiece, clock: ZoneClock, calls: CollectorCalls = CollectorCalls()) {
    self.init(index: piece.index, clock: clock, calls: calls) { feed throws(ImportError) in
      try feed(piece.bytes)
    }
  }

  /// Parses a piece of a file, reading it on this thread, listing its calls into `calls` (empty).
  init(reading piece: FilePiece, clock: ZoneClock, calls: CollectorCalls = CollectorCalls()) {
    self.init(index: piece.index, clock: clock, calls: calls) { feed throws(ImportError) in
      try piece.read(feed)
    }
  }

  /// Parses the piece at `index` whose bytes `chunks` hands, in order, to the function it is
  /// given.
  private init(
    index: Int, clock: ZoneClock, calls: CollectorCalls,
    chunks: (_ feed: (UnsafeRawBufferPointer) throws(ImportError) -> Void) throws(ImportError)
      -> Void
  ) {
    var document = AppleHealthDocument(
      collector: calls, clock: clock, startsInBody: index > 0)
    var scanner = XMLScanner()
    // The first piece must start with markup, as a single pass checks.
    var sawMarkup = index > 0
    do {
      try chunks { chunk throws(ImportError) in
        if !sawMarkup { sawMarkup = try AppleHealthImporter.startsWithMarkup(chunk) }
        try scanner.feed(chunk, to: &document)
      }
    } catch {
      failed = true
      return
    }
    guard sawMarkup else {
      failed = true
      return
    }
    self.calls = document.collector
    types = document.typeTable.raw
    sources = document.sourceTable.raw
    lines = scanner.line - 1
    endsBetweenElements = !scanner.hasUnfinishedConstruct && document.isBetweenElements
    phase = document.phase
    locale = document.locale
  }
}
