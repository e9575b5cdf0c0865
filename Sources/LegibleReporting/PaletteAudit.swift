import Foundation
import LegibleColor
import LegiblePalettes

/// `legible audit` as a library: loads the palettes at some paths (each with its
/// `legible.json`), audits each in every appearance, checks its distinctness groups, and gives
/// the report every format is written from.
///
/// ```swift
/// var audit = PaletteAudit(policies: [.wcag2AA, .apcaBronze])
/// let report = audit.run(paths: ["Palettes/app.json"]) { message in print(message) }
/// let exit = ExitCode.of(report.summary, failOn: .fail)
/// ```
///
/// One palette that cannot be read or audited is reported (and counted as an error) while the
/// others are still audited.
public struct PaletteAudit: Sendable {
  /// Something worth telling the user while the audit runs.
  public enum Message: Sendable, Hashable, CustomStringConvertible {
    /// A palette or group that could not be read or checked.
    case error(String)
    /// A remark from a loader (a value read in a way the user may not expect).
    case warning(String)

    public var description: String {
      switch self {
      case .error(let text), .warning(let text): text
      }
    }
  }

  /// The configuration given explicitly (`--config`); otherwise each palette's own is found
  /// beside it.
  public var configuration: PaletteConfiguration?
  /// The policies applied.
  public var policies: [Policy]
  /// Whether ``policies`` replace those of a palette's configuration (given on the command
  /// line) rather than apply only where the configuration names none.
  public var overridesConfiguredPolicies: Bool
  /// The policies for the increased-contrast appearances, when they differ.
  public var increasedContrastPolicies: [Policy]?
  /// Whether Apple's increased-contrast rules apply.
  public var appliesAppleRules: Bool
  /// How colours outside sRGB are measured.
  public var gamut: Gamut
  /// Colours that must stay distinguishable under every colour vision deficiency, besides the
  /// groups of each palette's configuration.
  public var distinctGroups: [[String]]
  /// Whether distinctness groups are also inferred from colour names.
  public var infersDistinctGroups: Bool
  /// The Oklab distance under which two colours collide, when not the configuration's.
  public var distinctThreshold: Double?
  /// Whether the JSON report lists passing results too.
  public var includesPasses: Bool

  /// Palettes audited without an error, with their configuration, in the order audited.
  public private(set) var loaded: [(palette: Palette, configuration: PaletteConfiguration)] = []
  /// Every file the audit read (configurations, palettes and the files their values came
  /// from), so that a report is never written over one.
  public private(set) var inputFiles: [String] = []

  /// Creates an audit.
  public init(
    policies: [Policy] = Policy.defaults, configuration: PaletteConfiguration? = nil,
    overridesConfiguredPolicies: Bool = false, increasedContrastPolicies: [Policy]? = nil,
    appliesAppleRules: Bool = true, gamut: Gamut = .wide, distinctGroups: [[String]] = [],
    infersDistinctGroups: Bool = false, distinctThreshold: Double? = nil,
    includesPasses: Bool = false
  ) {
    self.policies = policies
    self.configuration = configuration
    self.overridesConfiguredPolicies = overridesConfiguredPolicies
    self.increasedContrastPolicies = increasedContrastPolicies
    self.appliesAppleRules = appliesAppleRules
    self.gamut = gamut
    self.distinctGroups = distinctGroups
    self.infersDistinctGroups = infersDistinctGroups
    self.distinctThreshold = distinctThreshold
    self.includesPasses = includesPasses
  }

  /// Records a file the audit read besides the palettes (the configuration given).
  public mutating func recordInput(_ path: String) {
    inputFiles.append(path)
  }

  /// The options for a palette: these settings over its configuration over the defaults.
  public func options(_ configuration: PaletteConfiguration) -> AuditOptions {
    var options = configuration.applied(to: AuditOptions())
    if overridesConfiguredPolicies || configuration.policies == nil { options.policies = policies }
    if let increasedContrastPolicies {
      options.increasedContrastPolicies = increasedContrastPolicies
    }
    if !appliesAppleRules { options.appliesAppleRules = false }
    options.gamut = gamut
    return options
  }

  /// Records the files a path's palettes were read from: the path, each palette's file and
  /// configuration, and every file a colour value came from.
  public mutating func recordInputs(
    _ path: String, _ configured: [(palette: Palette, configuration: PaletteConfiguration)]
  ) {
    var files = Set([path])
    for (palette, configuration) in configured {
      files.insert(palette.path)
      if let file = configuration.path { files.insert(file) }
      for color in palette.colors {
        for value in color.values.values { files.insert(value.location.file) }
      }
    }
    inputFiles += files.sorted()
  }

  /// The distinctness groups checked in `palette` and what collides, or why the check could
  /// not run (a group names a colour the palette lacks).
  public func distinctness(of palette: Palette, configuration: PaletteConfiguration)
    -> Result<(groups: Int, findings: [DistinctnessFinding]), DistinctnessError>
  {
    var groups: [[String]] = []
    for (group, source) in distinctGroups.map({ ($0, "--distinct") })
      + configuration.distinct.map({ ($0, "\(configuration.path ?? "legible.json"): \"distinct\"") }
      )
    {
      for name in group where palette.color(named: name) == nil {
        return .failure(
          DistinctnessError(
            message: "\(palette.path): \(source) names '\(name)', which the palette lacks"))
      }
      groups.append(group)
    }
    if infersDistinctGroups { groups += DistinctnessCheck.inferredGroups(from: palette.colorNames) }
    guard !groups.isEmpty else { return .success((0, [])) }
    let threshold =
      distinctThreshold ?? configuration.distinctThreshold ?? DistinctnessCheck.defaultThreshold
    return .success(
      (groups.count, DistinctnessCheck(groups: groups, threshold: threshold).findings(in: palette)))
  }

  /// Audits the palettes at `paths` (files or folders), telling `tell` about each error and
  /// warning as it is met; the report's policies are those of the last palette audited.
  public mutating func run(paths: [String], tell: (Message) -> Void = { _ in })
    -> PaletteAuditReport
  {
    var audited: [PaletteAuditReport.Palette] = []
    var reportedPolicies = policies
    for path in paths {
      // Each source on its own: one unreadable palette in a folder is reported and the others
      // are still audited.
      for source in PaletteLoader.configuredPaletteResults(at: path, configuration: configuration) {
        switch source.outcome {
        case .failure(let error):
          inputFiles.append(source.path)
          tell(.error("\(error)"))
          audited.append(
            PaletteAuditReport.Palette(
              path: source.path, name: (source.path as NSString).lastPathComponent, results: [],
              error: "\(error)"))
        case .success(let (palette, configuration)):
          recordInputs(path, [(palette, configuration)])
          for note in palette.notes { tell(.warning(note)) }
          let options = options(configuration)
          var applied = options.policies
          for policy in options.increasedContrastPolicies ?? [] where !applied.contains(policy) {
            applied.append(policy)
          }
          reportedPolicies = applied
          do {
            let results = try PaletteAuditor.audit(
              palette, pairs: configuration.pairs, ignoring: configuration.ignores,
              options: options)
            loaded.append((palette, configuration))
            var entry = PaletteAuditReport.Palette(
              path: palette.path, name: palette.name, results: results)
            switch distinctness(of: palette, configuration: configuration) {
            case .success(let (groups, findings)):
              entry.distinctGroups = groups
              entry.distinct = findings
            case .failure(let error):
              tell(.error(error.message))
              entry.error = error.message
            }
            audited.append(entry)
          } catch {
            tell(.error("\(error)"))
            audited.append(
              PaletteAuditReport.Palette(
                path: palette.path, name: palette.name, results: [], error: "\(error)"))
          }
        }
      }
    }
    return PaletteAuditReport(
      policies: reportedPolicies.map(\.id), palettes: audited, includesPasses: includesPasses)
  }
}

/// A distinctness group that cannot be checked in a palette.
public struct DistinctnessError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, naming the file and the group's source.
  public var message: String

  /// Creates an error.
  public init(message: String) { self.message = message }

  public var description: String { message }
}
