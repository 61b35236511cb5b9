import Testing

@testable import HealthImport

/// The source names of FIT creators (`FITProductNames`, docs/formats.md §6.5), from the tables
/// generated from the FIT profile.
@Suite struct FITProductNamesTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let manufacturer: UInt16?
    var product: UInt16?
    var productName: String?
    let name: String
    var testDescription: String { name }
  }

  @Test(arguments: [
    // The products real files named only by number: a Forerunner 110, 70 and 10, a vivoactive
    // HR, and the Forerunner 735XT of the pool swim in Fixtures/fit.
    Case(manufacturer: 1, product: 1124, name: "Garmin Forerunner 110"),
    Case(manufacturer: 1, product: 1436, name: "Garmin Forerunner 70"),
    Case(manufacturer: 1, product: 1482, name: "Garmin Forerunner 10"),
    Case(manufacturer: 1, product: 2337, name: "Garmin vivoactive HR"),
    Case(manufacturer: 1, product: 2158, name: "Garmin Forerunner 735XT"),
    // A regional variant is its model; straps, scales and the newest lines have names.
    Case(manufacturer: 1, product: 3349, name: "Garmin Edge 530"),
    Case(manufacturer: 1, product: 3300, name: "Garmin HRM-Pro"),
    Case(manufacturer: 1, product: 2429, name: "Garmin Index Smart Scale"),
    Case(manufacturer: 1, product: 4341, name: "Garmin Enduro 2"),
    Case(manufacturer: 1, product: 4394, name: "Garmin Instinct 2X"),
    Case(manufacturer: 1, product: 4633, name: "Garmin Edge 550"),
    // Names given before the table are kept: a stored source stays one source.
    Case(manufacturer: 1, product: 2530, name: "Garmin Edge 820"),
    Case(manufacturer: 1, product: 2697, name: "Garmin fenix 5"),
    // Manufacturers real files named only by number.
    Case(manufacturer: 37, name: "Magellan"),
    Case(manufacturer: 38, name: "o-synce"),
    Case(manufacturer: 54, name: "iFor Powell"),
    Case(manufacturer: 258, name: "Lezyne"),
    Case(manufacturer: 258, productName: "Mega XL", name: "Lezyne Mega XL"),
    Case(manufacturer: 32, productName: "ELEMNT BOLT", name: "Wahoo ELEMNT BOLT"),
    // What no table names.
    Case(manufacturer: 1, product: 65_000, name: "Garmin product 65000"),
    Case(manufacturer: 9_999, name: "FIT manufacturer 9999"),
    Case(manufacturer: nil, name: "FIT file"),
  ])
  func everyCreatorHasAName(_ example: Case) {
    let creator = FITCreator(
      manufacturer: example.manufacturer, product: example.product,
      productName: example.productName)
    #expect(FITProductNames.sourceName(of: creator) == example.name)
  }

  @Test func theTablesCoverTheProfile() {
    // FIT SDK 21.218: 247 manufacturers; 326 Garmin products of the families riders use.
    #expect(FITProductNames.manufacturers.count == 247)
    #expect(FITProductNames.garminProducts.count == 326)
  }
}
