import Foundation

/// When a big export is parsed on several threads, and in pieces of what size.
public struct ExportSplit: Sendable {
  /// Exports smaller than this are read on one thread: below it the threads would save less
  /// than a tenth of a second.
  public var minimumBytes: Int64
  /// The size at which a piece is cut (at the next line that allows it).
  public var pieceBytes: Int
  /// Threads that parse pieces; 1 reads every export on one thread.
  public var threads: Int
  /// Bytes a worker reads at a time from an export file (`FilePiece`): as on one thread, so
  /// that its buffer stays in the core's cache.
  var readBytes = AppleHealthArchive.chunkSize

  /// A split of exports of `minimumBytes` or more into pieces of `pieceBytes`, on `threads`.
  public init(minimumBytes: Int64, pieceBytes: Int, threads: Int) {
    self.minimumBytes = minimumBytes
    self.pieceBytes = pieceBytes
    self.threads = threads
  }

  /// Exports of 100 MB or more, in pieces of 1 MB, on every core the process may use.
  public static var automatic: ExportSplit {
    ExportSplit(minimumBytes: 100_000_000, pieceBytes: 1 << 20, threads: usableCores())
  }

  /// The cores this process may run on. On Linux that is its affinity mask (`taskset`), which
  /// Foundation's `activeProcessorCount` does not read (it counts the cores of the machine, or
  /// of its control group); Swift cannot call `sched_getaffinity`, so the mask is read from
  /// `/proc/self/status`.
  static func usableCores() -> Int {
    let machine = ProcessInfo.processInfo.activeProcessorCount
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let allowed = allowedCores(status: status), allowed > 0
    else { return machine }
    return min(allowed, machine)
  }

  /// The cores of the `Cpus_allowed` mask (hexadecimal, in groups of eight digits separated by
  /// commas) in the text of `/proc/self/status`; `nil` without one.
  static func allowedCores(status: String) -> Int? {
    for line in status.split(separator: "\n") where line.hasPrefix("Cpus_allowed:") {
      var count = 0
      for character in line.dropFirst("Cpus_allowed:".count) where character.isHexDigit {
        count += character.hexDigitValue?.nonzeroBitCount ?? 0
      }
      return count
    }
    return nil
  }

  /// Every export on one thread.
  public static let serial = ExportSplit(minimumBytes: .max, pieceBytes: 1 << 20, threads: 1)

  /// Whether an export of `size` bytes is split.
  func applies(to size: Int64) -> Bool { threads > 1 && size >= minimumBytes }
}
