// swift-tools-version: 6.1
// libFuzzer targets for Legible's input paths. Build and run them as CONTRIBUTING.md describes:
//
//   swift build --package-path Tests/Fuzz -c debug -Xswiftc -sanitize=fuzzer,address \
//     -Xswiftc -parse-as-library --product FuzzColorParser
//   Tests/Fuzz/.build/debug/FuzzColorParser Fixtures/Fuzz/color -max_total_time=600
//
// Not part of the main package: these executables have no `main` of their own (libFuzzer provides
// it), so they only link when built with `-sanitize=fuzzer`.
import PackageDescription

let targets = [
  "FuzzColorParser", "FuzzPaletteJSON", "FuzzDesignTokens", "FuzzCSS", "FuzzConfiguration",
  "FuzzAssetCatalog", "FuzzPNGScan",
]

let package = Package(
  name: "LegibleFuzz",
  dependencies: [.package(name: "Legible", path: "../..")],
  targets: [
    .target(
      name: "FuzzSupport",
      dependencies: [
        .product(name: "LegibleColor", package: "Legible"),
        .product(name: "LegiblePalettes", package: "Legible"),
        .product(name: "LegibleImaging", package: "Legible"),
      ]
    )
  ]
    + targets.map { name in
      .executableTarget(name: name, dependencies: ["FuzzSupport"])
    }
)
