import Foundation
import ScoreEngine

/// Joins the rows of a bulk export's `activities.csv` with the activity files beside it, by the
/// `Filename` column (docs/formats.md §6.6).
///
/// A row whose file gives activities becomes one activity with it
/// (`StravaActivityRow.joined(with:)`); when the file holds several (a multisport recording),
/// the row takes the one that starts nearest to it, and the others stay device activities. A row
/// without a file, with a file the export lacks, or with a file that cannot be read or holds no
/// activity, keeps the activity of its CSV row alone. A file that no row names gives device
/// activities. So every ride is in the result once, whichever of the two it came from.
public enum StravaExportJoin {
  /// The activities of `csv` (read from `csvPath`) and `files` (paths relative to the folder
  /// holding `activities.csv`), joined; rows first in file order, then activities no row took.
  public static func join(_ csv: StravaActivities, csvPath: String, files: [DeviceFileRead])
    -> StravaExportImport
  {
    var result = StravaExportImport(csvPath: csvPath)
    var csvReport = csv.report
    csvReport.records = RecordSet()
    result.report.absorb(csvReport, from: csvPath)
    result.rowsSeen = csv.report.seen["activities"] ?? 0
    result.rows = csv.rows.count
    var index: [String: Int] = [:]
    for (position, file) in files.enumerated() where index[normalised(file.path)] == nil {
      index[normalised(file.path)] = position
    }
    var remaining: [[Activity?]] = files.map { $0.activities.map { Optional($0) } }
    var activities: [Activity] = []
    for row in csv.rows {
      guard let filename = row.filename else {
        result.rowsWithoutFile += 1
        activities.append(row.activity)
        continue
      }
      guard let position = index[normalised(filename)] else {
        result.rowsWithMissingFile += 1
        if result.missingFiles.count < StravaExportImport.keptExamples {
          result.missingFiles.append(.init(line: row.line, filename: filename))
        }
        activities.append(row.activity)
        continue
      }
      guard let nearest = nearest(row.activity, in: remaining[position]) else {
        result.rowsWithUnusableFile += 1
        activities.append(row.activity)
        continue
      }
      activities.append(row.joined(with: nearest.activity))
      remaining[position][nearest.index] = nil
      result.joined += 1
    }
    for (position, file) in files.enumerated() {
      result.files.add(file)
      let left = remaining[position].compactMap { $0 }
      result.activitiesWithoutRow += left.count
      activities += left
      guard case .success(.activities(var report)) = file.result else { continue }
      report.records.activities = []
      result.report.absorb(report, from: file.path)
    }
    result.report.records.activities = activities
    return result
  }

  /// The activity of `candidates` that starts nearest to `row`, and its place.
  private static func nearest(_ row: Activity, in candidates: [Activity?]) -> (
    index: Int, activity: Activity
  )? {
    var best: (index: Int, activity: Activity)?
    for (index, candidate) in candidates.enumerated() {
      guard let candidate else { continue }
      let distance = abs(candidate.start.timeIntervalSince(row.start))
      if let current = best, abs(current.activity.start.timeIntervalSince(row.start)) <= distance {
        continue
      }
      best = (index, candidate)
    }
    return best
  }

  /// A path as the CSV and the archive may both write it: without a leading `./` or `/`.
  static func normalised(_ path: String) -> String {
    var text = Substring(path)
    while text.hasPrefix("./") { text = text.dropFirst(2) }
    while text.hasPrefix("/") { text = text.dropFirst() }
    return String(text)
  }
}
