/// The low-level FIT decoder: headers, definition and data messages, compressed timestamps,
/// developer fields, chained files and both CRCs.
///
/// Damage never costs more than it must. A bad file CRC is a note and every message is still read.
/// A file cut short keeps every complete message, and a note gives the byte where the cut
/// message starts. A message that breaks the structure (data for a local type never defined, an
/// impossible architecture byte, a message running past the header's data size) ends that file
/// with a note, and the next file of a chain is still read. Only a first header that cannot be
/// trusted refuses the whole input.
public enum FITDecoder {
  /// The seconds from the Unix epoch to the FIT epoch, 1989-12-31T00:00:00Z.
  public static let epochOffset: Double = 631_065_600

  /// Every data message of `bytes`, decoded, with notes on any damage.
  ///
  /// - Throws: `ImportError.unrecognised` when `bytes` is not a FIT file, `.malformed` when its
  ///   first header is corrupt.
  public static func decode(_ bytes: [UInt8]) throws(ImportError) -> FITDecoding {
    var collector = FITMessageCollector()
    let notes = try bytes.withImportBytes { buffer throws(ImportError) in
      try scan(buffer, handler: &collector)
    }
    return FITDecoding(headers: collector.headers, messages: collector.messages, notes: notes)
  }

  /// Hands every data message of `bytes` to `handler` and returns notes on any damage.
  static func scan<Handler: FITMessageHandler>(
    _ bytes: UnsafeRawBufferPointer, handler: inout Handler
  ) throws(ImportError) -> [String] {
    var notes: [String] = []
    var offset = 0
    var fileNumber = 0
    var serial = 0
    while offset < bytes.count {
      if fileNumber > 0, bytes[offset...].allSatisfy({ $0 == 0 }) {
        notes.append("\(bytes.count - offset) bytes of zero padding after the FIT data are ignored")
        break
      }
      let header: FITHeader
      do {
        header = try FITHeader.read(bytes, at: offset)
      } catch {
        guard fileNumber > 0 else { throw error }
        notes.append(
          "bytes \(offset)–\(bytes.count - 1) are not read: \(Self.reason(error))")
        break
      }
      fileNumber += 1
      handler.startFile(header, at: offset)
      let dataStart = offset + header.size
      var dataEnd = dataStart + header.dataSize
      if header.dataSize == 0, bytes.count > dataStart + 2 {
        notes.append(
          "the FIT header at byte \(offset) gives no data size (the file was never closed); "
            + "its messages are read to the end of the input")
        dataEnd = bytes.count
      }
      let limit = min(dataEnd, bytes.count)
      var messages = FileMessages(
        bytes: bytes, start: dataStart, end: limit, truncated: dataEnd > bytes.count,
        firstSerial: serial)
      defer { serial = messages.nextSerial }
      do {
        try messages.readAll(&handler)
      } catch {
        notes.append(
          "the FIT file at byte \(offset) is damaged at byte \(messages.index): "
            + "\(error.description); the messages before it are kept")
      }
      if dataEnd > bytes.count {
        notes.append(truncationNote(messages, dataEnd: dataEnd, count: bytes.count))
        break
      }
      if dataEnd + 2 > bytes.count {
        notes.append("the FIT file at byte \(offset) ends without its 2-byte file CRC")
        break
      }
      let stored = UInt16(bytes[dataEnd]) | UInt16(bytes[dataEnd + 1]) << 8
      let computed = FITCRC.update(0, UnsafeRawBufferPointer(rebasing: bytes[offset..<dataEnd]))
      if stored != computed {
        notes.append(
          "the FIT file at byte \(offset) fails its CRC check (stored \(FITCRC.hex(stored)), "
            + "computed \(FITCRC.hex(computed))); its messages were read anyway")
      }
      offset = dataEnd + 2
    }
    return notes
  }

  private static func truncationNote(_ messages: FileMessages, dataEnd: Int, count: Int) -> String {
    let missing = dataEnd + 2 - count
    guard messages.index < count else {
      return "the FIT file ends at byte \(count), \(missing) bytes short of the size its header "
        + "gives; every message before the cut is kept"
    }
    return "the FIT file ends at byte \(count), \(missing) bytes short of the size its header "
      + "gives: the message at byte \(messages.index) is cut off after "
      + "\(count - messages.index) bytes and is not read; every message before it is kept"
  }

  private static func reason(_ error: ImportError) -> String {
    switch error {
    case .unrecognised(let reason), .malformed(let reason), .unreadable(let reason): return reason
    }
  }
}

/// The message loop over one file's data bytes.
private struct FileMessages {
  let bytes: UnsafeRawBufferPointer
  let end: Int
  /// Whether the input ends before the data size the header gives.
  let truncated: Bool
  /// The offset of the next record header; after a failure, of the one that failed.
  var index: Int
  /// Owns the memory of the current definitions.
  var definitions = [FITDefinition?](repeating: nil, count: 16)
  /// The current definitions' layouts, read per message without reference counting.
  var layouts = [UnsafePointer<FITLayout>?](repeating: nil, count: 16)
  var lastTimestamp: UInt32?
  /// The serial number the next definition gets.
  var nextSerial: Int

  init(bytes: UnsafeRawBufferPointer, start: Int, end: Int, truncated: Bool, firstSerial: Int) {
    self.bytes = bytes
    self.nextSerial = firstSerial
    self.end = end
    self.truncated = truncated
    self.index = start
  }

  /// Reads messages until `end`; in a truncated file it stops at the message the cut goes
  /// through, leaving `index` there.
  mutating func readAll<Handler: FITMessageHandler>(_ handler: inout Handler) throws(FITDamage) {
    guard let base = bytes.baseAddress else { return }
    while index < end {
      let header = bytes[index]
      if header & 0xC0 == 0x40 {
        let local = Int(header & 0x0F)
        guard
          let (definition, next) = try FITDefinition.read(
            bytes, at: index + 1, end: end, developerFields: header & 0x20 != 0,
            serial: nextSerial)
        else { return try cutShort() }
        nextSerial += 1
        definitions[local] = definition
        layouts[local] = definition.layout
        index = next
        continue
      }
      let compressed = header & 0x80 != 0
      let local = compressed ? Int(header >> 5 & 0x03) : Int(header & 0x0F)
      guard let layout = layouts[local] else {
        throw FITDamage("a data message of local type \(local), which has no definition")
      }
      let size = layout.pointee.size
      guard index + 1 + size <= end else { return try cutShort() }
      let content = base + index + 1
      var timestamp: UInt32?
      if compressed {
        let timeOffset = UInt32(header & 0x1F)
        if let last = lastTimestamp {
          var next = last & ~0x1F | timeOffset
          if timeOffset < last & 0x1F { next &+= 0x20 }
          lastTimestamp = next
          timestamp = next
        }
      } else if let at = layout.pointee.timestampOffset {
        let raw = content.loadUnaligned(fromByteOffset: at, as: UInt32.self)
        let value =
          layout.pointee.bigEndian ? UInt32(bigEndian: raw) : UInt32(littleEndian: raw)
        if value != UInt32.max {
          lastTimestamp = value
          timestamp = value
        }
      }
      let view = FITMessageView(
        layout: layout, content: content, timestamp: timestamp, offset: index)
      handler.handle(view)
      index += 1 + size
    }
  }

  /// A message that does not fit: the cut of a truncated file, else damage.
  private func cutShort() throws(FITDamage) {
    guard truncated else {
      throw FITDamage("a message runs past the end of the data that the header gives")
    }
  }
}
