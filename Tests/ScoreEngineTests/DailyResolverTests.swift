import Testing

@testable import ScoreEngine

/// One value per day from several sources (docs/algorithm.md §3): the same winners whatever order
/// the records come in, within a source the later record, and the reference rule worked day by
/// day.
@Suite struct DailyResolverTests {
  static let watch = Source(provider: .native, name: "Watch")
  static let ring = Source(provider: .native, name: "Ring")
  static let health = Source(provider: .appleHealth, name: "iPhone")
  static let sources = [watch, ring, health]

  /// Day by day as docs/algorithm.md §3 states it: each source's last record of the day, then
  /// the provider with the highest precedence, then the rule between sources of one provider.
  static func reference(_ values: [DailyValue], _ rule: DailyResolver.SameProviderRule)
    -> [Int: DailyValue]
  {
    var byDay: [Int: [DailyValue]] = [:]
    for value in values {
      var day = byDay[value.date.dayNumber] ?? []
      day.removeAll { $0.source == value.source }
      day.append(value)
      byDay[value.date.dayNumber] = day
    }
    return byDay.compactMapValues {
      DailyResolver.pick($0, precedence: .standard, rule: rule)
    }
  }

  /// Four weeks of values from three sources, some days with two records of one source, in a
  /// scrambled order.
  static func values() -> [DailyValue] {
    var values: [DailyValue] = []
    for offset in 0..<28 {
      let date = LocalDate(dayNumber: 20_000 + offset)
      for (index, source) in sources.enumerated() where (offset + index) % 4 != 0 {
        values.append(
          DailyValue(date: date, value: Double((offset * 7 + index * 3) % 11), source: source))
        if offset % 5 == index {
          values.append(DailyValue(date: date, value: Double(offset + 100), source: source))
        }
      }
    }
    // A fixed scramble that keeps each source's two records of a day in their order.
    return values.enumerated().sorted { a, b in
      let keyA = (a.element.date.dayNumber * 7) % 29
      let keyB = (b.element.date.dayNumber * 7) % 29
      return keyA != keyB ? keyA < keyB : a.offset < b.offset
    }.map(\.element)
  }

  @Test(arguments: [DailyResolver.SameProviderRule.largest, .firstByName])
  func eachDayHasTheReferenceWinner(_ rule: DailyResolver.SameProviderRule) {
    let values = Self.values()
    let resolved = DailyResolver.resolve(values, precedence: .standard, rule: rule)
    let expected = Self.reference(values, rule)
    #expect(resolved.keys.sorted() == expected.keys.sorted())
    for (day, value) in expected {
      #expect(resolved[day]?.value == value.value, "day \(day)")
      #expect(resolved[day]?.source == value.source, "day \(day)")
    }
  }

  @Test func aSourcesLaterRecordReplacesItsEarlierOne() {
    let day = LocalDate(dayNumber: 20_000)
    let values = [
      DailyValue(date: day, value: 9_000, source: Self.watch),
      DailyValue(date: day.adding(days: 1), value: 1, source: Self.watch),
      DailyValue(date: day, value: 4_000, source: Self.watch),
    ]
    let resolved = DailyResolver.resolve(values, precedence: .standard, rule: .largest)
    #expect(resolved[day.dayNumber]?.value == 4_000)
    #expect(resolved[day.dayNumber + 1]?.value == 1)
    #expect(DailyResolver.resolve([], precedence: .standard, rule: .largest).isEmpty)
  }
}
