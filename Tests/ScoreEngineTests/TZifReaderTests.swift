import Testing

@testable import ScoreEngine

/// Reading TZif files (RFC 8536) into `ZoneRules`: the versions, the transitions and types, the
/// footer for instants after the last transition, and every way a file can be refused.
@Suite struct TZifReaderTests {
  static let standard = TZifBuilder.TimeType(offset: 3600, abbreviation: "CET")
  static let summer = TZifBuilder.TimeType(offset: 7200, isDaylight: true, abbreviation: "CEST")

  /// Three transitions at 1000 s (to summer), 2000 s (back) and 3000 s (summer again).
  static func threeTransitions(version: UInt8) -> TZifBuilder {
    var builder = TZifBuilder()
    builder.version = version
    builder.types = [standard, summer]
    builder.transitions = [(1000, 1), (2000, 0), (3000, 1)]
    return builder
  }

  @Test func aVersion1FileKeepsItsLastOffsetAfterTheLastTransition() throws {
    let rules = try ZoneRules(tzif: Self.threeTransitions(version: 0).bytes, identifier: "Test/V1")
    #expect(rules.identifier == "Test/V1")
    let expected: [(Int64, Int)] = [
      (-5_000_000_000, 3600), (999, 3600), (1000, 7200), (1999, 7200), (2000, 3600),
      (2999, 3600), (3000, 7200), (4_000_000_000, 7200),
    ]
    for (instant, offset) in expected {
      #expect(rules.offset(at: instant) == offset, "at \(instant)")
    }
  }

  @Test func aVersion2FileIsReadFromIts64BitBlockAndFooter() throws {
    var builder = TZifBuilder()
    builder.types = [TZifBuilder.TimeType(offset: 3208, abbreviation: "LMT"), Self.standard]
    // Before 1901, out of reach of the 32-bit block, which says something else on purpose.
    builder.transitions = [(-2_422_054_408, 1)]
    builder.footer = "CET-1CEST,M3.5.0,M10.5.0/3"
    builder.legacyTypes = [TZifBuilder.TimeType(offset: -36_000)]
    let rules = try ZoneRules(tzif: builder.bytes, identifier: "Test/V2")
    #expect(rules.offset(at: Int64(-2_422_054_409)) == 3208)
    #expect(rules.offset(at: Int64(-2_422_054_408)) == 3600)
    // 2025-03-30T01:00:00Z and 2025-10-26T01:00:00Z, the footer's changes.
    #expect(rules.offset(at: Int64(1_743_296_399)) == 3600)
    #expect(rules.offset(at: Int64(1_743_296_400)) == 7200)
    #expect(rules.offset(at: Int64(1_761_440_399)) == 7200)
    #expect(rules.offset(at: Int64(1_761_440_400)) == 3600)
  }

  @Test func theFooterAppliesOnlyAfterTheLastTransition() throws {
    var builder = Self.threeTransitions(version: UInt8(ascii: "3"))
    builder.footer = "<-02>2<-01>,M3.5.0/-1,M10.5.0/0"
    let rules = try ZoneRules(tzif: builder.bytes, identifier: "Test/V3")
    #expect(rules.offset(at: Int64(3000)) == 7200)
    #expect(rules.offset(at: Int64(3001)) == -7200)  // 1970-01-01 is winter in the footer
    #expect(rules.offset(at: Int64(1_743_296_400)) == -3600)  // 2025-03-30T01:00:00Z
  }

  @Test func version4IsReadLikeVersion3() throws {
    var builder = Self.threeTransitions(version: UInt8(ascii: "4"))
    builder.footer = "CET-1CEST,M3.5.0,M10.5.0/3"
    let rules = try ZoneRules(tzif: builder.bytes, identifier: "Test/V4")
    #expect(rules.offset(at: Int64(2500)) == 3600)
  }

  @Test func aFileWithoutTransitionsUsesItsFooterElseTimeType0() throws {
    var fixed = TZifBuilder()
    fixed.types = [TZifBuilder.TimeType(offset: -18_000, abbreviation: "-05")]
    fixed.footer = "<-05>5"
    let withFooter = try ZoneRules(tzif: fixed.bytes, identifier: "Etc/GMT+5")
    #expect(withFooter.offset(at: Int64(0)) == -18_000)
    fixed.footer = ""
    let withoutFooter = try ZoneRules(tzif: fixed.bytes, identifier: "Etc/GMT+5")
    #expect(withoutFooter.offset(at: Int64(1_750_000_000)) == -18_000)
  }

  @Test func fractionalAndExtremeInstantsTakeTheOffsetOfTheirWholeSecond() throws {
    let rules = try ZoneRules(tzif: Self.threeTransitions(version: 0).bytes, identifier: "Test/V1")
    #expect(rules.offset(at: 999.999) == 3600)
    #expect(rules.offset(at: 1000.0) == 7200)
    #expect(rules.offset(at: -Double.infinity) == 3600)
    #expect(rules.offset(at: Double.infinity) == 7200)
    #expect(rules.offset(at: Double.nan) == 3600)
  }

  struct ErrorCase: CustomTestStringConvertible, Sendable {
    let name: String
    let bytes: [UInt8]
    let expected: TZifError
    var testDescription: String { name }
  }

  static func builder(_ change: (inout TZifBuilder) -> Void) -> [UInt8] {
    var builder = threeTransitions(version: UInt8(ascii: "2"))
    builder.footer = "CET-1CEST,M3.5.0,M10.5.0/3"
    change(&builder)
    return builder.bytes
  }

  static let errors: [ErrorCase] = [
    ErrorCase(name: "empty", bytes: [], expected: .truncated),
    ErrorCase(
      name: "another magic", bytes: Array("TZiX2".utf8) + Array(repeating: 0, count: 60),
      expected: .notTZif),
    ErrorCase(
      name: "version 1 as an ASCII digit", bytes: builder { $0.version = UInt8(ascii: "1") },
      expected: .unsupportedVersion(UInt8(ascii: "1"))),
    ErrorCase(
      name: "cut inside the header", bytes: Array(builder { _ in }.prefix(30)), expected: .truncated
    ),
    ErrorCase(
      name: "cut inside the 64-bit block", bytes: Array(builder { _ in }.dropLast(40)),
      expected: .truncated),
    ErrorCase(
      name: "a count larger than the file", bytes: builder { $0.countOverrides = [3: 1_000_000] },
      expected: .truncated),
    ErrorCase(
      name: "no local time type", bytes: builder { $0.countOverrides = [4: 0] },
      expected: .invalidCounts),
    ErrorCase(
      name: "UT indicators for some types only", bytes: builder { $0.countOverrides = [0: 1] },
      expected: .invalidCounts),
    ErrorCase(
      name: "transitions out of order", bytes: builder { $0.transitions = [(2000, 1), (1000, 0)] },
      expected: .transitionsOutOfOrder),
    ErrorCase(
      name: "two transitions at the same instant",
      bytes: builder { $0.transitions = [(1000, 1), (1000, 0)] }, expected: .transitionsOutOfOrder),
    ErrorCase(
      name: "a transition to a missing type", bytes: builder { $0.transitions = [(1000, 2)] },
      expected: .invalidTimeType),
    ErrorCase(
      name: "an offset of -2^31",
      bytes: builder { $0.types = [TZifBuilder.TimeType(offset: Int32.min), summer] },
      expected: .invalidTimeType),
    ErrorCase(name: "leap seconds", bytes: builder { $0.leapSeconds = 2 }, expected: .leapSeconds),
    ErrorCase(
      name: "a footer that is not a TZ string", bytes: builder { $0.footer = "garbage" },
      expected: .invalidFooter("garbage")),
    ErrorCase(
      name: "a footer without its closing newline",
      bytes: Array(builder { $0.footer = "UTC0" }.dropLast()), expected: .invalidFooter("UTC0")),
    ErrorCase(
      name: "no footer at all", bytes: Array(builder { $0.footer = "" }.dropLast(2)),
      expected: .invalidFooter("")),
  ]

  @Test(arguments: errors)
  func malformedFilesAreRefusedWithTheReason(_ testCase: ErrorCase) {
    #expect(throws: testCase.expected) {
      try ZoneRules(tzif: testCase.bytes, identifier: "Test/Bad")
    }
  }
}
