import HealthImport
import ScoreEngine

/// What one fetch from intervals.icu brought: the wellness and activity reports of a date range.
public struct IntervalsFetchResult: Sendable {
  /// The local dates asked for, both ends included.
  public var dates: ClosedRange<LocalDate>
  /// The mapped wellness response.
  public var wellness: ImportReport
  /// The mapped activities response (Strava stubs noted, not kept).
  public var activities: ImportReport

  /// Creates a result.
  public init(dates: ClosedRange<LocalDate>, wellness: ImportReport, activities: ImportReport) {
    self.dates = dates
    self.wellness = wellness
    self.activities = activities
  }

  /// Both reports as one: records, counts, rejections and notes of wellness, then activities.
  public var combined: ImportReport {
    var report = wellness
    report.records.append(contentsOf: activities.records)
    report.seen.merge(activities.seen, uniquingKeysWith: +)
    report.duplicatesDropped += activities.duplicatesDropped
    report.rejections.merge(activities.rejections)
    report.unknownKeys.merge(activities.unknownKeys, uniquingKeysWith: +)
    report.droppedSamples.merge(activities.droppedSamples, uniquingKeysWith: +)
    report.droppedFields.merge(activities.droppedFields)
    report.notes += activities.notes
    report.ratings += activities.ratings
    return report
  }
}

extension IntervalsClient {
  /// Wellness and activities of the local dates `dates`, fetched concurrently.
  ///
  /// All or nothing: if either request fails, the error is thrown and no partial result is
  /// returned, so the store is never updated with half a sync. When both fail, the wellness
  /// error is the one reported.
  public func fetch(_ dates: ClosedRange<LocalDate>) async throws(IntervalsError)
    -> IntervalsFetchResult
  {
    async let wellness = outcome { () async throws(IntervalsError) in try await self.wellness(dates)
    }
    async let activities = outcome { () async throws(IntervalsError) in
      try await self.activities(dates)
    }
    var wellnessReport = try await wellness.get()
    var activitiesReport = try await activities.get()
    // A response may carry days it was not asked for (a server's bug, a stub far in the past or
    // future): those are rejected like any bad record. A day to spare on each side, for the
    // difference between intervals.icu's zone and the athlete's.
    let asked = dates.lowerBound.adding(days: -1)...dates.upperBound.adding(days: 1)
    wellnessReport.rejectDates(outside: asked)
    activitiesReport.rejectDates(outside: asked)
    wellnessReport.rejectUnstorableDates()
    activitiesReport.rejectUnstorableDates()
    return IntervalsFetchResult(
      dates: dates, wellness: wellnessReport, activities: activitiesReport)
  }

  /// The result of `body` as a value, so that `async let` keeps the typed error.
  private func outcome(
    _ body: @Sendable () async throws(IntervalsError) -> ImportReport
  ) async -> Result<ImportReport, IntervalsError> {
    do {
      return .success(try await body())
    } catch {
      return .failure(error)
    }
  }
}
