import ScoreEngine

/// Reads the activities of a GPX file: one `Activity` per `<trk>`.
///
/// | `Activity` | from |
/// |---|---|
/// | `id` | `gpx:<first point's Unix time>:<track index>` |
/// | `sport` | `trk/type`, else the track's name, else the creator (`GPXSport`), else other |
/// | `name` | `trk/name` |
/// | `start` | the first timed point |
/// | `durationSeconds` | moving time of the points (`TrackActivity`) |
/// | `distanceMeters` | the haversine length of the track, across its segments |
/// | `ascentMeters` | the points' `ele`, by `TrackClimbing` |
/// | `heartRate`, heart rates | Garmin `TrackPointExtension/hr` (any prefix) |
/// | power | a `power` or `PowerInWatts` extension of the point |
/// | `source` | provider `device`, named by the `creator` attribute, else `GPX file` |
///
/// Points without a readable time are skipped and counted in a note. A file cut short keeps what
/// was read. A file with routes or waypoints but no track is `.notAnActivity`.
public enum GPXReader {
  /// The activities of the GPX document `bytes`.
  ///
  /// - Throws: `ImportError.unrecognised` when it has no `<gpx>` element.
  public static func read(_ bytes: [UInt8]) throws(ImportError) -> DeviceFileOutcome {
    let (document, complete) = try bytes.withImportBytes {
      buffer throws(ImportError) -> (GPXDocument, Bool) in
      var document = GPXDocument(xml: DeviceXML(document: buffer))
      var scanner = XMLScanner()
      try scanner.feed(buffer, to: &document)
      return (document, !scanner.hasUnfinishedConstruct)
    }
    guard document.sawRoot else {
      throw .unrecognised(reason: "not a GPX file (no <gpx> element)")
    }
    var report = ImportReport()
    var tracks = document.tracks
    if let open = document.current { tracks.append(open) }
    if !complete || document.depth > 0 {
      let count = tracks.reduce(0) { $0 + $1.points.count }
      report.notes.append(
        "the GPX file is cut short; the \(count) track points read before the cut are kept")
    }
    if document.untimedPoints > 0 {
      report.notes.append(
        "\(document.untimedPoints) track points without a readable time were skipped")
    }
    guard !tracks.isEmpty else { return .notAnActivity(.gpxWithoutTrack) }
    let source = Source(provider: .device, name: document.creator ?? "GPX file")
    for (index, track) in tracks.enumerated() {
      let first = track.points.map(\.time).min()
      let summary = TrackSummary(
        id: "gpx:\(first.map { String(Int($0)) } ?? "untimed"):\(index)",
        sport: GPXSport.sport(type: track.type, name: track.name, creator: document.creator),
        name: track.name, source: source)
      TrackActivity.read(
        summary, points: track.points, location: "track \(index + 1)", into: &report)
    }
    return .activities(report)
  }
}
