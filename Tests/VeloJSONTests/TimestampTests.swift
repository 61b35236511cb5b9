import Foundation
import Testing

@testable import VeloJSON

/// Strict timestamps with offsets (docs/formats.md §1.2).
@Suite struct TimestampTests {
  @Test(
    "accepted forms",
    arguments: [
      ("2025-11-10T06:12:33-08:00", 1_762_783_953.0), ("2025-11-10T14:12:33Z", 1_762_783_953),
      ("2025-11-10T15:12:33+0100", 1_762_783_953), ("2025-11-10T14:12:33.25Z", 1_762_783_953.25),
    ])
  func accepted(text: String, epoch: Double) {
    #expect(Timestamp.parse(text)?.timeIntervalSince1970 == epoch)
  }

  @Test(
    "rejected forms",
    arguments: [
      "2025-11-10T06:12:33", "2025-11-10 06:12:33Z", "2025-11-10T06:12Z", "2025-02-30T06:12:33Z",
      "2025-11-10T24:00:00Z", "2025-11-10T06:12:33+1", "2025-11-10T06:12:33.Z", "", "yesterday",
      "2025-11-10T06:12:33+01:00 ",
    ])
  func rejected(text: String) {
    #expect(Timestamp.parse(text) == nil)
  }

  @Test func formatsInstantsWithTheZoneOffset() throws {
    let date = try #require(Timestamp.parse("2025-06-02T07:00:00Z"))
    #expect(ISO8601Text.format(date) == "2025-06-02T07:00:00Z")
    #expect(ISO8601Text.format(date, utcOffsetSeconds: 7200) == "2025-06-02T09:00:00+02:00")
    #expect(ISO8601Text.format(date, utcOffsetSeconds: -34_200) == "2025-06-01T21:30:00-09:30")
  }

  @Test func formatsInstantsBefore1970() throws {
    let date = Date(timeIntervalSince1970: -1)
    #expect(ISO8601Text.format(date) == "1969-12-31T23:59:59Z")
  }
}
