import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file operation failed, with the path and the system's reason.
struct FileError: Error, CustomStringConvertible {
  let path: String
  let reason: String

  var description: String { "'\(path)': \(reason)" }

  static func system(_ path: String) -> FileError {
    FileError(path: path, reason: String(cString: strerror(errno)))
  }
}
