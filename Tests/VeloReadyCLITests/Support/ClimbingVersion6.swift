/// Turns a current store into one of schemas 2 to 6, before the climbing columns: the tests that
/// make an older store start with it (docs/formats.md §5.4).
enum ClimbingVersion6 {
  static let sql = """
    ALTER TABLE activities DROP COLUMN ascent_m;
    ALTER TABLE merged_activities DROP COLUMN ascent_m;

    """
}
