import Foundation
import HealthImport
import TestSupport
import Testing
import VeloJSON

/// Every `--json` golden output conforms to its schema (`docs/today.schema.json` or
/// `docs/alerts.schema.json`), and the validator itself catches what the schema forbids.
@Suite struct TodaySchemaTests {
  static func validator(_ name: String = "today") throws -> JSONSchemaValidator {
    let url = Paths.root.appendingPathComponent("docs/\(name).schema.json")
    return JSONSchemaValidator(root: try JSONParser.parse(Array(try Data(contentsOf: url))))
  }

  static var jsonCases: [String] {
    GoldenTests.caseNames.filter { name in
      let arguments = try? String(
        contentsOf: GoldenTests.casesDirectory.appendingPathComponent("\(name)/arguments"),
        encoding: .utf8)
      return arguments?.split(separator: "\n").contains("--json") == true
    }
  }

  @Test func thereAreJSONCases() {
    #expect(Self.jsonCases.count >= 3)
  }

  @Test(arguments: jsonCases)
  func goldenJSONConformsToTheSchema(_ name: String) throws {
    let url = GoldenTests.casesDirectory.appendingPathComponent("\(name)/stdout")
    let document = try JSONParser.parse(Array(try Data(contentsOf: url)))
    let schema =
      switch document["schema"]?.stringValue {
      case "veloready.alerts/v1": "alerts"
      case "veloready.explain/v1": "explain"
      default: "today"
      }
    #expect(try Self.validator(schema).errors(document) == [])
  }

  @Test func theValidatorRejectsAMissingKeyAnExtraKeyAndAWrongEnum() throws {
    let url = GoldenTests.casesDirectory.appendingPathComponent("today-json/stdout")
    guard case .object(var members) = try JSONParser.parse(Array(try Data(contentsOf: url))) else {
      Issue.record("not an object")
      return
    }
    members.removeValue(forKey: "load")
    members["extra"] = .bool(true)
    members["origin"] = .string("guess")
    let errors = try Self.validator().errors(.object(members))
    #expect(errors.contains("$: missing 'load'"))
    #expect(errors.contains("$: unexpected key 'extra'"))
    #expect(errors.contains { $0.hasPrefix("$.origin:") })
  }
}
