import Foundation
import ScoreEngine

extension AppleHealthDocument {
  /// Reads a top-level `<Record>`: counts its type, and for the kinds the algorithm uses parses source,
  /// dates and value (in the unit written) into a sample for the collector.
  ///
  /// An HRV record with children waits for its `</Record>`, so that the beat-to-beat list can
  /// add an rMSSD.
  mutating func record(_ tag: XMLTag) {
    let layout = recordLayouts.layout(of: tag)
    let type = RecordLayout.value(layout.type, of: tag)
    let unit =
      RecordLayout.value(layout.unit, of: tag) ?? UnsafeRawBufferPointer(start: nil, count: 0)
    let value = RecordLayout.value(layout.value, of: tag)
    let source = RecordLayout.value(layout.sourceName, of: tag)
    let legacySource = RecordLayout.value(layout.source, of: tag)
    let startDate = RecordLayout.value(layout.startDate, of: tag)
    let endDate = RecordLayout.value(layout.endDate, of: tag)
    let typeID = typeID(type ?? AppleHealthValues.missingType)
    collector.countSeen(type: typeID)
    let kind = typeKinds[typeID]
    guard kind != .other else { return }
    func reject(_ what: String, _ message: String) {
      let typeName = typeNames[typeID]
      collector.reject(
        type: typeID, line: tag.line, reason: "\(typeName): \(what)", message: message)
    }
    guard let source = source ?? legacySource, !source.isEmpty else {
      return reject("no sourceName", "the record has no sourceName")
    }
    guard let startDate, let start = AppleHealthDate.epochSeconds(startDate, memo: &dayMemo),
      let endDate, let end = AppleHealthDate.epochSeconds(endDate, memo: &dayMemo)
    else {
      return reject(
        "startDate or endDate is not a date",
        "startDate or endDate '\(XMLText.string(startDate ?? endDate ?? unit))' is not a date "
          + "like '2026-09-21 04:41:09 +0200'")
    }
    // A date the store cannot hold costs its record, not the import (docs/formats.md §1.7).
    let storable = RecordValidator.Range.storableInstants
    guard storable.contains(start), storable.contains(end) else {
      return reject(
        "date outside 0000–9999",
        "startDate '\(XMLText.string(startDate))' or endDate '\(XMLText.string(endDate))' falls "
          + "outside the days veloready stores, 0000-01-01 to 9999-12-31")
    }
    let text = value ?? UnsafeRawBufferPointer(start: nil, count: 0)
    let converted: Double?
    if kind == .sleep {
      converted = AppleHealthKind.sleepStage(text).flatMap {
        SleepStage.allCases.firstIndex(of: $0).map(Double.init)
      }
      guard converted != nil else {
        return reject(
          "unknown sleep value", "unknown sleep analysis value '\(XMLText.string(text))'")
      }
    } else {
      guard let number = XMLText.number(text) else {
        return reject("value is not a number", "value '\(XMLText.string(text))' is not a number")
      }
      converted = AppleHealthValues.convert(number, unit: unit, kind: kind)
      guard converted != nil else {
        return reject("unit not understood", "unit '\(XMLText.string(unit))' is not understood")
      }
    }
    let sample = AppleHealthSample(
      kind: kind, type: typeID, source: sourceID(source), start: start, end: end,
      value: converted ?? 0, line: tag.line)
    if kind == .heartRateVariability, tag.kind == .start {
      pendingVariability = sample
      beats = BeatToBeat.RunningRMSSD()
    } else {
      collector.add(sample)
    }
  }

  /// Adds one `<InstantaneousBeatsPerMinute bpm=… time=…/>` to the pending HRV record.
  /// Its attributes are found by the shape of the last beat (`BeatLayout`).
  mutating func beat(_ tag: XMLTag) {
    if !beatLayout.matches(tag) { beatLayout = BeatLayout(of: tag) }
    guard let text = RecordLayout.value(beatLayout.bpm, of: tag), let bpm = BeatLayout.bpm(text)
    else { return }
    let seconds = RecordLayout.value(beatLayout.time, of: tag).flatMap(BeatToBeat.secondsOfHalfDay)
    beats.add(BeatToBeat.Beat(bpm: bpm, seconds: seconds))
  }
}
