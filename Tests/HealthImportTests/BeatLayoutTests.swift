import Foundation
import Testing

@testable import HealthImport

/// A beat's `bpm` and `time` are found by the shape of the beat before it (`BeatLayout`), with
/// what comparing the attribute names of every beat gives.
@Suite struct BeatLayoutTests {
  static func basic() throws -> String {
    String(decoding: try AppleHealthFixture.bytes("basic/export.xml"), as: UTF8.self)
  }

  /// The export with each beat's tag rewritten by `rewrite(bpm, time, index)`.
  static func rewritingBeats(_ rewrite: (String, String, Int) -> String) throws -> [UInt8] {
    let pattern = #/<InstantaneousBeatsPerMinute bpm="([^"]*)" time="([^"]*)"\/>/#
    var index = 0
    let text = try basic().replacing(pattern) { match in
      index += 1
      return rewrite(String(match.1), String(match.2), index)
    }
    #expect(index > 20)
    return Array(text.utf8)
  }

  @Test func beatsOfEveryAttributeOrderReadAlike() throws {
    let plain = Outcome(Array(try Self.basic().utf8), split: .serial)
    let swapped = try Self.rewritingBeats { bpm, time, _ in
      "<InstantaneousBeatsPerMinute time=\"\(time)\" bpm=\"\(bpm)\"/>"
    }
    #expect(Outcome(swapped, split: .serial) == plain)
    // Shapes alternating within one list: each beat is read by its own.
    let alternating = try Self.rewritingBeats { bpm, time, index in
      index % 2 == 0
        ? "<InstantaneousBeatsPerMinute time=\"\(time)\" bpm=\"\(bpm)\"/>"
        : "<InstantaneousBeatsPerMinute bpm=\"\(bpm)\" time=\"\(time)\"/>"
    }
    #expect(Outcome(alternating, split: .serial) == plain)
  }

  @Test func aRepeatedNameCountsAtItsLastPlace() throws {
    let plain = try #require(try? Outcome(Array(Self.basic().utf8), split: .serial).result.get())
    let repeated = try Self.rewritingBeats { bpm, time, _ in
      "<InstantaneousBeatsPerMinute bpm=\"7\" bpm=\"\(bpm)\" time=\"\(time)\"/>"
    }
    let read = try Outcome(repeated, split: .serial).result.get()
    #expect(read.report.records == plain.report.records)
    #expect(read.report.notes == plain.report.notes)
    let first = try Self.rewritingBeats { bpm, time, _ in
      "<InstantaneousBeatsPerMinute bpm=\"\(bpm)\" bpm=\"x\" time=\"\(time)\"/>"
    }
    let unreadable = try Outcome(first, split: .serial).result.get()
    #expect(unreadable.report.records.hrv.count < plain.report.records.hrv.count)
  }

  /// `BeatLayout.bpm` reads one to three digits itself and gives what `XMLText.number` gives
  /// for every text of up to four bytes from digits, signs, points and letters.
  @Test func aBeatsBpmReadsAsANumber() {
    let alphabet = Array("019.-+ex ".utf8)
    var texts: [[UInt8]] = [[]]
    var last: [[UInt8]] = [[]]
    for _ in 1...4 {
      last = last.flatMap { text in alphabet.map { text + [$0] } }
      texts += last
    }
    var differing: [String] = []
    for text in texts + [Array("190".utf8), Array("072".utf8), Array("٦١".utf8)] {
      text.withUnsafeBytes { bytes in
        if BeatLayout.bpm(bytes) != XMLText.number(bytes) {
          differing.append(String(decoding: bytes, as: UTF8.self))
        }
      }
    }
    #expect(differing.isEmpty, "\(differing.prefix(5))")
    #expect(Array("61".utf8).withUnsafeBytes { BeatLayout.bpm($0) } == 61)
  }
}
