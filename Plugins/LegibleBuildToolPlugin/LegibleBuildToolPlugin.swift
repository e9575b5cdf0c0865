import Foundation
import PackagePlugin

/// Audits the colours of the target it is applied to on every build: the asset catalogs inside
/// the target and the palettes its `legible.json` names, judged against the pairs that file
/// declares. Each finding is printed as a compiler diagnostic
/// (`Contents.json:12:7: warning: … [wcag2-aa]`), so `swift build` and Xcode show it at the
/// colour's file and line; failures become errors where `legible.json` sets `failOn`.
@main
struct LegibleBuildToolPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    guard target.sourceModule != nil else { return [] }
    let inputs = AuditInputs(
      targetName: target.name, directory: target.directoryURL,
      enclosingDirectory: context.package.directoryURL)
    return try inputs.commands(legible: context.tool(named: "legible").url)
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  // Xcode project targets: the same audit over the target's asset catalogs and the
  // `legible.json` at the project's folder. Xcode only; not exercised on Linux.
  extension LegibleBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let catalogs = target.inputFiles.map(\.url).filter { $0.pathExtension == "xcassets" }
      let inputs = AuditInputs(
        targetName: target.displayName, directory: context.xcodeProject.directoryURL,
        enclosingDirectory: context.xcodeProject.directoryURL, catalogs: catalogs)
      return try inputs.commands(legible: context.tool(named: "legible").url)
    }
  }
#endif
