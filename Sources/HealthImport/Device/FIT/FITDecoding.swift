/// Everything `FITDecoder.decode` read from one input.
public struct FITDecoding: Sendable {
  /// The header of each file, in order (more than one for chained files).
  public var headers: [FITHeader]
  /// Every data message, in order.
  public var messages: [FITMessage]
  /// Damage found and how it was handled, one sentence each.
  public var notes: [String]
}
