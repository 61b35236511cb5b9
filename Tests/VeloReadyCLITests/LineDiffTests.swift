import TestSupport
import Testing

/// The diff a failing golden case prints (docs/architecture.md §11). Each expected output was
/// worked out by hand and is what `diff -u` prints for the same two files below its header,
/// except a missing last newline, which is said in one line instead of a changed last line.
@Suite struct LineDiffTests {
  static func numbered(_ range: ClosedRange<Int>) -> [String] { range.map { "line \($0)" } }

  static func text(_ lines: [String]) -> String { lines.map { $0 + "\n" }.joined() }

  @Test func oneInsertedLineIsOneLineWithItsContext() {
    let expected = Self.text(Self.numbered(1...40))
    let actual = Self.text(Self.numbered(1...20) + ["new"] + Self.numbered(21...40))
    #expect(
      LineDiff.unified(expected: expected, actual: actual) == """
        --- expected
        +++ actual
        @@ -18,6 +18,7 @@
         line 18
         line 19
         line 20
        +new
         line 21
         line 22
         line 23
        """)
  }

  @Test func changesFarApartAreTwoHunksAndAnEmptySideIsCounted() {
    let expected = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\n"
    let actual = "A\nb\nc\nd\ne\nf\ng\nh\ni\n"
    #expect(
      LineDiff.unified(expected: expected, actual: actual, expectedLabel: "old", actualLabel: "new")
        == """
        --- old
        +++ new
        @@ -1,4 +1,4 @@
        -a
        +A
         b
         c
         d
        @@ -7,4 +7,3 @@
         g
         h
         i
        -j
        """)
  }

  @Test func changesCloseTogetherShareAHunk() {
    let expected = Self.text(Self.numbered(1...12))
    var lines = Self.numbered(1...12)
    lines[3] = "four"
    lines[8] = "nine"
    #expect(
      LineDiff.unified(expected: expected, actual: Self.text(lines)) == """
        --- expected
        +++ actual
        @@ -1,12 +1,12 @@
         line 1
         line 2
         line 3
        -line 4
        +four
         line 5
         line 6
         line 7
         line 8
        -line 9
        +nine
         line 10
         line 11
         line 12
        """)
  }

  @Test func anEmptyExpectedFileIsAllInsertion() {
    #expect(
      LineDiff.unified(expected: "", actual: "x\n") == """
        --- expected
        +++ actual
        @@ -0,0 +1 @@
        +x
        """)
  }

  @Test func aMissingLastNewlineIsSaid() {
    #expect(
      LineDiff.unified(expected: "a\nb\n", actual: "a\nb") == """
        --- expected
        +++ actual
        \\ actual has no newline at its end
        """)
  }

  @Test func equalTextsHaveNoDiffAndALongOneIsCut() {
    #expect(LineDiff.unified(expected: "same\n", actual: "same\n") == "")
    let expected = Self.text(Self.numbered(1...100))
    let actual = Self.text(Self.numbered(1...100).map { $0 + "!" })
    let diff = LineDiff.unified(expected: expected, actual: actual, limit: 10)
    #expect(diff.split(separator: "\n").count == 2 + 10 + 1)
    #expect(diff.hasSuffix("… 191 more lines"))
  }
}
