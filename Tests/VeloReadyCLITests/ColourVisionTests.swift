import Foundation
import ScoreEngine
import Testing

@testable import VeloReadyCLI

/// The colours drawn together stay apart for readers with the common colour-vision deficiencies:
/// each colour is passed through Machado, Oliveira and Fernandes' (2009) simulation of
/// protanopia, deuteranopia and tritanopia (full severity, in linear RGB) and the simulated
/// colours of a chart must stay at least `least` apart in CIELAB (ΔE*ab, 1976).
@Suite struct ColourVisionTests {
  static let simulations: [(String, [[Double]])] = [
    (
      "protanopia",
      [
        [0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216],
        [-0.003882, -0.048116, 1.051998],
      ]
    ),
    (
      "deuteranopia",
      [
        [0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413],
        [-0.011820, 0.042940, 0.968881],
      ]
    ),
    (
      "tritanopia",
      [
        [1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602],
        [0.004733, 0.691367, 0.303900],
      ]
    ),
  ]

  /// A difference most readers see at a glance on a line or a patch of colour.
  static let least = 8.0

  static func linear(_ hex: String) -> [Double] {
    let digits = Array(hex.dropFirst())
    return stride(from: 0, to: 6, by: 2).map { index in
      let value = Double(Int(String(digits[index...index + 1]), radix: 16) ?? 0) / 255
      return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
  }

  /// CIELAB (D65) of a linear sRGB colour.
  static func lab(_ rgb: [Double]) -> [Double] {
    let c = rgb.map { min(1, max(0, $0)) }
    let x = (0.4124 * c[0] + 0.3576 * c[1] + 0.1805 * c[2]) / 0.95047
    let y = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]
    let z = (0.0193 * c[0] + 0.1192 * c[1] + 0.9505 * c[2]) / 1.08883
    func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116 }
    return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))]
  }

  static func seen(_ hex: String, _ matrix: [[Double]]) -> [Double] {
    let rgb = linear(hex)
    return lab(matrix.map { row in zip(row, rgb).reduce(0) { $0 + $1.0 * $1.1 } })
  }

  static func distance(_ a: [Double], _ b: [Double]) -> Double {
    sqrt(zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) })
  }

  @Test func theSimulationLeavesGreyAlone() {
    // Each matrix's rows sum to 1, so a grey stays the same grey.
    for (name, matrix) in Self.simulations {
      #expect(
        Self.distance(Self.seen("#777777", matrix), Self.lab(Self.linear("#777777"))) < 0.05,
        "\(name)")
    }
  }

  /// The colours of each chart's series: the form's three lines, HRV and its mean, resting HR
  /// and its baseline, and the sports most weeks hold (cycling, running, swimming, strength).
  @Test(arguments: [
    ("pmc", [0, 1, 2]), ("hrv", [0, 1]), ("resting-hr", [1, 7]),
    ("sports", [Sport.cycling, .running, .swimming, .strength].map(WeeklyLoad.colour)),
  ])
  func aChartsColoursStayApart(_ chart: String, _ indices: [Int]) {
    for scheme in [\ChartPalette.Colour.light, \.dark] {
      let colours = indices.map { ChartPalette.series[$0][keyPath: scheme] }
      for (name, matrix) in Self.simulations {
        for (i, a) in colours.enumerated() {
          for b in colours[(i + 1)...] {
            let apart = Self.distance(Self.seen(a, matrix), Self.seen(b, matrix))
            #expect(apart >= Self.least, "\(chart) \(a) and \(b) under \(name): \(apart)")
          }
        }
      }
    }
  }
}
