/// Where one field of a data message lies and how to read it.
struct FITFieldLayout: Hashable, Sendable {
  /// The field definition number of the global profile (253 is always the timestamp).
  var number: UInt8
  /// Byte offset of the field within the message content.
  var offset: Int
  /// Total size in bytes (a multiple of the base type's size for an array).
  var size: Int
  /// The base type, or `nil` for a number the protocol does not define.
  var baseType: FITBaseType?

  /// How many elements the field holds; 0 when its size is not a multiple of its element size,
  /// in which case the field is read as raw bytes only.
  var count: Int {
    guard let baseType else { return 0 }
    return size % baseType.size == 0 ? size / baseType.size : 0
  }
}
