/// The parts of a file path, as text.
///
/// Foundation's `NSString.deletingLastPathComponent` traps on some one-character paths on Linux
/// (`--data s`), so veloready splits paths itself.
package enum PathText {
  /// The folder part of `path`: `a/b/c` → `a/b`, `/a` → `/`, `c` → `.`, `a/b/` → `a`.
  package static func parent(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    let parent = trimmed[..<slash]
    if parent.isEmpty { return "/" }
    var result = parent
    while result.count > 1, result.hasSuffix("/") { result.removeLast() }
    return String(result)
  }

  /// The last part of `path`: `a/b/c.json` → `c.json`, `a/b/` → `b`, `/` → `/`.
  package static func name(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
    guard trimmed != "/", let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
    return String(trimmed[trimmed.index(after: slash)...])
  }
}
