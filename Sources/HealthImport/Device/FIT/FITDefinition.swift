/// A definition message: the layout that data messages of one local type follow until it is
/// redefined.
///
/// The layout, its fields and its lookup table live in memory owned by `storage`; messages carry a
/// pointer to the layout, so handing one to a handler costs no reference counting and no copy. The
/// decoder keeps the definition alive for as long as it hands out messages that use it.
struct FITDefinition {
  /// Owns the memory `layout` points into.
  let storage: FITDefinitionStorage
  /// The layout, valid while `storage` lives.
  var layout: UnsafePointer<FITLayout> { UnsafePointer(storage.layout) }

  /// Reads the definition whose content (after the record header) starts at `offset`; returns it
  /// and the offset after it, or `nil` when the bytes end first.
  ///
  /// - Throws: a `FITDamage` when the architecture byte is neither 0 nor 1.
  static func read(
    _ bytes: UnsafeRawBufferPointer, at offset: Int, end: Int, developerFields: Bool, serial: Int
  ) throws(FITDamage) -> (FITDefinition, next: Int)? {
    guard offset + 5 <= end else { return nil }
    let architecture = bytes[offset + 1]
    guard architecture <= 1 else {
      throw FITDamage(
        "a definition message has architecture byte \(architecture) (only 0 and 1 exist)")
    }
    let bigEndian = architecture == 1
    let low = UInt16(bytes[offset + 2])
    let high = UInt16(bytes[offset + 3])
    let global = bigEndian ? low << 8 | high : high << 8 | low
    let fieldCount = Int(bytes[offset + 4])
    var index = offset + 5
    guard index + fieldCount * 3 <= end else { return nil }
    let storage = FITDefinitionStorage(fieldCount: fieldCount)
    var size = 0
    for field in 0..<fieldCount {
      let number = bytes[index]
      let fieldSize = Int(bytes[index + 1])
      (storage.fields + field).initialize(
        to: FITFieldLayout(
          number: number, offset: size, size: fieldSize,
          baseType: FITBaseType(definitionByte: bytes[index + 2])))
      // A number defined twice reads from its first field: the profile gives it one meaning.
      if storage.slots[Int(number)] == 0 {
        storage.slots[Int(number)] = UInt8(truncatingIfNeeded: field + 1)
      }
      size += fieldSize
      index += 3
    }
    var developerFieldCount = 0
    if developerFields {
      guard index < end else { return nil }
      developerFieldCount = Int(bytes[index])
      index += 1
      guard index + developerFieldCount * 3 <= end else { return nil }
      for _ in 0..<developerFieldCount {
        size += Int(bytes[index + 1])
        index += 3
      }
    }
    var timestampOffset: Int?
    let timestampSlot = Int(storage.slots[253])
    if timestampSlot > 0, storage.fields[timestampSlot - 1].size == 4,
      storage.fields[timestampSlot - 1].baseType == .uint32
    {
      timestampOffset = storage.fields[timestampSlot - 1].offset
    }
    storage.layout.initialize(
      to: FITLayout(
        globalNumber: global, bigEndian: bigEndian, size: size, fieldCount: fieldCount,
        developerFieldCount: developerFieldCount, serial: serial, timestampOffset: timestampOffset,
        fields: UnsafePointer(storage.fields), slots: UnsafePointer(storage.slots)))
    return (FITDefinition(storage: storage), index)
  }
}
