/// Whole-buffer raw DEFLATE decompression (RFC 1951), for small embedded data such as the demo
/// athlete.
public enum RawDeflate {
  /// The bytes `compressed` inflates to; damaged data, or more than `limit` bytes of output, is
  /// `ImportError.malformed`.
  public static func inflate(_ compressed: [UInt8], limit: Int) throws(ImportError) -> [UInt8] {
    let inflater = try Inflater()
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    var offset = 0
    while true {
      let step = try step(inflater, compressed[offset...], into: &chunk)
      offset += step.consumed
      output += chunk[..<step.produced]
      guard output.count <= limit else {
        throw .malformed(reason: "the compressed data inflates to more than \(limit) bytes")
      }
      if step.finished { return output }
      if step.consumed == 0, step.produced == 0 {
        throw .malformed(reason: "the compressed data ends early")
      }
    }
  }

  private static func step(
    _ inflater: Inflater, _ input: ArraySlice<UInt8>, into chunk: inout [UInt8]
  ) throws(ImportError) -> Inflater.Step {
    var result: Result<Inflater.Step, ImportError> = .failure(.malformed(reason: "no data"))
    input.withUnsafeBytes { input in
      chunk.withUnsafeMutableBytes { buffer in
        do throws(ImportError) {
          result = .success(try inflater.inflate(input, into: buffer))
        } catch {
          result = .failure(error)
        }
      }
    }
    return try result.get()
  }
}
