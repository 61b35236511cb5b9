import Foundation
import VeloKit

#if canImport(Glibc)
  import Glibc
#endif

/// The files of a folder and its subfolders, for `veloready import FOLDER`.
///
/// Paths are relative to the folder, `/`-separated, in byte order, so a summary lists files in the
/// same order on every machine. A link to a file is followed; a link to a folder is not, so a link
/// back up the tree cannot make the walk endless.
struct FolderWalk {
  /// Regular files (or links to them).
  var files: [String] = []
  /// Everything else that is not a folder: pipes, sockets, devices, broken links.
  var specials: [String] = []

  /// Walks `root`.
  ///
  /// - Throws: `CLIError.unreadable` when `root` or a subfolder cannot be listed.
  init(_ root: String) throws(CLIError) {
    try walk(root, relative: "")
  }

  private mutating func walk(_ folder: String, relative: String) throws(CLIError) {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch {
      throw .unreadable("cannot import '\(folder)': the folder cannot be listed")
    }
    for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      let path = folder + "/" + name
      let shown = relative.isEmpty ? name : relative + "/" + name
      var link = stat()
      var target = stat()
      guard lstat(path, &link) == 0 else { continue }
      let isLink = link.st_mode & S_IFMT == S_IFLNK
      guard stat(path, &target) == 0 else {
        specials.append(shown)
        continue
      }
      switch target.st_mode & S_IFMT {
      case S_IFDIR where !isLink: try walk(path, relative: shown)
      case S_IFDIR: continue
      case S_IFREG: files.append(shown)
      default: specials.append(shown)
      }
    }
  }
}
