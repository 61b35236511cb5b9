/// Who made the file, as `file_id` and the creator's `device_info` give it.
struct FITCreator {
  var manufacturer: UInt16?
  var product: UInt16?
  var productName: String?
}
