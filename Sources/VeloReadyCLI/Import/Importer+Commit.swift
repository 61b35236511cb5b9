import HealthImport
import VeloKit
import VeloStore

extension Importer {
  /// Merges every parsed input into the store and logs it, in one write; the stats of each
  /// parsed file or folder, in order.
  func commit(_ outcomes: [Outcome], to store: Store) throws(CLIError) -> [MergeStats] {
    let pending = outcomes.filter {
      switch $0 {
      case .parsed, .folder: return true
      case .alreadyImported, .repeated: return false
      }
    }
    guard !pending.isEmpty else { return [] }
    let importedAt = setup.clock.iso8601(environment.now)
    let profile = setup.profile
    // Each file's streams are encoded beside the write of its other records.
    let encodings = pending.map { outcome -> StreamEncoding? in
      guard case .parsed(let file) = outcome else { return nil }
      return StreamEncoding(file.report.records.activities)
    }
    return try store.write { () throws(CLIError) -> [MergeStats] in
      var all: [MergeStats] = []
      var corrected = false
      // The streams stored from memory, which the ledger then reads as they are.
      var streams = HeartRateStreams()
      func save(
        _ report: ImportReport, as entry: ImportLog.Entry,
        streams: () -> HeartRateStreams = { HeartRateStreams() }
      ) throws(CLIError) -> MergeStats {
        let stats =
          try CLIError.fromStore(try store.database.upsert(report.records, streams: streams))
          + CLIError.fromStore(try store.database.upsert(referenceScores: report.referenceScores))
        // What the rider answered or rated is kept as tags; an answer already stored, or the rider's own
        // tag of that day and name, stays as it is.
        for tag in JournalTags.tags(report.journalEntries) + report.ratings.map(DayTag.init) {
          _ = try CLIError.fromStore(try store.database.saveTag(tag))
        }
        var entry = entry
        (entry.added, entry.replaced, entry.rejected) = (
          stats.added, stats.replaced, report.rejections.total
        )
        try CLIError.fromStore(try store.database.logImport(entry))
        return stats
      }
      for (outcome, encoding) in zip(pending, encodings) {
        switch outcome {
        case .parsed(let file):
          corrected = try file.rider.save(in: store) || corrected
          // Encoded before the upsert needs them, so that the ledger need not decode them.
          let fileStreams = encoding ?? StreamEncoding([])
          all.append(
            try save(
              file.report,
              as: Self.entry(
                file.fingerprint, PathText.name(of: file.path), file.format, importedAt),
              streams: { fileStreams.streams }))
          streams.add(fileStreams.streams)
        case .folder(let folder):
          var stats = MergeStats()
          let name = PathText.name(of: folder.path)
          for parsed in folder.parsed {
            // A file that could not be read is not logged: the next import tries it again.
            guard case .success(let outcome) = parsed.read.result else { continue }
            var report = ImportReport()
            if case .activities(let read) = outcome { report = read }
            let format = parsed.file.format?.rawValue ?? "device file"
            stats =
              stats
              + (try save(
                report,
                as: Self.entry(
                  parsed.file.fingerprint, name + "/" + parsed.file.path, format, importedAt),
                streams: { parsed.streams }))
            streams.add(parsed.streams)
          }
          all.append(stats)
        case .alreadyImported, .repeated:
          continue
        }
      }
      if corrected || all.contains(where: \.changedAnything) {
        try CLIError.fromStore(try store.database.recordsChanged())
        try StoredTraining.refresh(in: store, profile: profile, streams: streams)
      }
      return all
    }
  }

  /// A log entry before its counts are known.
  private static func entry(
    _ fingerprint: String, _ name: String, _ format: String, _ importedAt: String
  ) -> ImportLog.Entry {
    ImportLog.Entry(
      fingerprint: fingerprint, name: name, format: format, importedAt: importedAt, added: 0,
      replaced: 0, rejected: 0)
  }

  /// Prints each input's summary, in the order given, once the store has committed.
  func report(_ outcomes: [Outcome], _ stats: [MergeStats]) {
    var remaining = stats[...]
    for outcome in outcomes {
      switch outcome {
      case .alreadyImported(let input, let previous):
        ImportSummary.printAlreadyImported(PathText.name(of: input.path), previous, console)
      case .repeated(let input):
        ImportSummary.write(
          ["'\(PathText.name(of: input.path))' is the same file as one above; skipped"], console)
      case .parsed(let file):
        guard let fileStats = remaining.popFirst() else { continue }
        ImportSummary.print(
          PathText.name(of: file.path), file, fileStats, console, clock: setup.clock)
      case .folder(let folder):
        guard let folderStats = remaining.popFirst() else { continue }
        ImportSummary.printFolder(folder, folderStats, console, clock: setup.clock)
      }
    }
  }
}
