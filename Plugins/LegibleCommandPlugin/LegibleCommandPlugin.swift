import Foundation
import PackagePlugin

/// `swift package legible audit|scan|check|fix …`: runs this package's `legible` on the package
/// it is invoked in. `audit` and `fix` without paths read the package's folder (or the folders
/// of the `--target` given); `fix --write` is refused here because rewriting files needs the
/// permission that `swift package legible-fix` asks for.
@main
struct LegibleCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    var forwarded = extractor.remainingArguments
    guard let subcommand = forwarded.first else {
      throw LegiblePluginError.usage(
        "usage: swift package legible audit|scan|check|fix [--target NAME]… [legible options]")
    }
    if subcommand == "fix" && forwarded.contains("--write") {
      throw LegiblePluginError.usage(
        "fix --write rewrites palette files: run 'swift package legible-fix "
          + forwarded.dropFirst().filter { $0 != "--write" }.joined(separator: " ")
          + "', which asks for permission to write to the package directory")
    }
    if subcommand == "audit" || subcommand == "fix", !LegibleTool.hasPaths(forwarded.dropFirst()) {
      let targets = try context.package.targets(named: targetNames)
      forwarded += LegibleTool.defaultPaths(targets, package: context.package)
    }
    try LegibleTool.run(
      context.tool(named: "legible").url, arguments: forwarded,
      in: context.package.directoryURL)
  }

}
