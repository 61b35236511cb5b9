/// The scoring entry points: records and a profile in, one `Report` per date out.
///
/// Nothing here reads the clock, files or the environment; the date and time zone are parameters.
public enum ScorePipeline {
  /// The report for `date`.
  public static func report(records: RecordSet, profile: AthleteProfile, date: LocalDate) -> Report
  {
    AthleteHistory(records: records, profile: profile, dates: date...date).report(for: date)
  }

}
