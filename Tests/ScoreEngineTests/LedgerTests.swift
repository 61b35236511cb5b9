import Testing

@testable import ScoreEngine

/// Largest-remainder apportionment of docs/algorithm.md §10, with worked examples 1 and 7.
@Suite struct LedgerTests {
  @Test func exampleOnePoints() {
    // Floors 88; the three remaining points go to .949, .841 and .583, not to duration's .573.
    let points = [45.572917, 14.949495, 15.840841, 14.583333]
    #expect(Ledger.apportion(points, total: 91, weights: [50, 16, 16, 14]) == [45, 15, 16, 15])
  }

  @Test func exampleSevenEqualFractionsGoInTableOrder() {
    let points = [19.53125, 16.666667, 16.666667, 14.583333]
    #expect(Ledger.apportion(points, total: 67, weights: [50, 16, 16, 14]) == [19, 17, 17, 14])
    #expect(Ledger.apportion(points, total: 66, weights: [50, 16, 16, 14]) == [19, 17, 16, 14])
  }

  @Test func tiesGoToTheHeavierWeightThenTableOrder() {
    #expect(Ledger.apportion([10.5, 10.5], total: 21, weights: [10, 30]) == [10, 11])
    #expect(Ledger.apportion([10.5, 10.5], total: 21, weights: [30, 30]) == [11, 10])
  }

  @Test func pointsAlwaysSumToTheScore() {
    var seed: UInt64 = 12345
    func random() -> Double {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(seed >> 11) / Double(1 << 53)
    }
    for _ in 0..<500 {
      let components = (0..<5).map { index in
        ComponentInput(
          name: ComponentName(rawValue: "c\(index)"), weight: [50, 16, 16, 14, 4][index],
          subScore: random() * 100,
          inputs: [])
      }
      let present = components.filter { _ in random() > 0.3 }
      guard !present.isEmpty else { continue }
      let score = Ledger.weigh(present, absent: [], quality: .limited)
      #expect(score.components.map(\.displayedPoints).reduce(0, +) == score.value)
      #expect(
        abs(score.components.map(\.effectiveWeight).reduce(0, +) - 1) < 1e-12)
    }
  }

  @Test func renormalisationOverPresentComponents() {
    let score = Ledger.weigh(
      [
        ComponentInput(name: ComponentName(rawValue: "a"), weight: 30, subScore: 80, inputs: []),
        ComponentInput(name: ComponentName(rawValue: "b"), weight: 10, subScore: 40, inputs: []),
      ], absent: [AbsentComponent(name: ComponentName(rawValue: "c"), reason: .noData)],
      quality: .limited)
    // (30·80 + 10·40)/40 = 70; points 60 and 10.
    #expect(score.value == 70)
    #expect(score.components.map(\.displayedPoints) == [60, 10])
    #expect(score.components.map(\.effectiveWeight) == [0.75, 0.25])
  }
}
