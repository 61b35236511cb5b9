/// Names of the devices and apps that write FIT files, for an activity's source.
///
/// The source name is the first of:
/// 1. the manufacturer and the product from the tables below, e.g. `Garmin Edge 530`;
/// 2. the manufacturer and the product name the file gives (`file_id` or the creator's
///    `device_info`), e.g. `Wahoo ELEMNT BOLT`;
/// 3. for Garmin, `Garmin product 2530`: Garmin numbers its products in one public list, so the
///    number identifies the model even when the table lacks it;
/// 4. the manufacturer alone, e.g. `Zwift` (apps write product numbers of their own);
/// 5. `FIT manufacturer 999` for a manufacturer the FIT profile does not list yet, and `FIT file`
///    when the file names no creator at all.
///
/// The tables (`manufacturers`, `garminProducts`) are generated from the FIT profile, as their
/// comments say; the name of a source only has to be stable, so an unlisted product is still one
/// source across all of its files.
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
}
