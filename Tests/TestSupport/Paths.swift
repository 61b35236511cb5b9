import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Paths of the package, found from this file's location, and temporary directories that never
/// outlive the test run.
public enum Paths {
  /// The package root.
  public static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// `Fixtures/`.
  public static var fixtures: URL { root.appendingPathComponent("Fixtures") }

  /// A file or folder under `Fixtures/`, e.g. `fixture("records/athlete.json")`.
  public static func fixture(_ relativePath: String) -> URL {
    fixtures.appendingPathComponent(relativePath)
  }

  /// The path of a file or folder under `Fixtures/`, as a command line takes it.
  public static func fixturePath(_ relativePath: String) -> String {
    fixture(relativePath).path
  }

  /// The bytes of a file under `Fixtures/`.
  public static func fixtureBytes(_ relativePath: String) throws -> [UInt8] {
    Array(try Data(contentsOf: fixture(relativePath)))
  }

  /// A fresh, empty directory for one test, inside this run's scratch directory.
  ///
  /// Tests remove it when they can (`TemporaryDirectory` does so by itself); whatever is left is
  /// removed with the scratch directory when the test process exits, so `swift test` leaves
  /// nothing in the system's temporary folder.
  public static func temporaryDirectory(_ label: String = "test") -> URL {
    let url = TestScratch.root.appendingPathComponent("\(label)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

/// A temporary directory removed when the value is released.
public final class TemporaryDirectory: Sendable {
  /// The directory.
  public let url: URL

  /// Creates a fresh, empty directory named after `label`.
  public init(_ label: String = "test") {
    url = Paths.temporaryDirectory(label)
  }

  /// The directory's path.
  public var path: String { url.path }

  /// A path inside the directory.
  public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  deinit { try? FileManager.default.removeItem(at: url) }
}

/// The scratch directory of this test process: created on first use, removed at exit.
enum TestScratch {
  static let root: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("veloready-tests-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { TestScratch.removeRoot() }
    return url
  }()

  static func removeRoot() {
    try? FileManager.default.removeItem(at: root)
  }
}
