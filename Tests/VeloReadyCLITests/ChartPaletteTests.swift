import Foundation
import Testing

@testable import VeloReadyCLI

/// The charts' colours pass WCAG 2.1 AA on both schemes, and the small pieces of arithmetic
/// behind the charts give the values worked out by hand (docs/formats.md §14).
@Suite struct ChartPaletteTests {
  /// WCAG 2.1's relative luminance of `#RRGGBB`.
  static func luminance(_ hex: String) -> Double {
    let digits = Array(hex.dropFirst())
    let channels = stride(from: 0, to: 6, by: 2).map { index in
      Double(Int(String(digits[index...index + 1]), radix: 16) ?? 0) / 255
    }.map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
    return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
  }

  static func contrast(_ a: String, _ b: String) -> Double {
    let (x, y) = (luminance(a), luminance(b))
    return (max(x, y) + 0.05) / (min(x, y) + 0.05)
  }

  @Test func theFormulaGivesWCAGsEndPoints() {
    #expect(abs(Self.contrast("#000000", "#FFFFFF") - 21) < 1e-9)
    #expect(Self.contrast("#777777", "#777777") == 1)
    // #767676 on white is the usual example of the lightest grey that passes 4.5:1.
    #expect(abs(Self.contrast("#767676", "#FFFFFF") - 4.54) < 0.01)
  }

  @Test func textHasAtLeast4Point5AndSeriesAtLeast3ToOne() {
    let background = ChartPalette.background
    for text in [ChartPalette.text, ChartPalette.muted] {
      #expect(Self.contrast(text.light, background.light) >= 4.5, "\(text.name) light")
      #expect(Self.contrast(text.dark, background.dark) >= 4.5, "\(text.name) dark")
    }
    for colour in ChartPalette.series {
      #expect(Self.contrast(colour.light, background.light) >= 3, "\(colour.name) light")
      #expect(Self.contrast(colour.dark, background.dark) >= 3, "\(colour.name) dark")
    }
  }

  @Test func theAxisStepsAreRound() {
    #expect(ChartGeometry.niceStep(7.3) == 10)
    #expect(ChartGeometry.niceStep(2.1) == 2.5)
    #expect(ChartGeometry.niceStep(0.3) == 0.5)
    #expect(ChartGeometry.niceStep(120) == 200)
    // CTL 39…41, ATL 33…68, TSB −26…5: step (68 + 26) / 4 = 23.5 → 25, axis −50…75.
    let axis = ChartGeometry(values: [39, 41, 33, 68, -26, 5], limits: nil, slots: 10)
    #expect(axis.step == 25 && axis.low == -50 && axis.high == 75)
    #expect(axis.ticks == [-50, -25, 0, 25, 50, 75])
  }

  @Test func coordinatesHaveAtMostTwoDecimalsAndNoTrailingZero() {
    let cases: [(Double, String)] = [
      (12, "12"), (12.5, "12.5"), (12.05, "12.05"), (-0.25, "-0.25"), (-0.001, "0"),
      (3.14159, "3.14"), (99.999, "100"), (-40.1, "-40.1"), (.nan, "0"),
    ]
    for (value, text) in cases { #expect(ChartGeometry.number(value) == text, "\(value)") }
  }

  @Test func dateLabelsAreSpreadWithTheFirstAndTheLast() {
    #expect(SVGFrame.labelSlots(1, most: 6) == [0])
    #expect(SVGFrame.labelSlots(4, most: 6) == [0, 1, 2, 3])
    // 90 days: every 18th (ceil(89 / 5)), the last replacing 72.
    #expect(SVGFrame.labelSlots(90, most: 6) == [0, 18, 36, 54, 89])
    #expect(SVGFrame.labelSlots(91, most: 6) == [0, 18, 36, 54, 72, 90])
  }

  @Test func theSevenDayMeanNeedsFourDays() {
    let values: [Double?] = [50, nil, 52, 54, nil, 60, nil, nil, nil]
    let means = TrendsSVG.trailingMean(values, days: 7, minimum: 4)
    // Day 6 (index 5): 50, 52, 54, 60 → 54. Index 7: 52, 54, 60 of days 1…7 → too few.
    #expect(means[0...4].allSatisfy { $0 == nil })
    #expect(means[5] == 54 && means[6] == 54)
    #expect(means[7] == nil)
  }
}
