import Foundation
import VeloKit

/// The fingerprint of a folder read as one input (a Strava or wearable export): of each file's
/// path and `ContentHash`, so that a file added, removed or changed makes it a new export; its
/// size part is the bytes of those files, as it is for a file.
enum FolderFingerprint {
  /// The fingerprint of the files `relatives` of the folder `root`, in the order given.
  static func of(_ root: String, _ relatives: [String]) throws(CLIError) -> String {
    var hash = ContentHash()
    var size: Int64 = 0
    for relative in relatives {
      let file = try FileBytes(path: root + "/" + relative)
      size += file.count
      hash.update(Array("\(relative)\u{0}\(try file.fingerprint())\n".utf8))
    }
    let hex = String(hash.value, radix: 16)
    return ContentHash.fingerprintPrefix(size: size)
      + String(repeating: "0", count: 16 - hex.count) + hex
  }
}
