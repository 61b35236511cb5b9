import ScoreEngine

// Forty-two days of a training load of 100 a day, through the engine's public API: the form at
// the end of the last day and the strain of one such day (docs/algorithm.md §8 and §9).
// Worked by hand: CTL = 100 · (1 − e^(−42/42)) = 63.212, ATL = 100 · (1 − e^(−42/7)) = 99.752;
// strain = 18 · ln(1 + 0.25 · 100^1.1) / ln 1201 = 9.403.
let first = LocalDate(dayNumber: 20_000)
let last = first.adding(days: 41)
var loads: [Int: Double] = [:]
for day in first.dayNumber...last.dayNumber { loads[day] = 100 }
let chart = PerformanceChart(loads: loads, anchor: nil, constants: .standard, lastDay: last)
guard let form = chart.values(atEndOf: last) else { fatalError("the chart has no values") }

/// `value` rounded to two decimals.
func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }

let strain = StrainScore.strain(total: 100)
print("CTL \(hundredths(form.ctl)) ATL \(hundredths(form.atl)) strain \(hundredths(strain))")
