import HealthImport

extension ImportSummary {
  /// What a Strava bulk export held and how its rows and files were joined, e.g.
  ///
  ///     read       activities.csv: 6 rows; 5 files: 4 rides, 1 damaged
  ///     joined     3 rows with the activity of their file
  ///     csv only   3 rows: 1 without a file, 1 whose file gave no activity, …
  ///     file only  1 activity from a file that no row names
  static func stravaExportLines(_ export: StravaExportImport) -> [String] {
    var lines: [String] = []
    var read = "\(export.csvPath): \(count(export.rowsSeen, "row"))"
    read += "; " + (export.files.files == 0 ? "no activity file" : filesText(export.files))
    lines.append(row("read", read))
    lines.append(row("joined", "\(count(export.joined, "row")) with the activity of their file"))
    var alone: [String] = []
    if export.rowsWithoutFile > 0 { alone.append("\(export.rowsWithoutFile) without a file") }
    if export.rowsWithUnusableFile > 0 {
      alone.append("\(export.rowsWithUnusableFile) whose file gave no activity")
    }
    if export.rowsWithMissingFile > 0 {
      let named = export.missingFiles.map { "'\($0.filename)' on line \($0.line)" }
      let more = export.rowsWithMissingFile > named.count ? ", …" : ""
      alone.append(
        "\(export.rowsWithMissingFile) whose file is not in the export "
          + "(\(named.joined(separator: ", "))\(more))")
    }
    let aloneCount =
      export.rowsWithoutFile + export.rowsWithUnusableFile
      + export.rowsWithMissingFile
    if aloneCount > 0 {
      lines.append(row("csv only", "\(count(aloneCount, "row")): " + alone.joined(separator: ", ")))
    }
    if export.activitiesWithoutRow > 0 {
      let files = export.activitiesWithoutRow == 1 ? "a file" : "files"
      lines.append(
        row(
          "file only",
          "\(count(export.activitiesWithoutRow, "activity", plural: "activities")) from "
            + "\(files) that no row names"))
    }
    return lines
  }
}
