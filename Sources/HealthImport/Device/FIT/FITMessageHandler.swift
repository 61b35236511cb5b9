/// Receives the messages of a FIT input in order, from `FITDecoder.scan`.
protocol FITMessageHandler {
  /// A file of the input starts (the first, or the next of a chain).
  mutating func startFile(_ header: FITHeader, at offset: Int)
  /// Handles one data message; the view is valid only during the call.
  mutating func handle(_ message: FITMessageView)
}
