import Foundation
import HealthImport
import VeloJSON

/// A JSON Schema (draft 2020-12) validator for the keywords `docs/today.schema.json` uses:
/// `type`, `const`, `enum`, `properties`, `required`, `additionalProperties`, `items`,
/// `minItems`, `maxItems`, `minimum`, `maximum`, `pattern`, `oneOf` and local `$ref`.
struct JSONSchemaValidator {
  let root: JSONValue

  /// Every violation, as `path: reason`; empty when `value` conforms.
  func errors(_ value: JSONValue) -> [String] {
    var errors: [String] = []
    check(value, against: root, at: "$", into: &errors)
    return errors
  }

  private func resolve(_ schema: JSONValue) -> JSONValue {
    guard let reference = schema["$ref"]?.stringValue, reference.hasPrefix("#/") else {
      return schema
    }
    var node = root
    for part in reference.dropFirst(2).split(separator: "/") { node = node[String(part)] ?? .null }
    return node
  }

  private func check(
    _ value: JSONValue, against schema: JSONValue, at path: String, into errors: inout [String]
  ) {
    let schema = resolve(schema)
    if let types = schema["type"] {
      let allowed = types.arrayValue?.compactMap(\.stringValue) ?? [types.stringValue ?? ""]
      if !allowed.contains(where: { matches(value, type: $0) }) {
        errors.append("\(path): \(value.typeName) is not \(allowed.joined(separator: " or "))")
        return
      }
    }
    if let constant = schema["const"], !same(constant, value) {
      errors.append("\(path): expected \(JSONWriter.compact(constant))")
    }
    if let options = schema["enum"]?.arrayValue, !options.contains(where: { same($0, value) }) {
      errors.append("\(path): \(JSONWriter.compact(value)) is not one of the allowed values")
    }
    if let alternatives = schema["oneOf"]?.arrayValue {
      let matching = alternatives.filter { alternative in
        var nested: [String] = []
        check(value, against: alternative, at: path, into: &nested)
        return nested.isEmpty
      }
      if matching.count != 1 { errors.append("\(path): matches \(matching.count) of oneOf, not 1") }
    }
    if let number = value.numberValue {
      if let minimum = schema["minimum"]?.numberValue, number < minimum {
        errors.append("\(path): \(number) < \(minimum)")
      }
      if let maximum = schema["maximum"]?.numberValue, number > maximum {
        errors.append("\(path): \(number) > \(maximum)")
      }
    }
    if let text = value.stringValue, let pattern = schema["pattern"]?.stringValue,
      text.range(of: pattern, options: .regularExpression) == nil
    {
      errors.append("\(path): '\(text)' does not match \(pattern)")
    }
    if let members = value.objectValue {
      let properties = schema["properties"]?.objectValue ?? [:]
      for name in schema["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
      where members[name] == nil {
        errors.append("\(path): missing '\(name)'")
      }
      for (name, member) in members {
        if let property = properties[name] {
          check(member, against: property, at: "\(path).\(name)", into: &errors)
        } else if schema["additionalProperties"] == .bool(false) {
          errors.append("\(path): unexpected key '\(name)'")
        }
      }
    }
    if let elements = value.arrayValue {
      if let minimum = schema["minItems"]?.numberValue, Double(elements.count) < minimum {
        errors.append("\(path): fewer than \(Int(minimum)) items")
      }
      if let maximum = schema["maxItems"]?.numberValue, Double(elements.count) > maximum {
        errors.append("\(path): more than \(Int(maximum)) items")
      }
      if let items = schema["items"] {
        for (index, element) in elements.enumerated() {
          check(element, against: items, at: "\(path)[\(index)]", into: &errors)
        }
      }
    }
  }

  private func matches(_ value: JSONValue, type: String) -> Bool {
    switch (type, value) {
    case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array),
      ("object", .object):
      return true
    case ("number", _): return value.numberValue != nil
    case ("integer", _): return value.numberValue.map { $0 == $0.rounded() } ?? false
    default: return false
    }
  }

  private func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
    JSONWriter.compact(a) == JSONWriter.compact(b)
  }
}
