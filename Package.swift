// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Legible",
  products: [
    .library(name: "LegibleColor", targets: ["LegibleColor"]),
    .library(name: "LegiblePalettes", targets: ["LegiblePalettes"]),
    .library(name: "LegibleImaging", targets: ["LegibleImaging"]),
    .library(name: "LegibleFiles", targets: ["LegibleFiles"]),
    .library(name: "LegibleReporting", targets: ["LegibleReporting"]),
    .executable(name: "legible", targets: ["legible"]),
    .executable(name: "legible-bench", targets: ["legible-bench"]),
    .plugin(name: "LegibleBuildToolPlugin", targets: ["LegibleBuildToolPlugin"]),
    .plugin(name: "LegibleCommandPlugin", targets: ["LegibleCommandPlugin"]),
    .plugin(name: "LegibleFixCommandPlugin", targets: ["LegibleFixCommandPlugin"]),
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
      dependencies: ["LegibleColor", "LegibleFiles", "LegiblePalettes", "LegibleImaging"]
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

    // MARK: - Plugins
    // Each runs this package's own `legible` executable; nothing is downloaded. A build command
    // (not a prebuild command) because the tool is built from source.
    .plugin(
      name: "LegibleBuildToolPlugin",
      capability: .buildTool(),
      dependencies: ["legible"]
    ),
    .plugin(
      name: "LegibleCommandPlugin",
      capability: .command(
        intent: .custom(
          verb: "legible",
          description: "Audit palettes, scan screenshots or preview fixes with legible")
      ),
      dependencies: ["legible"]
    ),
    .plugin(
      name: "LegibleFixCommandPlugin",
      capability: .command(
        intent: .custom(
          verb: "legible-fix",
          description: "Rewrite failing palette colours in place with legible fix --write"),
        permissions: [
          .writeToPackageDirectory(
            reason: "legible fix --write replaces failing colours in the palette files")
        ]
      ),
      dependencies: ["legible"]
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
      dependencies: ["LegibleFiles", "_LegibleTestSupport"]
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
      name: "LegibleReportingTests",
      dependencies: [
        "LegibleReporting", "LegibleColor", "LegiblePalettes", "LegibleImaging",
        "_LegibleTestSupport",
      ]
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

for target in package.targets where target.type != .system && target.type != .plugin {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
