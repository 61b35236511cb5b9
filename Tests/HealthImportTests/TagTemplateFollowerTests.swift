import Foundation
import Testing

@testable import HealthImport

/// `TagTemplate` tries first the shape that followed the last one the time before; whatever
/// order it tries the shapes in, a tag must be read as the full scan reads it.
@Suite struct TagTemplateFollowerTests {
  /// Seven shapes, more than the template keeps, so that cycles break, shapes are replaced and
  /// a remembered follower can name a slot that now holds another shape; two of them (0 and 6)
  /// are one shape as a start tag and as an empty one, followed by different tags.
  static let shapeCount = 7

  /// A tag of shape `shape` with values from `number`.
  static func tag(_ shape: Int, _ number: Int) -> String {
    switch shape {
    case 0:
      " <Record type=\"HKQuantityTypeIdentifierHeartRate\" sourceName=\"Watch\" "
        + "unit=\"count/min\" value=\"\(number % 190)\">\n"
    case 1:
      "  <MetadataEntry key=\"HKMetadataKeyHeartRateMotionContext\" value=\"\(number % 3)\"/>\n"
        + " </Record>\n"
    case 2:
      " <Record type=\"HKCategoryTypeIdentifierSleepAnalysis\" sourceName=\"Watch\" "
        + "value=\"Core\(String(repeating: "e", count: number % 5))\"/>\n"
    case 3:
      "  <InstantaneousBeatsPerMinute bpm=\"\(number % 120)\" time=\"4:40:0\(number % 10).12 am\"/>\n"
    case 4:
      " <Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName='iPhone' unit=\"count\" "
        + "value=\"\(number)\"/>\n"
    case 6:
      " <Record type=\"HKQuantityTypeIdentifierActiveEnergyBurned\" sourceName=\"Watch\" "
        + "unit=\"Cal\" value=\"\(number)\"/>\n"
    default:
      " <Workout workoutActivityType=\"HKWorkoutActivityTypeCycling\" duration=\"\(number)\"/>\n"
    }
  }

  /// A document of `count` tags in runs and cycles of the shapes, from `seed`.
  static func document(seed: UInt64, count: Int) -> [UInt8] {
    var state = seed
    var text = "<HealthData locale=\"en\">\n"
    var cycle = [0, 1]
    for number in 0..<count {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      if state >> 58 == 0 {  // now and then another cycle of two to four shapes
        cycle = (0..<(2 + Int(state >> 40) % 3)).map { Int(state >> (8 * $0)) % shapeCount }
      }
      text += tag(cycle[number % cycle.count], Int(state >> 33) % 1000)
    }
    return Array((text + "</HealthData>\n").utf8)
  }

  /// Every tag and its attributes, and how many were read by a recorded shape.
  struct Recorder: XMLTagHandler {
    var events: [String] = []
    var shaped = 0
    mutating func handle(_ tag: XMLTag) throws(ImportError) {
      if tag.shape != 0 { shaped += 1 }
      events.append(
        "\(tag.kind) \(tag.line) " + String(decoding: tag.name, as: UTF8.self)
          + tag.attributes.map {
            " " + String(decoding: $0.name, as: UTF8.self) + "="
              + String(decoding: $0.value, as: UTF8.self)
          }.joined())
    }
  }

  func scan(_ bytes: [UInt8], chunk: Int) throws -> Recorder {
    var scanner = XMLScanner()
    var recorder = Recorder()
    try scanner.feed(bytes, inChunksOf: chunk, to: &recorder)
    return recorder
  }

  @Test(arguments: [UInt64(1), 2, 3, 0xF011])
  func cyclesOfShapesReadAsTheFullScanReadsThem(seed: UInt64) throws {
    let bytes = Self.document(seed: seed, count: 3000)
    // Sixteen bytes at a time no start tag (60 bytes and more) is ever whole in the buffer: every
    // tag takes the full scan.
    let full = try scan(bytes, chunk: 16)
    let shaped = try scan(bytes, chunk: .max)
    #expect(full.shaped == 0)
    #expect(shaped.events == full.events)
    // Most tags were read by a recorded shape, so the order of the tries was exercised.
    #expect(shaped.shaped > 2 * full.events.count / 3)
  }

  /// A `<Record …>` with its `<MetadataEntry …/>` and a `<Record …/>` of the same shape, in
  /// turn: the template remembers a follower for each kind of the shape, so that after the
  /// first round every tag is matched on the first try.
  @Test func aShapeRemembersWhatFollowsItsStartTagAndItsEmptyTag() throws {
    let cycles = (0..<6).map { Self.tag(0, $0) + Self.tag(1, $0) + Self.tag(6, $0) }
    // Spaces after the last tag, so that the template has the bytes it looks ahead at.
    let bytes = Array((cycles.joined() + String(repeating: " ", count: 64)).utf8)
    let storage = AttributeStorage()
    var recorder = Recorder()
    var lines = 0
    try bytes.withUnsafeBufferPointer { buffer throws(ImportError) in
      guard let base = buffer.baseAddress else { return }
      for open in buffer.indices where buffer[open] == 0x3C && buffer[open + 1] != 0x2F {
        _ = try XMLScanner.startTag(
          base, open, buffer.count, XMLScanner.Place(offset: Int64(open), line: 1), storage,
          &recorder, lines: &lines)
      }
    }
    // Recorded first: the `Record` shape in slot 0, the `MetadataEntry` in slot 1.
    let template = storage.template
    #expect(template.followers[TagTemplate.slot(0, .start)] == 1)
    #expect(template.followers[TagTemplate.slot(0, .empty)] == 0)
    #expect(template.followers[TagTemplate.slot(1, .empty)] == 0)
    #expect(recorder.shaped == recorder.events.count - 2)
  }
}
