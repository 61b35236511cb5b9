// swift-tools-version: 6.0
import PackageDescription

// Release builds call type metadata accessors directly instead of instantiating types from their
// mangled names: that path checks generic requirements at run time, and each first check scans
// every protocol conformance of the static executable (docs/performance.md §5b). Every target but
// ScoreEngine: SwiftPM refuses a product with unsafe flags to a package that depends on it by
// version, and the engine is that product. The engine instead avoids the generic types whose
// run-time check would cost a start of `today` (a set or dictionary keyed by an engine type in
// the code every run reaches); `Tests/EngineClient` proves another package can depend on it.
let directMetadata: [SwiftSetting] = [
  .unsafeFlags(
    ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
    .when(configuration: .release))
]

// Targets bottom layer first; a target uses only targets above it in this list
// (docs/architecture.md §2), and the compiler holds every target to its list of dependencies.
let package = Package(
  name: "veloready",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "veloready", targets: ["veloready"]),
    .executable(name: "veloready-network", targets: ["veloready-network"]),
    .library(name: "ScoreEngine", targets: ["ScoreEngine"]),
  ],
  targets: [
    // JSON value, parser and writer; strict timestamps and ISO 8601 text. No dependencies.
    .target(name: "VeloJSON", swiftSettings: directMetadata),
    // Pure VR-2: models, day rule, baselines, scores, load, ledger, alerts, ScoresState. The
    // library product other packages use, so no unsafe flags.
    .target(name: "ScoreEngine"),
    // The system zlib, for inflating Apple Health export.zip (Debian: zlib1g-dev).
    .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
    .systemLibrary(name: "CMalloc"),
    // Pure parsers over bytes: native records, Apple Health, intervals.icu JSON, Strava CSV.
    .target(
      name: "HealthImport", dependencies: ["ScoreEngine", "VeloJSON", "CZlib"],
      swiftSettings: directMetadata),
    // HTTP request/response, the transport protocol and the network helper's wire format.
    .target(name: "NetworkWire"),
    // The system SQLite, for the store's database (Debian: libsqlite3-dev; macOS ships it).
    .systemLibrary(
      name: "CSQLite", pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
    // What any command-line program needs and veloready's features do not: the console, the
    // environment, exit codes and errors, atomic files; text width and fitting, paint, the live
    // frame; the generic argument parser with its help, man page and completion writers.
    .target(
      name: "VeloKit", dependencies: ["ScoreEngine", "CMalloc"], swiftSettings: directMetadata),
    // The SQLite layer and the store: schema, record tables, logs, cache, migration. Its failures
    // are `StoreError` facts that the command line puts into words.
    .target(
      name: "VeloStore",
      dependencies: ["VeloKit", "ScoreEngine", "HealthImport", "VeloJSON", "CSQLite"],
      swiftSettings: directMetadata),
    // veloready itself: config, the command and option tables, session, the features (today,
    // import, sync, alerts, explain, status, the reports) and the commands that wire them.
    .target(
      name: "VeloReadyCLI",
      dependencies: [
        "VeloKit", "VeloStore", "ScoreEngine", "HealthImport", "VeloJSON", "NetworkWire", "CSQLite",
      ],
      swiftSettings: directMetadata),
    // main.swift and the only code that touches real file descriptors, environ and exit.
    // Release builds on Linux are one static executable (Swift runtime, Foundation, SQLite, zlib,
    // libc): no dynamic loader, no symbol look-ups, no relocations at start-up, which is what
    // puts `today --cached` under the hello world (docs/performance.md §5b). Static Foundation
    // and ICU need their libraries named; debug builds stay dynamic because the test bundle links
    // this target and swift-testing exists only as a shared library.
    .executableTarget(
      name: "veloready", dependencies: ["VeloReadyCLI", "VeloKit"], swiftSettings: directMetadata,
      linkerSettings: [
        .unsafeFlags(
          [
            "-static-executable", "-Xlinker", "--start-group", "-lFoundation", "-lCoreFoundation",
            "-lFoundationInternationalization", "-lFoundationEssentials", "-l_FoundationICU",
            "-l_FoundationCShims", "-l_FoundationCollections", "-lswiftSynchronization",
            "-lstdc++", "-lm", "-lz", "-Xlinker", "--end-group",
          ], .when(platforms: [.linux], configuration: .release))
      ]),
    // URLSession (FoundationNetworking, libcurl) lives in this helper, started only to sync, so
    // the dashboard itself never loads the networking libraries.
    .executableTarget(name: "veloready-network", dependencies: ["NetworkWire"]),
    // Release-build benchmarks and the data generators: `swift run -c release veloready-tools`.
    .executableTarget(
      name: "veloready-tools",
      dependencies: ["ScoreEngine", "HealthImport", "VeloJSON", "VeloReadyCLI", "CZlib"],
      path: "Tools", exclude: ["HelloFoundation"]),
    // A libFuzzer harness over every parser, built by Fuzz/fuzz.sh with the fuzzer and address
    // sanitizers; a plain build makes it a replayer of saved inputs.
    .systemLibrary(name: "CLibFuzzer", path: "Fuzz/CLibFuzzer"),
    .executableTarget(
      name: "veloready-fuzz", dependencies: ["HealthImport", "VeloJSON", "CLibFuzzer"],
      path: "Fuzz/Harness"),
    // The baseline of the start-up budgets.
    .executableTarget(name: "hello-foundation", path: "Tools/HelloFoundation"),
    // Fixture paths, temporary directories that are always removed, a line diff.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "VeloJSONTests", dependencies: ["VeloJSON", "ScoreEngine", "TestSupport"]),
    .testTarget(name: "ScoreEngineTests", dependencies: ["ScoreEngine", "TestSupport"]),
    .testTarget(
      name: "HealthImportTests", dependencies: ["HealthImport", "VeloJSON", "TestSupport"]),
    .testTarget(name: "NetworkWireTests", dependencies: ["NetworkWire"]),
    // The rule of docs/architecture.md §3 inside each library: no folder cycle, nothing uses
    // Commands; checked on the source tree.
    .testTarget(name: "ArchitectureTests", dependencies: ["TestSupport"]),
    .testTarget(
      name: "VeloReadyCLITests",
      dependencies: [
        "VeloReadyCLI", "VeloKit", "VeloStore", "HealthImport", "VeloJSON", "NetworkWire",
        "TestSupport", "veloready", "veloready-network",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
