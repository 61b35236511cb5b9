import Foundation
import Testing

@testable import ScoreEngine

/// The rider's corrections of docs/algorithm.md §7.5: applied to the recordings before their
/// loads are computed and to the merged activity after, and following the activity, not a file.
@Suite struct ActivityCorrectionTests {
  let profile = AthleteProfile(
    timeZone: zone("UTC"), maxHeartRate: 190, restingHeartRate: 50, thresholdHeartRate: 171,
    ftp: 250)

  /// An hour's ride with power, and the watch's copy of it: one activity (§7.2).
  var records: RecordSet {
    var records = RecordSet()
    records.activities = [
      Activity(
        id: "g-1", start: instant("2026-11-19T17:30:00Z"), durationSeconds: 3600, sport: .cycling,
        averageHeartRate: 140, normalizedPower: 215, source: native("Garmin Edge")),
      Activity(
        id: "w-1", start: instant("2026-11-19T17:31:00Z"), durationSeconds: 3540, sport: .cycling,
        averageHeartRate: 141, maxHeartRate: 165, source: native("Apple Watch")),
    ]
    return records
  }

  let edge = ActivityMember(provider: .native, source: "Garmin Edge", id: "g-1")
  let watch = ActivityMember(provider: .native, source: "Apple Watch", id: "w-1")

  func ledger(_ changes: [ActivityCorrection.Change], members: [ActivityMember]? = nil)
    -> TrainingLedger
  {
    TrainingLedger.compute(
      records, profile: profile,
      corrections: changes.map {
        ActivityCorrection(members: members ?? [edge, watch], change: $0)
      })
  }

  @Test func withoutCorrectionsThePowerRuleCounts() throws {
    let ride = try #require(ledger([]).activities.first)
    // 1 h × (215 / 250)² × 100 = 0.7396 × 100 = 73.96.
    #expect(ride.method == .power)
    #expect(close(ride.load, 73.96))
    #expect(ride.correction == nil)
  }

  @Test func aSetLoadReplacesTheRulesAndRemembersWhatItWas() throws {
    let corrected = ledger([.load(85)])
    let ride = try #require(corrected.activities.first)
    #expect(ride.load == 85)
    #expect(ride.method == .rider)
    #expect(close(ride.correction?.originalLoad, 73.96))
    #expect(ride.correction?.originalMethod == .power)
    #expect(corrected.load(on: day("2026-11-19")) == 85)
    // The PMC follows the rider's load: ATL of the day moves by (85 − 73.96) × ka from the
    // rules', ka = 1 − e^(−1/7) = 0.1331221 (docs/algorithm.md §8): 11.04 × 0.1331221 = 1.4697.
    let atl = corrected.chart.values(atEndOf: day("2026-11-19"))?.atl ?? 0
    let before = ledger([]).chart.values(atEndOf: day("2026-11-19"))?.atl ?? 0
    #expect(close(atl - before, 11.04 * 0.1331221, 1e-6))
  }

  @Test func ignoringPowerIsTheSameAsRecordingsWithoutIt() throws {
    var stripped = records
    for index in stripped.activities.indices {
      stripped.activities[index].normalizedPower = nil
      stripped.activities[index].averagePower = nil
    }
    let expected = try #require(TrainingLedger.compute(stripped, profile: profile).activities.first)
    let ride = try #require(ledger([.ignorePower]).activities.first)
    #expect(ride.method == .heartRateAverage)
    #expect(ride.load == expected.load)
    #expect(ride.correction?.originalMethod == .power)
  }

  @Test func ignoringHeartRateAfterPowerFallsToDuration() throws {
    let ride = try #require(ledger([.ignorePower, .ignoreHeartRate]).activities.first)
    // No power, no heart rate, no source load: minutes × RPE 3 / 5. The watch's copy is
    // 59 min (3·59/5 = 35.4), the Edge's 60 (36): the same method, so precedence and then the
    // earlier start pick the Edge's (§7.2).
    #expect(ride.method == .duration)
    #expect(close(ride.load, 36))
  }

  @Test func ignoringAllKeepsTheActivityListedWithoutLoadOrStrain() throws {
    let corrected = ledger([.ignoreAll])
    let ride = try #require(corrected.activities.first)
    #expect(corrected.activities.count == 1)
    #expect(ride.load == 0)
    #expect(!ride.countsForStrain)
    #expect(corrected.load(on: day("2026-11-19")) == 0)
    let strain = StrainScore(
      activities: corrected.activities.filter(\.countsForStrain), steps: nil)
    #expect(strain.quality == .noData)
  }

  @Test func aCorrectionFollowsTheActivityToACopyItDidNotName() throws {
    // Made when only the watch's copy was stored; the Edge's file came later and counts.
    let ride = try #require(ledger([.load(60)], members: [watch]).activities.first)
    #expect(ride.id == "g-1")
    #expect(ride.load == 60)
  }

  @Test func aCorrectionOfRecordingsNoLongerStoredChangesNothing() {
    let gone = ActivityMember(provider: .strava, source: "Strava", id: "123")
    #expect(ledger([.ignoreAll], members: [gone]) == ledger([]))
  }

  @Test func aSportCorrectionChangesTheThresholdTheLoadIsComputedWith() throws {
    // As a run, the cycling FTP does not apply (no run FTP set): the heart-rate rules score it.
    let ride = try #require(ledger([.sport(.running)]).activities.first)
    #expect(ride.sport == .running)
    #expect(ride.method == .heartRateAverage)
    #expect(ride.correction?.originalSport == .cycling)
  }
}
