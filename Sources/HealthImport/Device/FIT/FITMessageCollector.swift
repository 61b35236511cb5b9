/// Copies every message out of the input for `FITDecoder.decode`.
struct FITMessageCollector: FITMessageHandler {
  var headers: [FITHeader] = []
  var messages: [FITMessage] = []

  mutating func startFile(_ header: FITHeader, at offset: Int) {
    headers.append(header)
  }

  mutating func handle(_ message: FITMessageView) {
    let fields = message.definition.allFields.map { layout in
      FITField(number: layout.number, baseType: layout.baseType, value: Self.value(message, layout))
    }
    messages.append(
      FITMessage(
        globalNumber: message.globalNumber, offset: message.offset, timestamp: message.timestamp,
        fields: fields))
  }

  private static func value(_ message: FITMessageView, _ layout: FITFieldLayout) -> FITValue {
    guard let type = layout.baseType, layout.count > 0, type != .byte else {
      let start = message.content.advanced(by: layout.offset)
      return .bytes(Array(UnsafeRawBufferPointer(start: start, count: layout.size)))
    }
    if type == .string { return .string(message.string(layout)) }
    let elements = (0..<layout.count).map { index -> UInt64? in
      let bits = message.element(layout, type, index)
      return bits == type.invalidPattern ? nil : bits
    }
    if type.isFloatingPoint {
      return .floating(
        elements.map { bits in
          bits.map {
            type == .float32
              ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: $0))) : Double(bitPattern: $0)
          }
        })
    }
    if type.isSigned {
      return .signed(elements.map { $0.map { FITMessageView.signExtend($0, type) } })
    }
    return .unsigned(elements)
  }
}
