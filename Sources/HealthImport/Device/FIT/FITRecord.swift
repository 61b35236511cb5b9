/// One record: what the activity reader keeps of it, in 8 bytes.
struct FITRecord {
  /// FIT seconds.
  var timestamp: UInt32
  /// Watts; `FITRecord.noPower` when the record has none.
  var power: UInt16
  /// Beats per minute; 0 when the record has none.
  var heartRate: UInt8

  /// The marker of a record without power.
  static let noPower = UInt16.max
}
