import Foundation
import HealthImport
import TestSupport
import Testing
import VeloJSON

/// Every `--json` golden output conforms to its schema (`docs/<name>.schema.json` for a document
/// whose `schema` or `format` is `veloready.<name>/v1`), and the validator itself catches what
/// the schema forbids.
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
    let name = try #require((document["schema"] ?? document["format"])?.stringValue)
    let schema = name.dropFirst("veloready.".count).dropLast("/v1".count)
    #expect(try Self.validator(String(schema)).errors(document) == [])
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
