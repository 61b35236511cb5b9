import Foundation
import ScoreEngine

/// Values of an export's attributes that need more than a number: units, lengths, the fields of
/// a rarely seen tag by name; and the words for the export's companion file.
enum AppleHealthValues {
  /// Why `export_cda.xml`, which sits beside every export, is refused: it names the file the
  /// athlete should import instead.
  static let clinicalDocumentReason =
    "this is the clinical document of an Apple Health export (export_cda.xml, root "
    + "<ClinicalDocument>), not the export itself: import export.xml from the same folder, or "
    + "the whole apple_health_export folder"

  /// Where records without a `type` attribute are counted.
  static var missingType: UnsafeRawBufferPointer {
    let name: StaticString = "Record (no type)"
    return UnsafeRawBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
  }

  /// `value` in `unit` converted to the canonical unit of `kind`, or `nil` for an unknown unit.
  static func convert(_ value: Double, unit: UnsafeRawBufferPointer, kind: AppleHealthKind)
    -> Double?
  {
    switch kind {
    case .heartRateVariability: return AppleHealthUnit.milliseconds(unit).map { value * $0 }
    case .restingHeartRate, .respiratoryRate, .heartRate:
      return AppleHealthUnit.perMinute(unit).map { value * $0 }
    case .wristTemperature: return AppleHealthUnit.celsius(value, unit)
    case .steps: return AppleHealthUnit.count(unit).map { value * $0 }
    case .activeEnergy: return AppleHealthUnit.kilocalories(unit).map { value * $0 }
    case .sleep, .other: return value
    }
  }

  /// A metadata length such as `61200 cm`, in metres; `nil` without a known unit.
  static func length(_ text: UnsafeRawBufferPointer) -> Double? {
    guard let space = text.lastIndex(of: 0x20) else { return nil }
    let number = UnsafeRawBufferPointer(rebasing: text[..<space])
    let unit = UnsafeRawBufferPointer(rebasing: text[(space + 1)...])
    guard let value = XMLText.number(number), let factor = AppleHealthUnit.metres(unit) else {
      return nil
    }
    return value * factor
  }

  /// The tag's attributes by name (a repeated name keeps its last value).
  static func fields(_ tag: XMLTag) -> [String: UnsafeRawBufferPointer] {
    var fields: [String: UnsafeRawBufferPointer] = [:]
    for attribute in tag.attributes {
      fields[String(decoding: attribute.name, as: UTF8.self)] = attribute.value
    }
    return fields
  }
}
