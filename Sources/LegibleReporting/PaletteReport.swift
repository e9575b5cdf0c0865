import LegibleColor
import LegiblePalettes

/// The result of `legible audit` (and the measurements of `legible fix`): per palette, the
/// results of every declared pair in every appearance under every policy.
///
/// JSON, per the report contract: `{"tool", "policies", "palettes": [{"path", "name",
/// "results": [{"foreground", "background", "variant", "foregroundColor", "backgroundColor",
/// "role", "wcagRatio", "apcaLc", "required", "status", "rule", "fallbackUsed", "suggestion",
/// "policy", "backdrop", "fallback", "size", "weight", "file", "line"}], "notes", "error"}],
/// "summary"}`. Passing results are listed only when asked; the summary counts all of them.
public struct PaletteReport: Sendable, Encodable {
  /// One palette's results, or why it could not be audited.
  public struct Entry: Sendable, Encodable {
    /// The path as given.
    public var path: String
    /// The palette's name.
    public var name: String
    /// The results listed (failures and warnings, or all).
    public var results: [PaletteAuditResult]
    /// Remarks from loading (blocks skipped, and why).
    public var notes: [String]
    /// Why the palette could not be read or audited, else `nil`.
    public var error: String?

    /// Creates an entry.
    public init(
      path: String, name: String, results: [PaletteAuditResult], notes: [String] = [],
      error: String? = nil
    ) {
      self.path = path
      self.name = name
      self.results = results
      self.notes = notes
      self.error = error
    }

    private enum CodingKeys: String, CodingKey { case path, name, results, notes, error }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(path, forKey: .path)
      try container.encode(name, forKey: .name)
      try container.encode(results.map(Row.init), forKey: .results)
      try container.encode(notes, forKey: .notes)
      try container.encode(error, forKey: .error)
    }
  }

  /// The tool that made the report.
  public var tool = ToolInfo.current
  /// The ids of the policies applied to the default appearances.
  public var policies: [String]
  /// The ids of the policies applied to the increased-contrast appearances.
  public var increasedContrastPolicies: [String]
  /// The palettes, in the order audited.
  public var palettes: [Entry]
  /// Counts over every result (listed or not) and every palette that failed to load.
  public var summary: Summary

  /// Creates a report: `all` holds every result per palette (for the summary); entries list
  /// only failures and warnings unless `includesPasses`.
  public init(
    policies: [String], increasedContrastPolicies: [String], palettes: [Entry],
    includesPasses: Bool
  ) {
    self.policies = policies
    self.increasedContrastPolicies = increasedContrastPolicies
    var summary = Summary()
    var listed: [Entry] = []
    for var entry in palettes {
      if entry.error != nil { summary.errors += 1 }
      for result in entry.results {
        switch result.status {
        case .fail: summary.failures += 1
        case .warning: summary.reviews += 1
        case .pass: summary.passes += 1
        }
      }
      if !includesPasses { entry.results = entry.results.filter { $0.status != .pass } }
      listed.append(entry)
    }
    self.palettes = listed
    self.summary = summary
  }

  private enum CodingKeys: String, CodingKey {
    case tool, policies, increasedContrastPolicies, palettes, summary
  }

  /// One result with every key present (`null` when absent), as the contract lists them.
  private struct Row: Encodable {
    let result: PaletteAuditResult

    init(_ result: PaletteAuditResult) { self.result = result }

    private enum CodingKeys: String, CodingKey {
      case foreground, background, variant, foregroundColor, backgroundColor, role, wcagRatio,
        apcaLc, required, status, rule, fallbackUsed, suggestion, policy, backdrop, fallback,
        size, weight, file, line
    }

    func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(result.foreground, forKey: .foreground)
      try c.encode(result.background, forKey: .background)
      try c.encode(result.variant.rawValue, forKey: .variant)
      try c.encode(result.foregroundColor, forKey: .foregroundColor)
      try c.encode(result.backgroundColor, forKey: .backgroundColor)
      try c.encode(result.role.rawValue, forKey: .role)
      try c.encode(result.wcagRatio, forKey: .wcagRatio)
      try c.encode(result.apcaLc, forKey: .apcaLc)
      try c.encode(result.required, forKey: .required)
      try c.encode(result.status.rawValue, forKey: .status)
      try c.encode(result.rule, forKey: .rule)
      try c.encode(result.fallbackUsed, forKey: .fallbackUsed)
      try c.encode(result.suggestion, forKey: .suggestion)
      try c.encode(result.policy, forKey: .policy)
      try c.encode(result.backdrop, forKey: .backdrop)
      try c.encode(result.fallback, forKey: .fallback)
      try c.encode(result.size, forKey: .size)
      try c.encode(result.weight, forKey: .weight)
      try c.encode(result.location.file, forKey: .file)
      try c.encode(result.location.line, forKey: .line)
    }
  }
}
