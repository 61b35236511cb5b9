import Foundation
import ScoreEngine

/// Scores 365 consecutive days of a synthetic full-data athlete; budget < 100 ms (DESIGN.md §8).
enum EngineBenchmark {
  static func run(_ arguments: [String]) throws {
    print("engine benchmark: not yet implemented")
  }
}
