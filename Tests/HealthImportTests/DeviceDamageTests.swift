import Foundation
import Testing

@testable import HealthImport

/// No input crashes a device reader: sample files, cut at random lengths and with bytes
/// flipped at random (a fixed seed, so a failure repeats), is either read or refused.
@Suite struct DeviceDamageTests {
  /// A small deterministic generator (SplitMix64), so the damaged files are the same every run.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }
  }

  @Test(arguments: [
    "fit/garmin-edge-820-bike.fit", "fit/developer-types-sample.fit", "fit/MonitoringFile.fit",
    "fit/compressed-speed-distance.fit", "device/ride.tcx", "device/ride.gpx",
    "device/ride.tcx.gz", "device/garmin-edge-820-bike.fit.gz",
  ])
  func damagedFilesAreReadOrRefusedNeverCrash(_ path: String) throws {
    let original = try SyncFixture.bytes(path)
    var generator = SplitMix(state: UInt64(original.count))
    var read = 0
    var refused = 0
    for round in 0..<300 {
      var bytes = original
      if round % 3 == 0 {
        bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &generator)))
      }
      let flips = Int.random(in: 1...8, using: &generator)
      for _ in 0..<flips where !bytes.isEmpty {
        let index = Int.random(in: bytes.indices, using: &generator)
        bytes[index] = UInt8.random(in: 0...255, using: &generator)
      }
      do {
        _ = try DeviceFileImporter.read(bytes, inflateLimit: 1 << 20)
        read += 1
      } catch {
        refused += 1
      }
    }
    // Tolerance, not luck: most damaged FIT, TCX and GPX files still give what they can, while
    // gzip's CRC catches every flipped byte that the inflater does not.
    if path.hasSuffix(".gz") {
      #expect(refused > 0)
    } else {
      #expect(read > refused)
    }
  }
}
