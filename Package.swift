// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "veloready",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "veloready", targets: ["veloready"]),
    .executable(name: "veloready-network", targets: ["veloready-network"]),
    .library(name: "ScoreEngine", targets: ["ScoreEngine"]),
  ],
  targets: [
    // Pure: models, day rule, baselines, scores, load, ledger, alerts, ScoresState, pipeline.
    .target(name: "ScoreEngine"),
    // The system zlib, for inflating Apple Health export.zip (Debian: zlib1g-dev).
    .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
    // Pure parsers over bytes: native records, Apple Health, intervals.icu JSON, Strava CSV.
    .target(name: "HealthImport", dependencies: ["ScoreEngine", "CZlib"]),
    // The system SQLite, for the store's database (Debian: libsqlite3-dev; macOS ships it).
    .systemLibrary(
      name: "CSQLite", pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
    // The edges: store, sync, commands, arguments, rendering.
    .target(name: "VeloReadyCLI", dependencies: ["ScoreEngine", "HealthImport", "CSQLite"]),
    .executableTarget(name: "veloready", dependencies: ["VeloReadyCLI"]),
    // URLSession (FoundationNetworking, libcurl) lives in this helper, started only to sync, so
    // the dashboard itself never loads the networking libraries.
    .executableTarget(name: "veloready-network", dependencies: ["VeloReadyCLI"]),
    // Release-build benchmarks and the demo-data generator: `swift run -c release veloready-bench`.
    .executableTarget(
      name: "veloready-bench", dependencies: ["ScoreEngine", "HealthImport", "VeloReadyCLI"],
      path: "Benchmarks", exclude: ["HelloFoundation"]),
    // The baseline of the `today --cached` budget.
    .executableTarget(name: "hello-foundation", path: "Benchmarks/HelloFoundation"),
    .testTarget(name: "ScoreEngineTests", dependencies: ["ScoreEngine"]),
    .testTarget(name: "HealthImportTests", dependencies: ["HealthImport"]),
    .testTarget(
      name: "VeloReadyCLITests",
      dependencies: ["VeloReadyCLI", "HealthImport", "veloready", "veloready-network"]),
  ],
  swiftLanguageModes: [.v6]
)
