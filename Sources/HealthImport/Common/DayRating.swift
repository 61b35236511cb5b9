import ScoreEngine

/// A rider's own rating of a day that a source kept, such as intervals.icu's soreness or mood
/// (docs/formats.md §6.4); the command line keeps each as a rated tag of that day.
public struct DayRating: Hashable, Sendable {
  /// The local date the source filed the rating under.
  public var date: LocalDate
  /// The tag name it is kept under: lower-case words joined by hyphens.
  public var name: String
  /// The rating, oriented so that a higher value means more of what the name says.
  public var value: Double
  /// Who recorded it.
  public var source: Source

  /// Creates a rating.
  public init(date: LocalDate, name: String, value: Double, source: Source) {
    self.date = date
    self.name = name
    self.value = value
    self.source = source
  }
}
