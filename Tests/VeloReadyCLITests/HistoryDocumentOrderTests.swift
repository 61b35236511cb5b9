import Foundation
import ScoreEngine
import TestSupport
import Testing
import VeloJSON

@testable import VeloKit
@testable import VeloReadyCLI

/// `history --json` builds each day's object in the writer's key order (`HistoryDocument.dayOrder`)
/// instead of having it sorted: the document prints the bytes the sorted objects print.
@Suite struct HistoryDocumentOrderTests {
  /// `value` with every ordered object made the dictionary of its members.
  static func unordered(_ value: JSONValue) -> JSONValue {
    switch value {
    case .orderedObject(let members):
      return .object(
        Dictionary(members.map { ($0.key, unordered($0.value)) }) { first, _ in first })
    case .object(let members): return .object(members.mapValues(unordered))
    case .array(let elements): return .array(elements.map(unordered))
    default: return value
    }
  }

  @Test func theDaysPrintAsTheirSortedObjects() throws {
    let directory = Paths.temporaryDirectory("history-order")
    defer { try? FileManager.default.removeItem(at: directory) }
    let (setup, environment) = try ScoredDaysPartsTests.demoSetup(in: directory)
    let last = setup.clock.day(of: environment.now)
    let series = try ScoredDays.compute(
      setup, try DayRange(last.adding(days: -89), last), now: environment.now, cores: 1)
    let document = HistoryDocument.build(series, setup)
    #expect(JSONWriter.pretty(document) == JSONWriter.pretty(Self.unordered(document)))
    let days = try #require(document["days"]?.arrayValue)
    #expect(days.count == 90)
    for day in days {
      #expect(day.objectValue.map { Set($0.keys) } == Set(HistoryDocument.dayKeys))
    }
  }

  @Test func theOrderIsEveryKeyOnceSortedByBytes() {
    let keys = HistoryDocument.dayOrder.map { HistoryDocument.dayKeys[$0] }
    #expect(keys.count == HistoryDocument.dayKeys.count)
    #expect(Set(keys).count == keys.count)
    #expect(
      keys
        == HistoryDocument.dayKeys.sorted {
          Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8))
        })
    #expect(keys.first == "alerts")
  }
}

/// A CSV field is quoted when its bytes hold a comma, a quote or a line break (RFC 4180).
@Suite struct HistoryCSVFieldTests {
  @Test(arguments: [
    ("plain", "plain"), ("", ""), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""),
    ("line\nbreak", "\"line\nbreak\""), ("cr\rlf", "\"cr\rlf\""), ("crlf\r\n", "\"crlf\r\n\""),
    (",\u{301}", "\",\u{301}\""), ("naïve;café", "naïve;café"), ("日本", "日本"),
  ])
  func quotedWhenItsBytesNeedIt(_ text: String, _ field: String) {
    #expect(HistoryDocument.quoted(text) == field)
  }
}
