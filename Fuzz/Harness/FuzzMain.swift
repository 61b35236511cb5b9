import Foundation

/// `veloready-fuzz PARSER [ARGUMENT…]`.
///
/// Built by `Fuzz/fuzz.sh` with `-sanitize=fuzzer,address -DVELOREADY_LIBFUZZER`, it hands the
/// arguments after the parser's name to libFuzzer (a corpus folder, `-max_total_time=8`, …).
/// A plain `swift build` makes it a replayer: every file named (or inside a folder named) runs
/// once through the parser, so a saved crash can be run again without sanitizers.
@main
enum FuzzMain {
  static func main() {
    var arguments = CommandLine.arguments
    let named = arguments.count > 1 ? FuzzTarget(rawValue: arguments[1]) : nil
    if named != nil { arguments.remove(at: 1) }
    let fromEnvironment = ProcessInfo.processInfo.environment[FuzzTarget.environmentKey]
      .flatMap(FuzzTarget.init(rawValue:))
    guard let target = named ?? fromEnvironment else {
      fail("usage: veloready-fuzz PARSER [ARGUMENT…]  (parsers: \(FuzzTarget.names))", code: 64)
    }
    #if VELOREADY_LIBFUZZER
      exit(LibFuzzer.run(target, arguments: arguments))
    #else
      replay(target, paths: arguments.dropFirst())
    #endif
  }

  private static func replay(_ target: FuzzTarget, paths: ArraySlice<String>) {
    var count = 0
    for path in paths {
      for file in files(at: path) {
        guard let data = FileManager.default.contents(atPath: file) else {
          fail("error: cannot read '\(file)'", code: 66)
        }
        target.run(Array(data))
        count += 1
      }
    }
    print("replayed \(count) input\(count == 1 ? "" : "s") through \(target.rawValue)")
  }

  /// `path` itself, or the files directly inside it when it is a folder.
  private static func files(at path: String) -> [String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue
    else { return [path] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.sorted().map { path + "/" + $0 }
  }

  private static func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(code)
  }
}
