import LegibleColor

/// Audits the declared pairs of a palette in every appearance against contrast policies.
public enum PaletteAuditor {
  /// Audits `palette`'s own pairs plus `pairs`, minus `ignores`, in every appearance requested.
  ///
  /// Results come in pair order (as declared, patterns expanded in colour order), then
  /// appearance (`light`, `dark`, `lightIncreasedContrast`, `darkIncreasedContrast`), then policy.
  /// - Throws: ``PaletteError`` for unknown names, patterns that match nothing, ignore entries
  ///   without a reason, translucent backgrounds without a backdrop, or no pairs at all.
  public static func audit(
    _ palette: Palette, pairs: [PairDeclaration] = [], ignoring ignores: [IgnoreDeclaration] = [],
    options: AuditOptions = AuditOptions()
  ) throws(PaletteError) -> [PaletteAuditResult] {
    let declarations = palette.pairs + pairs
    guard !declarations.isEmpty else { throw .noPairs(path: palette.path) }
    let expanded = try AuditPair.expand(
      declarations, ignoring: palette.ignores + ignores, in: palette)
    return try audit(palette, expandedPairs: expanded, options: options)
  }

  /// Audits pairs already expanded by ``AuditPair/expand(_:ignoring:in:)``.
  public static func audit(
    _ palette: Palette, expandedPairs pairs: [AuditPair], options: AuditOptions = AuditOptions()
  ) throws(PaletteError) -> [PaletteAuditResult] {
    var engine = AuditEngine(palette: palette, options: options)
    var results: [PaletteAuditResult] = []
    results.reserveCapacity(pairs.count * options.variants.count * options.policies.count)
    for pair in pairs {
      try engine.audit(pair, into: &results)
    }
    return results
  }

  /// Measures one pair in one appearance: the colours compared (after compositing) and both
  /// metrics, or `nil` when a colour is a system reference without a value.
  public static func measure(
    _ pair: AuditPair, in variant: Palette.Variant, of palette: Palette
  ) throws(PaletteError) -> ContrastMeasurement? {
    let engine = AuditEngine(palette: palette, options: AuditOptions())
    guard case .measured(let m) = try engine.measure(pair, in: variant) else { return nil }
    return ContrastMeasurement(opaqueForeground: m.foreground, background: m.background)
  }
}
