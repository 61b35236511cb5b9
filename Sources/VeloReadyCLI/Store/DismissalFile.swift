import ScoreEngine
import VeloJSON

/// The store's dismissals (`alerts.json`), one per alert.
struct DismissalFile {
  static let format = "veloready.alert-dismissals/1"

  var dismissals: [AlertID: Dismissal] = [:]

  static func path(_ store: Store) -> String { store.root + "/alerts.json" }

  /// The dismissals in `store`; a missing file is none, a damaged one is an error (dismissals
  /// are the rider's own decisions: they are never silently dropped).
  static func load(from store: Store?) throws(CLIError) -> DismissalFile {
    guard let store else { return DismissalFile() }
    let bytes: [UInt8]?
    do {
      bytes = try AtomicFile.read(path(store))
    } catch {
      throw .unreadable("cannot read alert dismissals: \(error.description)")
    }
    guard let bytes else { return DismissalFile() }
    guard let document = try? JSONParser.parse(bytes), document["format"]?.stringValue == format,
      let items = document["dismissals"]?.arrayValue
    else {
      throw .badData(
        "'\(path(store))' is not a readable dismissals file",
        hint: "run 'veloready alerts reset' to start afresh")
    }
    var file = DismissalFile()
    for item in items {
      guard let id = item["id"]?.stringValue.flatMap(AlertID.init(rawValue:)),
        let dismissedOn = item["dismissedOn"]?.stringValue.flatMap({ LocalDate(iso: $0) })
      else { continue }
      file.dismissals[id] = Dismissal(
        id: id, dismissedOn: dismissedOn, count: Int(item["count"]?.numberValue ?? 1),
        metric: item["metric"]?.numberValue.map { Int($0) },
        until: item["until"]?.stringValue.flatMap { LocalDate(iso: $0) },
        severity: item["severity"]?.stringValue.flatMap(AlertSeverity.init(rawValue:)))
    }
    return file
  }

  func save(to store: Store) throws(CLIError) {
    let items = dismissals.values.sorted { $0.id.rawValue < $1.id.rawValue }.map { dismissal in
      JSONValue.object([
        "id": .string(dismissal.id.rawValue),
        "dismissedOn": .string(dismissal.dismissedOn.description),
        "count": .integer(dismissal.count), "metric": .integer(dismissal.metric),
        "until": .string(dismissal.until?.description),
        "severity": .string(dismissal.severity?.rawValue),
      ])
    }
    let document = JSONValue.object(["format": .string(Self.format), "dismissals": .array(items)])
    do {
      try AtomicFile.write(JSONWriter.pretty(document), to: Self.path(store), mode: 0o600)
    } catch {
      throw .unreadable("cannot save alert dismissals: \(error.description)")
    }
  }
}
