extension ZoneRules {
  /// Parses a TZif file (RFC 8536, versions 1 to 4) into the zone's rules.
  ///
  /// A version 1 file is read from its 32-bit block (instants 1901–2038; after its last
  /// transition the last offset stays). A later version is read from its 64-bit block and its
  /// footer, the POSIX TZ rule for instants after the last transition. Leap-second (`right/`)
  /// files are refused: their timestamps count leap seconds, the engine's do not.
  ///
  /// - Parameters:
  ///   - bytes: the whole file.
  ///   - identifier: the zone's name, kept in the rules (the file does not hold it).
  public init(tzif bytes: [UInt8], identifier: String) throws(TZifError) {
    var reader = TZifReader(bytes)
    let first = try reader.header()
    let block: (times: [Int64], typeIndices: [Int], types: [TZifReader.TimeType])
    var footer: PosixZoneRule?
    if first.version == 0 {
      block = try reader.block(first, timeSize: 4)
    } else {
      try reader.skip(first.blockSize(timeSize: 4))
      let second = try reader.header()
      block = try reader.block(second, timeSize: 8)
      let text = try reader.footer()
      if !text.isEmpty {
        guard let rule = PosixZoneRule(text: text) else { throw .invalidFooter(text) }
        footer = rule
      }
    }
    self.init(
      identifier: identifier, transitions: block.times,
      offsetsAfter: block.typeIndices.map { block.types[$0].offset },
      initialOffset: Int(block.types[0].offset), footer: footer)
  }
}
