/// The languages of Strava `activities.csv` headers that veloready reads.
///
/// Strava localises the header, the dates and the decimals to the account's language. English and
/// German are read: their header texts are known from several independent importers' tests and a
/// real-looking row (docs/formats.md §6.3). French, Spanish and other exports are
/// recognised by their first column but refused with a clear error, because their date format and
/// most column names could not be confirmed; guessing would silently misread times. The older
/// English export, with ten snake_case columns, is read too (`legacy`).
public enum StravaLanguage: String, CaseIterable, Hashable, Sendable {
  /// English: `Sep 20, 2026, 5:38:11 AM`, decimal point.
  case english
  /// German: `20.09.2026, 14:12:12`, decimal comma.
  case german
  /// The older English export: the header `id,date,name,type,description,elapsed_time,distance,
  /// commute,gear,filename`, dates `2014-09-12 16:54:28` in UTC, distance in metres in its only
  /// `distance` column, elapsed time in seconds, decimal point.
  case legacy

  /// The header text of `column` in this language.
  func name(of column: StravaColumn) -> String {
    switch self {
    case .english: return column.rawValue
    case .german: return Self.germanNames[column] ?? column.rawValue
    case .legacy: return Self.legacyNames[column] ?? column.rawValue
    }
  }

  /// Which occurrences of `column` to read: the legacy header writes each name once, and its one
  /// `distance` is already in metres.
  func occurrence(of column: StravaColumn) -> StravaColumn.Occurrence {
    self == .legacy ? .first : column.occurrence
  }

  private static let legacyNames: [StravaColumn: String] = [
    .activityID: "id", .activityDate: "date", .activityName: "name", .activityType: "type",
    .elapsedTime: "elapsed_time", .distance: "distance", .filename: "filename",
  ]

  private static let germanNames: [StravaColumn: String] = [
    .activityID: "Aktivitäts-ID", .activityDate: "Aktivitätsdatum",
    .activityName: "Name der Aktivität", .activityType: "Aktivitätsart",
    .elapsedTime: "Verstrichene Zeit", .movingTime: "Bewegungszeit", .distance: "Distanz",
    .elevationGain: "Höhenzunahme",
    .maxHeartRate: "Max. Herzfrequenz", .averageHeartRate: "Durchschnittliche Herzfrequenz",
    .averageWatts: "Durchschnittliche Watt",
    .weightedAveragePower: "Gewichtete durchschnittliche Leistung", .calories: "Kalorien",
    .trainingLoad: "Trainingsbelastung", .perceivedExertion: "Gefühlte Anstrengung",
  ]
}

/// The columns veloready reads, named by their English header text.
enum StravaColumn: String, CaseIterable {
  case activityID = "Activity ID"
  case activityDate = "Activity Date"
  case activityName = "Activity Name"
  case activityType = "Activity Type"
  case elapsedTime = "Elapsed Time"
  case movingTime = "Moving Time"
  case distance = "Distance"
  /// Metres, in the block of SI columns that follows the second `Elapsed Time`.
  case elevationGain = "Elevation Gain"
  case maxHeartRate = "Max Heart Rate"
  case averageHeartRate = "Average Heart Rate"
  case averageWatts = "Average Watts"
  case weightedAveragePower = "Weighted Average Power"
  case calories = "Calories"
  case trainingLoad = "Training Load"
  case perceivedExertion = "Perceived Exertion"
  case filename = "Filename"

  /// Which occurrences of a name that Strava writes twice hold the value veloready wants.
  ///
  /// `Distance` is read only from its 2nd occurrence, in metres: the 1st is in the athlete's
  /// display unit (km or mi, unknowable from the file), so a header with one `Distance` gives no
  /// distance. Every other column is read from all its copies (`Elapsed Time` and `Max Heart Rate`
  /// appear twice in headers since 2018): the first filled copy gives the value, because Strava
  /// fills the later copy only for recent activities, and copies that disagree are reported.
  var occurrence: Occurrence {
    self == .distance ? .second : .every
  }

  enum Occurrence {
    case first, second, every
  }
}

/// A Strava header: its language and where each column veloready reads is.
struct StravaHeader {
  let language: StravaLanguage
  let fieldCount: Int
  private let positions: [StravaColumn: [Int]]

  /// Reads a header row.
  ///
  /// - Throws: `ImportError.unrecognised` when it is not a Strava header, is in a language
  ///   veloready does not read, or lacks the id, the date or every duration column.
  init(_ cells: [String]) throws(ImportError) {
    let names = cells.map(StravaValues.trimmed)
    let first = names.first ?? ""
    let language: StravaLanguage? =
      StravaHeaderSniffer.isLegacyHeader(names)
      ? .legacy
      : StravaLanguage.allCases.first { $0 != .legacy && $0.name(of: .activityID) == first }
    guard let language else {
      if StravaHeaderSniffer.activityIDNames.contains(first) {
        throw .unrecognised(
          reason: "a Strava activities.csv in a language veloready cannot read yet "
            + "(first column '\(first)'); set Strava's language to English or German "
            + "and request a new export")
      }
      throw .unrecognised(reason: "not a Strava activities.csv (first column '\(first)')")
    }
    var byName: [String: [Int]] = [:]
    for (position, name) in names.enumerated() { byName[name, default: []].append(position) }
    var positions: [StravaColumn: [Int]] = [:]
    for column in StravaColumn.allCases {
      guard let found = byName[language.name(of: column)] else { continue }
      switch language.occurrence(of: column) {
      case .first: positions[column] = [found[0]]
      case .second: positions[column] = found.count > 1 ? [found[1]] : nil
      case .every: positions[column] = found
      }
    }
    for required in [StravaColumn.activityDate] where positions[required] == nil {
      throw .unrecognised(
        reason: "the Strava header has no '\(language.name(of: required))' column")
    }
    guard positions[.movingTime] != nil || positions[.elapsedTime] != nil else {
      throw .unrecognised(
        reason: "the Strava header has neither '\(language.name(of: .movingTime))' nor "
          + "'\(language.name(of: .elapsedTime))'")
    }
    self.language = language
    self.fieldCount = cells.count
    self.positions = positions
  }

  /// The positions of `column`'s copies that are read, in header order; empty when this header
  /// lacks it.
  func positions(_ column: StravaColumn) -> [Int] { positions[column] ?? [] }

  /// The header text of `column`, for messages.
  func name(_ column: StravaColumn) -> String { language.name(of: column) }
}
