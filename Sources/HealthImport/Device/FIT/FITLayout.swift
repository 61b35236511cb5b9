/// A definition's layout as plain values and pointers (see `FITDefinition`).
struct FITLayout {
  /// The global message number (0 `file_id`, 18 `session`, 20 `record`, …).
  let globalNumber: UInt16
  /// Whether multi-byte values are big-endian (architecture byte 1).
  let bigEndian: Bool
  /// The content size of a data message: every field plus every developer field.
  let size: Int
  /// The number of fields of the global profile.
  let fieldCount: Int
  /// The number of developer fields, which are skipped by their declared size.
  let developerFieldCount: Int
  /// Counts the definitions of one input: a handler may cache what it worked out from a layout
  /// under this number (an address could be reused by a later definition).
  let serial: Int
  /// Where the `uint32` timestamp (field 253) lies, or `nil`.
  let timestampOffset: Int?
  let fields: UnsafePointer<FITFieldLayout>
  let slots: UnsafePointer<UInt8>

  /// The layout of field `number`, or `nil` when the definition lacks it.
  @inline(__always)
  func field(_ number: UInt8) -> FITFieldLayout? {
    let slot = Int(slots[Int(number)])
    return slot == 0 ? nil : fields[slot - 1]
  }

  /// The fields in message order.
  var allFields: UnsafeBufferPointer<FITFieldLayout> {
    UnsafeBufferPointer(start: fields, count: fieldCount)
  }
}
