/// Recognises the first line of a Strava `activities.csv` in the languages Strava exports.
///
/// It recognises more languages than `StravaActivitiesParser` reads, so that a French or Spanish
/// export is reported as "a Strava file in a language not read yet" rather than as an unknown
/// file. Only the first column is compared; the parser checks the rest.
enum StravaHeaderSniffer {
  /// First-column names of the activity id: the languages read, then others recognised only.
  ///
  /// The French name is seen in several third-party importers' tests; the others are kept from
  /// the earlier sniffer, unconfirmed, and are used only to word an error.
  static let activityIDNames =
    [StravaLanguage.english, .german].map { $0.name(of: .activityID) } + [
      "ID de l'activité", "ID actividad", "ID attività", "Activiteit-ID", "ID da atividade",
    ]

  /// Whether `line` starts like a Strava activities header: a first column, quoted or not and
  /// after an optional BOM, that names the activity id, followed by more columns.
  static func looksLikeActivitiesHeader(_ line: String) -> Bool {
    guard let fields = CSVReader.records(Array(line.utf8)).first?.fields, fields.count > 1
    else { return false }
    let names = fields.map(StravaValues.trimmed)
    return activityIDNames.contains(names[0]) || isLegacyHeader(names)
  }

  /// Whether trimmed header names are the older English export's: `id` first, then `date`,
  /// `type` and `elapsed_time` among the rest. A first column `id` alone is far too common to
  /// mean Strava; the snake_case `elapsed_time` beside it is not.
  static func isLegacyHeader(_ names: [String]) -> Bool {
    names.first == "id" && ["date", "type", "elapsed_time"].allSatisfy(names.contains)
  }
}
