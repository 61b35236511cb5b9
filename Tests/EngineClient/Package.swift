// swift-tools-version: 6.0
import PackageDescription

// A package outside veloready that uses its ScoreEngine library as any other package would: by
// version, from a git repository. SwiftPM refuses such a dependency when a target of the product
// carries unsafe build flags, which a path or branch dependency would not show. `build.sh` makes
// the repository (a clone of this one, tagged 1.0.0) and names it in VELOREADY_GIT.
guard let veloready = Context.environment["VELOREADY_GIT"] else {
  fatalError("VELOREADY_GIT is not set: build this package with Tests/EngineClient/build.sh")
}

let package = Package(
  name: "engine-client",
  platforms: [.macOS(.v13)],
  dependencies: [.package(url: veloready, from: "1.0.0")],
  targets: [
    .executableTarget(
      name: "engine-client",
      dependencies: [.product(name: "ScoreEngine", package: "veloready")])
  ],
  swiftLanguageModes: [.v6]
)
