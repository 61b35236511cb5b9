// Only the libFuzzer build links LLVMFuzzerRunDriver; a plain build leaves this file empty.
#if VELOREADY_LIBFUZZER
  import CLibFuzzer
  import Foundation

  /// Runs libFuzzer's driver over one parser.
  enum LibFuzzer {
    /// The parser every input goes to; set once, before the driver starts.
    nonisolated(unsafe) private static var target = FuzzTarget.native

    /// Hands `arguments` (the program name first) to libFuzzer and returns its exit code.
    static func run(_ target: FuzzTarget, arguments: [String]) -> Int32 {
      Self.target = target
      var argc = Int32(arguments.count)
      let strings = arguments.map { strdup($0) } + [nil]
      let argumentVector = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(
        capacity: strings.count)
      argumentVector.initialize(from: strings, count: strings.count)
      var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argumentVector
      return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        LibFuzzer.target.run(bytes)
        return 0
      }
    }
  }
#endif
