import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file operation failed, with the path and the system's reason.
package struct FileError: Error, Equatable, CustomStringConvertible {
  /// The file.
  package let path: String
  /// The system's reason, e.g. `No such file or directory`.
  package let reason: String

  /// `'path': reason`.
  package var description: String { "'\(path)': \(reason)" }

  /// The failure `errno` describes, for `path`.
  package static func system(_ path: String) -> FileError {
    FileError(path: path, reason: String(cString: strerror(errno)))
  }
}
