// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "veloready",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "ScoreEngine", targets: ["ScoreEngine"])
  ],
  targets: [
    .target(name: "ScoreEngine"),
    .testTarget(name: "ScoreEngineTests", dependencies: ["ScoreEngine"]),
  ],
  swiftLanguageModes: [.v6]
)
