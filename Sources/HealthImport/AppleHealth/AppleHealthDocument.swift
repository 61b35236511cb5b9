import Foundation
import ScoreEngine

/// The element structure of `export.xml` (docs/formats.md §6.2) as a state machine over tags.
///
/// Top-level `Record`s and `Workout`s are read; `Correlation` children are skipped because the
/// export repeats them at top level; `ActivitySummary`, `Me` and the clinical elements are
/// counted or ignored. Nesting is tracked by depth, so an unknown element anywhere is skipped
/// with its children rather than failing the import; only damage that would silently lose the
/// rest of the file (a stray end tag closing the root, a `Record` inside a `Record`) is an error.
///
/// What it reads goes to `collector`: the `AppleHealthCollector` of a single pass, or the
/// `CollectorCalls` of one piece of a big export (`ExportPieces`).
struct AppleHealthDocument<Sink: AppleHealthSink>: XMLTagHandler {
  typealias Phase = AppleHealthPhase

  /// The open top-level element whose children matter.
  enum Element {
    case record
    case workout
    case ignored
  }

  private(set) var phase = Phase.prolog
  private var depth = 0
  private var element = Element.ignored
  var collector: Sink
  /// The athlete's zone, for the offset a workout's dates should have been written with.
  let clock: ZoneClock
  var typeTable = NameTable()
  /// The names of the types in `typeTable`, by id, for rejection reasons.
  var typeNames: [String] = []
  var typeKinds: [AppleHealthKind] = []
  var kindTypes: [AppleHealthKind: Int] = [:]
  var sourceTable = NameTable()
  var pendingVariability: AppleHealthSample?
  var beats = BeatToBeat.RunningRMSSD()
  var beatLayout = BeatLayout()
  var workout: AppleHealthWorkout?
  var dayMemo = AppleHealthDate.DayMemo()
  var recordLayouts = RecordLayouts()
  private(set) var exportDate: Double?
  private(set) var locale: String?

  /// A document read from its first byte (`startsInBody` false), or from a line inside
  /// `<HealthData>` between its top-level elements, where a piece of a big export starts.
  init(collector: Sink, clock: ZoneClock, startsInBody: Bool = false) {
    self.collector = collector
    self.clock = clock
    if startsInBody {
      phase = .body
      depth = 1
    }
  }

  /// Continues where the document of a piece that another thread parsed left off: at its
  /// `phase`, with the root's `locale` when that piece held the root (`ExportPieces`).
  mutating func follow(phase: Phase, locale: String?) {
    self.phase = phase
    if let locale { self.locale = locale }
  }

  /// Whether the document is inside `<HealthData>` with no top-level element open: where a
  /// piece that the next one continues must end.
  var isBetweenElements: Bool {
    phase == .body && depth == 1 && element == .ignored && pendingVariability == nil
      && workout == nil
  }

  mutating func handle(_ tag: XMLTag) throws(ImportError) {
    switch phase {
    case .closed:
      return
    case .prolog:
      try openRoot(tag)
    case .body:
      if tag.kind == .end {
        try close(tag)
        return
      }
      if depth == 1 {
        openTopLevel(tag)
      } else {
        try child(tag)
      }
      if tag.kind == .start { depth += 1 }
    }
  }

  /// An end tag. Inner end tags are matched by depth only (cheap, and the export's nesting is
  /// regular); the root's is checked by name, so that a stray end tag cannot end the import
  /// early and silently drop the rest of the file.
  private mutating func close(_ tag: XMLTag) throws(ImportError) {
    if tag.name.equals("HealthData") {
      if depth > 1 { closeTopLevel() }
      phase = .closed
      return
    }
    depth -= 1
    if depth == 1 {
      closeTopLevel()
    } else if depth < 1 {
      throw .malformed(
        reason: "unexpected </\(XMLText.string(tag.name))> on line \(tag.line): the file is "
          + "damaged")
    }
  }

  private mutating func openRoot(_ tag: XMLTag) throws(ImportError) {
    if tag.kind != .end, tag.name.equals("ClinicalDocument") {
      throw .unrecognised(reason: AppleHealthValues.clinicalDocumentReason)
    }
    guard tag.kind != .end, tag.name.equals("HealthData") else {
      let name = XMLText.string(tag.name)
      throw .unrecognised(
        reason: "the root element is <\(tag.kind == .end ? "/" : "")\(name)>, not <HealthData>: "
          + "not an Apple Health export")
    }
    for attribute in tag.attributes where attribute.name.equals("locale") {
      locale = XMLText.string(attribute.value)
    }
    phase = tag.kind == .empty ? .closed : .body
    depth = 1
  }

  private mutating func openTopLevel(_ tag: XMLTag) {
    element = .ignored
    let name = tag.name
    if name.equals("Record") {
      if tag.kind == .start { element = .record }
      record(tag)
    } else if name.equals("Workout") {
      openWorkout(tag)
      if tag.kind == .start {
        element = .workout
      } else {
        closeWorkout()
      }
    } else if name.equals("ExportDate") {
      for attribute in tag.attributes where attribute.name.equals("value") {
        setExportDate(AppleHealthDate.epochSeconds(attribute.value))
      }
    } else if !name.equals("Me") {
      // Correlation, ActivitySummary, ClinicalRecord, Audiogram, …: counted, not read.
      collector.countSeen(type: typeID(name))
    }
  }

  private mutating func child(_ tag: XMLTag) throws(ImportError) {
    switch element {
    case .record:
      if pendingVariability != nil,
        beatLayout.matches(tag) || tag.name.equals("InstantaneousBeatsPerMinute")
      {
        beat(tag)
      } else if tag.name.equals("Record") {
        // Records never nest: an earlier <Record …> lost its "/" or its end tag, and everything
        // after it would silently become its children.
        throw .malformed(
          reason: "a <Record> inside another on line \(tag.line): the file is damaged")
      }
    case .workout:
      if depth == 2 { workoutChild(tag) }
    case .ignored:
      break
    }
  }

  private mutating func closeTopLevel() {
    switch element {
    case .record:
      if let sample = pendingVariability {
        let rmssd = beats.value
        if rmssd == nil, beats.count > 0 { collector.countUnreadableBeats() }
        collector.add(sample, rmssd: rmssd)
        pendingVariability = nil
      }
    case .workout:
      closeWorkout()
    case .ignored:
      break
    }
    element = .ignored
  }

  /// Records the export's `<ExportDate>` (`nil`: not readable).
  mutating func setExportDate(_ instant: Double?) {
    exportDate = instant
    collector.setExportDate(instant)
  }

  /// The id of a record type or element name, registering it (and its kind) when new.
  mutating func typeID(_ name: UnsafeRawBufferPointer) -> Int {
    let (id, isNew) = typeTable.id(of: name)
    if isNew {
      let kind = AppleHealthKind.of(name)
      typeKinds.append(kind)
      if kind != .other, kindTypes[kind] == nil { kindTypes[kind] = id }
      typeNames.append(XMLText.string(name))
      collector.addType(named: typeNames[id])
    }
    return id
  }

  /// The id of a source name, registering it when new.
  mutating func sourceID(_ name: UnsafeRawBufferPointer) -> Int {
    let (id, isNew) = sourceTable.id(of: name)
    if isNew { collector.addSource(named: XMLText.string(name)) }
    return id
  }
}

/// Where in an export's document the scanner is.
enum AppleHealthPhase {
  /// Before the root element.
  case prolog
  /// Inside `<HealthData>`.
  case body
  /// After `</HealthData>`: anything further is ignored.
  case closed
}
