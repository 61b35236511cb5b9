/// One data message of a FIT file, decoded.
public struct FITMessage: Hashable, Sendable {
  /// The global message number: 0 `file_id`, 18 `session`, 19 `lap`, 20 `record`, 21 `event`,
  /// 23 `device_info`, ….
  public var globalNumber: UInt16
  /// The byte offset of the message's record header in the input.
  public var offset: Int
  /// FIT seconds (since 1989-12-31T00:00:00Z) from field 253 or a compressed-timestamp header.
  public var timestamp: UInt32?
  /// The fields of the global profile, in message order (developer fields are skipped).
  public var fields: [FITField]

  /// The first field numbered `number`, or `nil`.
  public func field(_ number: UInt8) -> FITField? {
    fields.first { $0.number == number }
  }
}
