import Foundation

/// Paths of the package, found from this file's location.
enum Paths {
  /// The package root.
  static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `Fixtures/`.
  static var fixtures: URL { root.appendingPathComponent("Fixtures") }

  /// A fresh, empty temporary directory for one test.
  static func temporaryDirectory(_ label: String = "test") -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("veloready-\(label)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
