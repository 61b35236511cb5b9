import Foundation

/// Reads any device file by its content: FIT, TCX or GPX, each possibly gzipped.
public enum DeviceFileImporter {
  /// The most bytes a gzipped device file may inflate to: 256 MiB, far above a 24-hour FIT (about
  /// 10 MB) or TCX (about 60 MB) file.
  public static let inflateLimit = 256 << 20

  /// What a device file is, looking inside a gzip: `FIT file`, or `FIT file, gzipped`; `nil` when
  /// it is neither FIT, TCX nor GPX.
  public static func formatName(of bytes: [UInt8], inflateLimit: Int = Self.inflateLimit)
    -> String?
  {
    guard Gzip.isGzip(bytes) else {
      switch InputFormat.sniff(Array(bytes.prefix(4096))) {
      case let format? where [.fit, .tcx, .gpx].contains(format): return format.rawValue
      default: return nil
      }
    }
    guard let inner = try? Gzip.decompress(bytes, limit: inflateLimit), !Gzip.isGzip(inner),
      let name = formatName(of: inner, inflateLimit: inflateLimit)
    else { return nil }
    return name + ", gzipped"
  }

  /// The activities of a device file, or why it holds none. `name` names the file in notes that
  /// need it (the parts of a chained FIT file); `timeZone` is the athlete's, for a FIT file whose
  /// only absolute time is a local one.
  ///
  /// - Throws: `ImportError.unrecognised` when the bytes (inflated, if gzipped) are not FIT, TCX or
  ///   GPX; the reader's error when they are but cannot be read.
  public static func read(
    _ bytes: [UInt8], inflateLimit: Int = Self.inflateLimit, name: String? = nil,
    timeZone: TimeZone? = nil
  ) throws(ImportError) -> DeviceFileOutcome {
    var bytes = bytes
    if Gzip.isGzip(bytes) {
      bytes = try Gzip.decompress(bytes, limit: inflateLimit)
    }
    let outcome: DeviceFileOutcome
    switch InputFormat.sniff(Array(bytes.prefix(4096))) {
    case .fit?: outcome = try FITActivityReader.read(bytes, name: name, timeZone: timeZone)
    case .tcx?: outcome = try TCXReader.read(bytes)
    case .gpx?: outcome = try GPXReader.read(bytes)
    case .gzip?:
      throw .unrecognised(reason: "a gzip file inside a gzip file; veloready unpacks one level")
    default:
      throw .unrecognised(
        reason: bytes.isEmpty ? "the file is empty (0 bytes)" : "not a FIT, TCX or GPX file")
    }
    guard case .activities(var report) = outcome else { return outcome }
    report.rejectUnstorableDates()
    return .activities(report)
  }
}
