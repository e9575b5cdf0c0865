// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Legible",
  products: [
    .library(name: "LegibleColor", targets: ["LegibleColor"]),
    .library(name: "LegiblePalettes", targets: ["LegiblePalettes"]),
    .library(name: "LegibleImaging", targets: ["LegibleImaging"]),
    .executable(name: "legible", targets: ["legible"]),
    .executable(name: "legible-bench", targets: ["legible-bench"]),
  ],
  traits: [
    .default(enabledTraits: ["PNG"]),
    .trait(
      name: "PNG",
      description: "Decode and encode PNG screenshots through the system libpng (libpng-dev)."
    ),
  ],
  targets: [
    // MARK: - Libraries
    .target(name: "LegibleColor", exclude: ["README.md"]),
    .target(name: "LegibleFiles"),
    .target(name: "LegiblePalettes", dependencies: ["LegibleColor", "LegibleFiles"]),
    .target(
      name: "LegibleImaging",
      dependencies: [
        "LegibleColor", "LegibleFiles",
        .target(name: "CLibPNG", condition: .when(traits: ["PNG"])),
      ]
    ),
    .target(
      name: "LegibleReporting",
      dependencies: ["LegibleColor", "LegiblePalettes", "LegibleImaging"]
    ),
    .target(
      name: "LegibleCLI",
      dependencies: [
        "LegibleColor", "LegibleFiles", "LegiblePalettes", "LegibleImaging", "LegibleReporting",
      ]
    ),

    // MARK: - C libraries
    .systemLibrary(
      name: "CLibPNG",
      pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"]), .yum(["libpng-devel"]), .brew(["libpng"])]
    ),

    // MARK: - Executables
    .executableTarget(name: "legible", dependencies: ["LegibleCLI"]),
    .executableTarget(
      name: "legible-bench",
      dependencies: ["LegibleColor", "LegiblePalettes", "LegibleImaging", "LegibleCLI"],
      path: "Benchmarks/legible-bench"
    ),

    // MARK: - Test support
    .target(name: "_LegibleTestSupport", dependencies: ["LegibleColor"]),

    // MARK: - Tests
    .testTarget(
      name: "LegibleColorTests",
      dependencies: ["LegibleColor", "_LegibleTestSupport"]
    ),
    .testTarget(
      name: "LegibleFilesTests",
      dependencies: ["LegibleFiles"]
    ),
    .testTarget(
      name: "LegiblePalettesTests",
      dependencies: ["LegiblePalettes", "_LegibleTestSupport"]
    ),
    .testTarget(
      name: "LegibleImagingTests",
      dependencies: ["LegibleImaging", "_LegibleTestSupport"]
    ),
    .testTarget(
      name: "LegibleCLITests",
      dependencies: [
        "LegibleCLI", "LegibleColor", "LegibleFiles", "LegibleReporting", "LegibleImaging",
        "_LegibleTestSupport",
      ]
    ),
  ]
)

for target in package.targets where target.type != .system {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
