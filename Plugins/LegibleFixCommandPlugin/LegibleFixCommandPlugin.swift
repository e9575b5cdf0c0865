import Foundation
import PackagePlugin

/// `swift package legible-fix [PATH…] [legible fix options]`: runs `legible fix --write`,
/// rewriting failing colours in the palette files in place, after SwiftPM has asked for
/// permission to write to the package directory. Without paths it fixes the package's folder
/// (or the folders of the `--target` given).
@main
struct LegibleFixCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    var forwarded = ["fix", "--write"] + extractor.remainingArguments.filter { $0 != "--write" }
    if !LegibleTool.hasPaths(forwarded.dropFirst(2)) {
      let targets = try context.package.targets(named: targetNames)
      forwarded += LegibleTool.defaultPaths(targets, package: context.package)
    }
    try LegibleTool.run(
      context.tool(named: "legible").url, arguments: forwarded,
      in: context.package.directoryURL)
  }
}
