import Foundation

extension DeviceFileImporter {
  /// The endings of device files' names: `.fit`, `.tcx`, `.gpx`, each possibly gzipped.
  static let deviceEndings = [".fit", ".tcx", ".gpx", ".fit.gz", ".tcx.gz", ".gpx.gz"]

  /// Whether a file found in a folder or an export may be a device file: its first bytes are FIT,
  /// gzip, TCX or GPX, or its name ends in `.fit`, `.tcx` or `.gpx` (possibly `.gz`).
  ///
  /// The content decides what a file is; the name only keeps a damaged `ride.fit`, whose first
  /// bytes no longer say FIT, from being passed over in silence.
  public static func isCandidate(prefix: [UInt8], name: String) -> Bool {
    switch InputFormat.sniff(prefix) {
    case .fit?, .gzip?, .tcx?, .gpx?: return true
    default: return isDeviceName(name)
    }
  }

  /// Whether `name` ends like a device file's name (any case).
  public static func isDeviceName(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return deviceEndings.contains { lowered.hasSuffix($0) }
  }

  /// Reads `bytes`, a file found at `path` in a folder or an export; `nil` when it is not a
  /// device file (`isCandidate` says no, or it turns out to be a gzipped file of another kind)
  /// and its name does not claim one, so that it is counted with the other files rather than
  /// listed as damaged. `timeZone` is the athlete's (see `read(_:inflateLimit:name:timeZone:)`).
  public static func read(_ bytes: [UInt8], path: String, timeZone: TimeZone? = nil)
    -> DeviceFileRead?
  {
    guard isCandidate(prefix: Array(bytes.prefix(4096)), name: path) else { return nil }
    do {
      return DeviceFileRead(path: path, result: .success(try read(bytes, timeZone: timeZone)))
    } catch {
      if case .unrecognised = error, !isDeviceName(path) { return nil }
      return DeviceFileRead(path: path, result: .failure(error))
    }
  }
}
