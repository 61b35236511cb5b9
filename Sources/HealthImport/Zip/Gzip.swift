/// gzip files (RFC 1952): `.fit.gz`, `.tcx.gz` and `.gpx.gz` from Strava's bulk export and from
/// head units.
///
/// Every member of a multi-member file is inflated and the outputs are joined, as `gunzip` does.
/// Each member's header flags are honoured (FEXTRA, FNAME and FCOMMENT are skipped; an FHCRC
/// header CRC is checked), and its CRC-32 and length are checked against the trailer. Zero bytes
/// after the last member (padding) are ignored, as is anything else that follows a complete member
/// without the gzip signature, as `gunzip` ignores trailing garbage. The output never grows past
/// the caller's `limit`, so a small file that inflates to gigabytes cannot exhaust memory.
public enum Gzip {
  /// The two bytes every gzip member starts with.
  public static let signature: [UInt8] = [0x1F, 0x8B]

  /// Whether `prefix` starts like a gzip file.
  public static func isGzip(_ prefix: [UInt8]) -> Bool {
    prefix.starts(with: signature)
  }

  /// The inflated contents of every member of `bytes`, joined.
  ///
  /// - Parameter limit: the most bytes the output may hold.
  /// - Throws: `ImportError.unrecognised` when `bytes` is not gzip, `.malformed` with the member
  ///   and byte when a header, the compressed data, a CRC or a length is wrong or cut short,
  ///   `.unreadable` when the output would exceed `limit`.
  public static func decompress(_ bytes: [UInt8], limit: Int) throws(ImportError) -> [UInt8] {
    guard isGzip(bytes) else {
      throw .unrecognised(reason: "not a gzip file (it does not start with bytes 1F 8B)")
    }
    var output: [UInt8] = []
    var offset = 0
    var member = 0
    while offset < bytes.count {
      if member > 0, !bytes[offset...].starts(with: signature) { break }
      member += 1
      let reader = GzipMember(bytes: bytes, start: offset, number: member)
      let dataStart = try reader.readHeader()
      let memberStart = output.count
      let dataEnd = try reader.inflate(from: dataStart, into: &output, limit: limit)
      offset = try reader.checkTrailer(at: dataEnd, output: output[memberStart...])
    }
    return output
  }
}
