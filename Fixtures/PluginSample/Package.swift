// swift-tools-version: 6.1
// A package that adopts Legible's build-tool plugin: `swift build` here audits the colours of
// SampleUI's asset catalog against the pairs in its legible.json and prints each finding as a
// warning at the colour set's Contents.json and line. Scripts/check.sh builds it.
import PackageDescription

let package = Package(
  name: "PluginSample",
  dependencies: [
    .package(name: "Legible", path: "../..")
  ],
  targets: [
    .target(
      name: "SampleUI",
      exclude: ["Colors.xcassets", "legible.json"],
      plugins: [.plugin(name: "LegibleBuildToolPlugin", package: "Legible")]
    )
  ]
)
