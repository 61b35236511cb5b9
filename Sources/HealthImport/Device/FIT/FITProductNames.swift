/// Names of the devices and apps that write FIT files, for an activity's source.
///
/// The source name is the first of:
/// 1. the manufacturer and the product from the tables below, e.g. `Garmin Edge 530`;
/// 2. the manufacturer and the product name the file gives (`file_id` or the creator's
///    `device_info`), e.g. `Wahoo ELEMNT BOLT`;
/// 3. for Garmin, `Garmin product 2530`: Garmin numbers its products in one public list, so the
///    number identifies the model even when the table lacks it;
/// 4. the manufacturer alone, e.g. `Zwift` (apps write product numbers of their own);
/// 5. `FIT manufacturer 999` for a manufacturer the table lacks, and `FIT file` when the file
///    names no creator at all.
///
/// The tables hold the common cycling computers, watches and apps; the name of a source only has
/// to be stable, so an unlisted product is still one source across all of its files.
enum FITProductNames {
  /// The source name of a file's creator.
  static func sourceName(of creator: FITCreator) -> String {
    guard let number = creator.manufacturer else {
      return creator.productName ?? "FIT file"
    }
    guard let manufacturer = manufacturers[number] else {
      if let productName = creator.productName { return productName }
      return "FIT manufacturer \(number)"
    }
    if number == garmin, let product = creator.product, let name = garminProducts[product] {
      return "Garmin \(name)"
    }
    if let productName = creator.productName {
      return productName.lowercased().hasPrefix(manufacturer.lowercased())
        ? productName : "\(manufacturer) \(productName)"
    }
    if number == garmin, let product = creator.product { return "Garmin product \(product)" }
    return manufacturer
  }

  /// The manufacturer number of Garmin.
  static let garmin: UInt16 = 1

  static let manufacturers: [UInt16: String] = [
    1: "Garmin", 6: "SRM", 7: "Quarq", 13: "Dynastream", 15: "Dynastream", 23: "Suunto",
    32: "Wahoo", 40: "Concept2", 41: "Shimano",
    48: "Pioneer", 69: "Stages", 70: "Sigma", 71: "TomTom", 86: "Elite", 89: "Tacx", 95: "Stryd",
    107: "Magene", 115: "iGPSPORT", 123: "Polar", 260: "Zwift", 263: "Favero", 265: "Strava",
    267: "Bryton", 268: "SRAM", 281: "TrainerRoad", 282: "The Sufferfest", 289: "Hammerhead",
    294: "COROS", 315: "RGT Cycling", 331: "MyWhoosh", 340: "Peloton",
  ]

  /// Garmin product numbers of the common Edge computers and Forerunner and fenix watches.
  static let garminProducts: [UInt16: String] = [
    1036: "Edge 500", 1169: "Edge 800", 1325: "Edge 200", 1561: "Edge 510", 1567: "Edge 810",
    1836: "Edge 1000", 2067: "Edge 520", 2147: "Edge 25", 2204: "Edge Explore 1000",
    2238: "Edge 20", 2530: "Edge 820", 2531: "Edge Explore 820", 2713: "Edge 1030",
    2909: "Edge 130", 3011: "Edge Explore", 3112: "Edge 520 Plus", 3121: "Edge 530",
    3122: "Edge 830", 3558: "Edge 130 Plus", 3570: "Edge 1030 Plus", 3843: "Edge 1040",
    4061: "Edge 540", 4062: "Edge 840", 4169: "Edge Explore 2", 4440: "Edge 1050",
    1018: "Forerunner 310XT", 1328: "Forerunner 910XT", 1345: "Forerunner 610",
    1623: "Forerunner 620", 1632: "Forerunner 220", 1765: "Forerunner 920XT",
    2153: "Forerunner 225", 2156: "Forerunner 630", 2157: "Forerunner 230",
    2158: "Forerunner 735XT", 2431: "Forerunner 235", 2691: "Forerunner 935",
    2886: "Forerunner 645", 2888: "Forerunner 645 Music", 3076: "Forerunner 245",
    3077: "Forerunner 245 Music", 3113: "Forerunner 945", 3589: "Forerunner 745",
    3652: "Forerunner 945 LTE", 3990: "Forerunner 255 Music", 3992: "Forerunner 255",
    4024: "Forerunner 955", 4257: "Forerunner 265", 4258: "Forerunner 265S",
    4315: "Forerunner 965", 4432: "Forerunner 165",
    1551: "fenix", 1967: "fenix 2", 2050: "fenix 3", 2413: "fenix 3 HR", 2544: "fenix 5S",
    2604: "fenix 5X", 2697: "fenix 5", 2900: "fenix 5S Plus", 3110: "fenix 5 Plus",
    3111: "fenix 5X Plus", 3288: "fenix 6S", 3289: "fenix 6 Sport", 3290: "fenix 6",
    3291: "fenix 6X", 3905: "fenix 7S", 3906: "fenix 7", 3907: "fenix 7X", 4536: "fenix 8",
    3943: "epix (Gen 2)", 2700: "vivoactive 3", 3226: "Venu", 3638: "Enduro",
  ]
}
