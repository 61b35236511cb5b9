import ScoreEngine

/// intervals.icu's subjective wellness fields (docs/formats.md §6.4): integers 1–4 the rider
/// picks in its wellness dialog, each kept as a rated tag of the day.
///
/// The fields run in different directions: soreness, fatigue, stress and injury grow worse
/// with the number (1 low or none, 4 extreme or injured), mood and motivation grow better
/// towards 1 (mood 1 great, 4 grumpy; motivation 1 extreme, 4 low). Every tag is turned so that
/// a higher value means more of what its name says: the first four keep the source's number,
/// mood and motivation become `5 − n`. The range stays the source's, 1–4.
enum IntervalsWellnessScales {
  /// One field and how it becomes a tag.
  struct Scale {
    /// The field of the wellness object (and column of `wellness.csv`).
    let field: String
    /// Whether 1 is the most of what the name says, so the value is turned round.
    let inverted: Bool

    /// The tag's value for the source's `number` (already checked to be 1–4).
    func value(_ number: Double) -> Double { inverted ? 5 - number : number }
  }

  /// The fields, in the order intervals.icu lists them; the tag's name is the field's.
  static let all = [
    Scale(field: "soreness", inverted: false),
    Scale(field: "fatigue", inverted: false),
    Scale(field: "stress", inverted: false),
    Scale(field: "mood", inverted: true),
    Scale(field: "motivation", inverted: true),
    Scale(field: "injury", inverted: false),
  ]

  /// The ratings of `day`; a field that is not a whole number 1–4 is rejected on its own.
  static func ratings(
    of day: IntervalsObject, on date: LocalDate, source: Source,
    rejecting reject: (RecordRejection) -> Void
  ) -> [DayRating] {
    var ratings: [DayRating] = []
    for scale in all {
      do throws(RecordRejection) {
        guard let number = try day.number(scale.field) else { continue }
        guard (1...4).contains(number), number.rounded() == number else {
          throw RecordRejection(
            reason: "wellness.\(scale.field): not a whole number 1–4",
            message: "'\(scale.field)' \(number) is not a whole number 1–4")
        }
        ratings.append(
          DayRating(date: date, name: scale.field, value: scale.value(number), source: source))
      } catch {
        reject(error)
      }
    }
    return ratings
  }
}
