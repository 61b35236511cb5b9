import Foundation
import VeloKit

#if canImport(Glibc)
  import Glibc
#endif

/// The files of a folder and its subfolders, for `veloready import FOLDER`.
///
/// Names are read as the bytes the system holds, so a name that is not UTF-8 (`M\xFCnchen.fit`
/// from an old zip) is found and opened like any other, and shown with its odd bytes escaped.
/// Paths are relative to the folder, `/`-separated, in byte order, so a summary lists files in the
/// same order on every machine. A link to a file is followed; a link to a folder is not, so a link
/// back up the tree cannot make the walk endless.
struct FolderWalk {
  /// One file found.
  struct Entry: Sendable {
    /// The path to open: the folder's, then the relative one.
    let path: HostPath
    /// The relative path's bytes.
    let relative: [UInt8]

    /// The relative path for the summary, its undecodable bytes and controls escaped.
    var shown: String { ShownText.escaping(relative) }
    /// The relative path as text when it is UTF-8, else `nil`.
    var exactText: String? { String(validating: relative, as: UTF8.self) }
  }

  /// Regular files (or links to them).
  var files: [Entry] = []
  /// Everything else that is not a folder: pipes, sockets, devices, broken links (as shown).
  var specials: [String] = []

  /// Walks `root`.
  ///
  /// - Throws: `CLIError.unreadable` when `root` or a subfolder cannot be listed.
  init(_ root: String) throws(CLIError) {
    try walk(HostPath(root), relative: [])
  }

  private mutating func walk(_ folder: HostPath, relative: [UInt8]) throws(CLIError) {
    let names = try Self.names(in: folder)
    for name in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
      let path = folder.appending(name)
      let shown = relative.isEmpty ? name : relative + [UInt8(ascii: "/")] + name
      var link = stat()
      var target = stat()
      guard path.withCString({ lstat($0, &link) }) == 0 else { continue }
      let isLink = link.st_mode & S_IFMT == S_IFLNK
      guard path.withCString({ stat($0, &target) }) == 0 else {
        specials.append(ShownText.escaping(shown))
        continue
      }
      switch target.st_mode & S_IFMT {
      case S_IFDIR where !isLink: try walk(path, relative: shown)
      case S_IFDIR: continue
      case S_IFREG: files.append(Entry(path: path, relative: shown))
      default: specials.append(ShownText.escaping(shown))
      }
    }
  }

  /// The names in `folder` but `.` and `..`, as bytes.
  private static func names(in folder: HostPath) throws(CLIError) -> [[UInt8]] {
    guard let directory = folder.withCString({ opendir($0) }) else {
      throw .unreadable("cannot import '\(folder.shown)': the folder cannot be listed")
    }
    defer { closedir(directory) }
    var names: [[UInt8]] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      if name == [0x2E] || name == [0x2E, 0x2E] { continue }
      names.append(name)
    }
    return names
  }
}
