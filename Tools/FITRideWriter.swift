import Foundation
import HealthImport

/// Writes a FIT activity file of a synthetic ride, as an Edge head unit records one: `file_id`,
/// timer events (with one pause), a record every second with position, altitude, heart rate,
/// cadence, distance, speed, power and temperature, a lap, a session and the activity message.
/// About 26 bytes a second, so a two-hour ride is about 190 kB.
///
/// It follows the FIT protocol description on its own, with the package's one FIT CRC; the ride's
/// numbers come from a seeded generator, so a seed always gives the same bytes.
struct FITRideWriter {
  /// The FIT epoch, 1989-12-31T00:00:00Z, in Unix seconds.
  static let epoch: UInt32 = 631_065_600

  var seed: UInt64
  /// Start, Unix seconds.
  var start: UInt32
  /// Seconds of riding (the pause comes on top).
  var seconds: Int

  private var data: [UInt8] = []

  init(seed: UInt64, start: UInt32, seconds: Int) {
    self.seed = seed
    self.start = start
    self.seconds = seconds
  }

  /// The whole file: header, messages, CRC.
  mutating func file() -> [UInt8] {
    data = []
    let begin = start - Self.epoch
    let pauseAt = UInt32(seconds / 2)
    let pause: UInt32 = 300
    define(0, global: 0, [(0, 1, 0x00), (1, 2, 0x84), (2, 2, 0x84), (3, 4, 0x8C), (4, 4, 0x86)])
    message(0, [(4, 1), (1, 2), (3121, 2), (UInt64(3_000_000_000) + seed, 4), (UInt64(begin), 4)])
    define(1, global: 21, [(253, 4, 0x86), (0, 1, 0x00), (1, 1, 0x00)])
    message(1, [(UInt64(begin), 4), (0, 1), (0, 1)])
    define(
      2, global: 20,
      [
        (253, 4, 0x86), (0, 4, 0x85), (1, 4, 0x85), (2, 2, 0x84), (3, 1, 0x02), (4, 1, 0x02),
        (5, 4, 0x86), (6, 2, 0x84), (7, 2, 0x84), (13, 1, 0x01),
      ])
    var random = seed &* 6_364_136_223_846_793_005 &+ 1
    func next(_ range: Int) -> Int {
      random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((random >> 33) % UInt64(range))
    }
    var distance = 0.0
    var heartRate = 120
    var (sumHeartRate, maxHeartRate, sumPower) = (0, 0, 0)
    var fourth = 0.0
    for second in 0..<UInt32(seconds) {
      if second == pauseAt {
        message(1, [(UInt64(begin + second), 4), (0, 1), (4, 1)])
        message(1, [(UInt64(begin + second + pause), 4), (0, 1), (0, 1)])
      }
      let time = begin + second + (second >= pauseAt ? pause : 0)
      let power = 150 + next(160)
      let speed = 6.5 + Double(next(400)) / 100
      heartRate = max(95, min(185, heartRate + next(5) - 2))
      distance += speed
      sumHeartRate += heartRate
      maxHeartRate = max(maxHeartRate, heartRate)
      sumPower += power
      fourth += pow(Double(power), 4)
      message(
        2,
        [
          (UInt64(time), 4), (UInt64(UInt32(bitPattern: 560_000_000 + Int32(second) * 37)), 4),
          (UInt64(UInt32(bitPattern: 90_000_000 + Int32(second) * 41)), 4),
          (UInt64((250 + next(100) + 500) * 5), 2), (UInt64(heartRate), 1),
          (UInt64(80 + next(20)), 1), (UInt64(distance * 100), 4), (UInt64(speed * 1000), 2),
          (UInt64(power), 2), (UInt64(18 + next(4)), 1),
        ])
    }
    let end = begin + UInt32(seconds) + pause
    message(1, [(UInt64(end), 4), (0, 1), (4, 1)])
    let count = max(1, seconds)
    let summary: [(UInt64, Int)] = [
      (UInt64(end), 4), (UInt64(begin), 4), (UInt64((seconds + Int(pause)) * 1000), 4),
      (UInt64(seconds * 1000), 4), (UInt64(distance * 100), 4),
      (UInt64(sumPower * 36 / 10_000), 2), (UInt64(sumHeartRate / count), 1),
      (UInt64(maxHeartRate), 1), (UInt64(sumPower / count), 2),
    ]
    let fields: [(UInt8, UInt8, UInt8)] = [
      (253, 4, 0x86), (2, 4, 0x86), (7, 4, 0x86), (8, 4, 0x86), (9, 4, 0x86), (11, 2, 0x84),
    ]
    define(3, global: 19, fields + [(15, 1, 0x02), (16, 1, 0x02), (19, 2, 0x84)])
    message(3, summary)
    define(
      4, global: 18,
      fields + [
        (16, 1, 0x02), (17, 1, 0x02), (20, 2, 0x84), (34, 2, 0x84), (5, 1, 0x00), (6, 1, 0x00),
      ])
    let normalized = UInt64(pow(fourth / Double(count), 0.25))
    message(4, summary + [(normalized, 2), (2, 1), (7, 1)])
    define(5, global: 34, [(253, 4, 0x86), (0, 4, 0x86), (1, 2, 0x84), (2, 1, 0x00)])
    message(5, [(UInt64(end), 4), (UInt64(seconds * 1000), 4), (1, 2), (0, 1)])
    var header: [UInt8] = [14, 0x20]
    header += Self.littleEndian(2132, 2) + Self.littleEndian(UInt64(data.count), 4)
    header += Array(".FIT".utf8)
    header += Self.littleEndian(UInt64(FITCRC.of(header)), 2)
    let body = header + data
    return body + Self.littleEndian(UInt64(FITCRC.of(body)), 2)
  }

  private mutating func define(_ local: UInt8, global: UInt16, _ fields: [(UInt8, UInt8, UInt8)]) {
    data += [0x40 | local, 0, 0] + Self.littleEndian(UInt64(global), 2) + [UInt8(fields.count)]
    for (number, size, type) in fields { data += [number, size, type] }
  }

  private mutating func message(_ local: UInt8, _ values: [(UInt64, Int)]) {
    data.append(local)
    for (value, size) in values { data += Self.littleEndian(value, size) }
  }

  private static func littleEndian(_ value: UInt64, _ size: Int) -> [UInt8] {
    (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
  }
}
