import Foundation

extension PerformanceChart {
  /// CTL and ATL every `decayStride` days after a chart's last computed day (the first entry is
  /// that day's), until decay without load no longer changes them: the last entry holds for every
  /// later day. So a date centuries after the data costs at most `decayStride` steps.
  ///
  /// Made on first use, once: a chart is almost always read only within the days it computed
  /// (every command builds the store's chart to read a few of them), and the tail takes about
  /// 31,000 steps of decay to settle. Two tails are equal when they start from the same values
  /// with the same constants, which decide every entry.
  final class DecayTail: Hashable, @unchecked Sendable {
    let startCTL: Double
    let startATL: Double
    let constants: PMCConstants
    /// Guards `made`; the first reader computes it while the others wait.
    private let lock = NSLock()
    private var made: (ctl: [Double], atl: [Double])?

    /// The tail from `start`, the values at the end of the last computed day.
    init(from start: (ctl: Double, atl: Double), constants: PMCConstants) {
      startCTL = start.ctl
      startATL = start.atl
      self.constants = constants
    }

    /// The checkpoints, computed by the first read.
    var checkpoints: (ctl: [Double], atl: [Double]) {
      lock.lock()
      defer { lock.unlock() }
      if let made { return made }
      let computed = Self.compute(from: (startCTL, startATL), constants: constants)
      made = computed
      return computed
    }

    static func == (left: DecayTail, right: DecayTail) -> Bool {
      left.startCTL == right.startCTL && left.startATL == right.startATL
        && left.constants == right.constants
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(startCTL)
      hasher.combine(startATL)
      hasher.combine(constants)
    }

    /// A day's values without load are the step of the day before's, exactly as day by day.
    /// Decay reaches a value the step no longer changes (zero, or a few of the smallest doubles)
    /// within about 31,000 days at τc = 42 (63,000 at 84), so the tail has at most about 250
    /// entries.
    private static func compute(from start: (ctl: Double, atl: Double), constants: PMCConstants)
      -> (ctl: [Double], atl: [Double])
    {
      var ctl = [start.ctl]
      var atl = [start.atl]
      var values = start
      var day = 0
      while true {
        let next = constants.step(ctl: values.ctl, atl: values.atl, load: 0)
        day += 1
        if next == values || !next.ctl.isFinite || !next.atl.isFinite {
          // Settled: this value holds from here on, so it is the last entry. (A value that is
          // not finite never settles: it ends the tail too, and is stepped on demand.)
          ctl.append(values.ctl)
          atl.append(values.atl)
          return (ctl, atl)
        }
        values = next
        if day % PerformanceChart.decayStride == 0 {
          ctl.append(values.ctl)
          atl.append(values.atl)
        }
      }
    }
  }
}
