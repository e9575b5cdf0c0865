import LegibleColor
import LegiblePalettes

/// The JSON report of `legible fix`: per palette, the changes planned (and whether they were
/// written), the failures no single change mends, and the files written.
///
/// ```
/// { "tool", "policies",
///   "palettes": [ { "path", "name", "error": null | "message",
///                   "changes": [ { "color", "variant", "variants", "location", "before", "after",
///                                  "written", "unwritableReason",
///                                  "pairs": [ { "foreground", "background", "variant",
///                                               "wcagRatioBefore", "wcagRatioAfter",
///                                               "apcaLcBefore", "apcaLcAfter",
///                                               "statusBefore", "statusAfter" } ] } ],
///                   "unfixable": [ { "color", "variant", "reason" } ],
///                   "written": [ path ] } ],
///   "summary": { "changes", "written", "unfixable", "errors" } }
/// ```
public struct FixReport: Encodable, Sendable {
  /// One planned change.
  public struct Change: Encodable, Sendable {
    /// A pair's numbers before and after, in one appearance.
    public struct Pair: Encodable, Sendable {
      var foreground: String
      var background: String
      var variant: String
      var wcagRatioBefore: Double
      var wcagRatioAfter: Double
      var apcaLcBefore: Double
      var apcaLcAfter: Double
      var statusBefore: String
      var statusAfter: String
    }

    var color: String
    var variant: String
    var variants: [String]
    var location: String
    var before: String
    var after: String
    var written: Bool
    @ExplicitNull var unwritableReason: String?
    var pairs: [Pair]
  }

  /// A colour no single change can fix.
  public struct Unfixable: Encodable, Sendable {
    var color: String
    var variant: String
    var reason: String
  }

  /// One palette's plan, or why it could not be planned.
  public struct PaletteEntry: Encodable, Sendable {
    var path: String
    var name: String
    @ExplicitNull var error: String?
    var changes: [Change]
    var unfixable: [Unfixable]
    var written: [String]
  }

  /// Counts over every palette.
  public struct Summary: Encodable, Sendable {
    /// Changes planned.
    public var changes = 0
    /// Changes written to files.
    public var written = 0
    /// Colours without a single-colour fix.
    public var unfixable = 0
    /// Palettes that could not be read or planned.
    public var errors = 0
  }

  var tool = ToolInfo.current
  var policies: [String]
  var palettes: [PaletteEntry] = []
  /// The counts so far.
  public private(set) var summary = Summary()

  /// An empty report for `policies` (their ids).
  public init(policies: [String]) {
    self.policies = policies
  }

  /// Adds a palette's plan; `written` lists the files written for it (empty without `--write`).
  public mutating func add(
    _ plan: FixPlan, palette: Palette, written files: [String], writes: Bool
  ) {
    let changes = plan.fixes.map { fix in
      Change(
        color: fix.color, variant: fix.declaredVariant.rawValue,
        variants: fix.variants.map(\.rawValue), location: fix.location.description,
        before: fix.before.hexString, after: fix.after.hexString,
        written: writes && fix.edits != nil, unwritableReason: fix.unwritableReason,
        pairs: fix.pairs.map {
          Change.Pair(
            foreground: $0.foreground, background: $0.background, variant: $0.variant.rawValue,
            wcagRatioBefore: $0.ratioBefore, wcagRatioAfter: $0.ratioAfter,
            apcaLcBefore: $0.lcBefore, apcaLcAfter: $0.lcAfter,
            statusBefore: $0.statusBefore.rawValue, statusAfter: $0.statusAfter.rawValue)
        })
    }
    let unfixable = plan.unfixable.map {
      Unfixable(color: $0.color, variant: $0.variant.rawValue, reason: $0.reason)
    }
    palettes.append(
      PaletteEntry(
        path: palette.path, name: palette.name, error: nil, changes: changes,
        unfixable: unfixable, written: files))
    summary.changes += changes.count
    summary.written += changes.filter(\.written).count
    summary.unfixable += unfixable.count
  }

  /// Adds a palette (or path) that could not be read or planned.
  public mutating func add(error: String, path: String, name: String) {
    palettes.append(
      PaletteEntry(
        path: path, name: name, error: error, changes: [], unfixable: [], written: []))
    summary.errors += 1
  }
}
