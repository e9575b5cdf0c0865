import Foundation
import LegibleColor

/// The audit loop: per-colour quantities computed once, then every pair × appearance × policy.
struct AuditEngine {
  /// One colour in one appearance, with the quantities every pair needs.
  struct Sample {
    var value: ColorValue
    var declaredFor: Palette.Variant
    var location: SourceLocation
    /// WCAG relative luminance (opaque colours only).
    var luminance: Double
    /// APCA screen luminance (opaque colours only).
    var apcaY: Double
    var isOpaque: Bool
  }

  /// What one pair gives in one appearance.
  enum Outcome {
    case measured(Measured)
    case reference(name: String, reference: String)
  }

  /// The compared colours and metrics.
  struct Measured {
    var foreground: SRGB
    var background: SRGB
    var wcagRatio: Double
    var apcaLc: Double
    var foregroundVariant: Palette.Variant
    var backgroundVariant: Palette.Variant
    var backdropVariant: Palette.Variant?
    var foregroundLocation: SourceLocation
  }

  let palette: Palette
  let options: AuditOptions
  private var samples: [String: [Sample?]] = [:]
  /// Shared by every copy of the engine (one per chunk of pairs, on several threads).
  private let suggestions = SuggestionCache()

  init(palette: Palette, options: AuditOptions) {
    self.palette = palette
    self.options = options
    for color in palette.colors {
      samples[color.name] = Palette.Variant.allCases.map { variant in
        guard let (declared, declaredFor) = color.resolved(for: variant) else { return nil }
        var sample = Sample(
          value: declared.value, declaredFor: declaredFor, location: declared.location,
          luminance: 0, apcaY: 0, isOpaque: false)
        if case .srgb(let declaredColor) = declared.value {
          let srgb = options.gamut.measured(declaredColor)
          sample.value = .srgb(srgb)
          sample.isOpaque = srgb.isOpaque
          sample.luminance = WCAG2.relativeLuminance(of: srgb)
          sample.apcaY = APCA.screenLuminance(of: srgb)
        }
        return sample
      }
    }
  }

  private func sample(_ name: String, _ variant: Palette.Variant, _ location: SourceLocation)
    throws(PaletteError) -> Sample
  {
    guard let perVariant = samples[name] else {
      throw .unknownColor(
        name: name, at: location, suggestion: NamePattern.nearest(to: name, in: palette.colorNames))
    }
    guard let sample = perVariant[variantIndex(variant)] else {
      throw .noValue(name: name, at: palette.color(named: name)?.location ?? location)
    }
    return sample
  }

  private func variantIndex(_ variant: Palette.Variant) -> Int {
    switch variant {
    case .light: 0
    case .dark: 1
    case .lightIncreasedContrast: 2
    case .darkIncreasedContrast: 3
    }
  }

  /// Measures a pair in an appearance, compositing translucent colours as ContrastMeasurement
  /// does (background onto backdrop, then foreground onto background).
  func measure(_ pair: AuditPair, in variant: Palette.Variant) throws(PaletteError) -> Outcome {
    let fg = try sample(pair.foreground, variant, pair.location)
    let bg = try sample(pair.background, variant, pair.location)
    if case .systemReference(let reference) = fg.value {
      return .reference(name: pair.foreground, reference: reference)
    }
    if case .systemReference(let reference) = bg.value {
      return .reference(name: pair.background, reference: reference)
    }
    guard case .srgb(let fgColor) = fg.value, case .srgb(var bgColor) = bg.value else {
      preconditionFailure("references handled above")
    }
    var bgLuminance = bg.luminance
    var bgY = bg.apcaY
    var backdropVariant: Palette.Variant? = nil
    if !bg.isOpaque {
      guard let backdropName = pair.backdrop else {
        throw .translucentBackground(
          foreground: pair.foreground, background: pair.background, variant: variant,
          at: pair.location)
      }
      let backdrop = try sample(backdropName, variant, pair.location)
      if case .systemReference(let reference) = backdrop.value {
        return .reference(name: backdropName, reference: reference)
      }
      guard case .srgb(let backdropColor) = backdrop.value, backdrop.isOpaque else {
        throw .translucentBackdrop(name: backdropName, variant: variant, at: pair.location)
      }
      backdropVariant = backdrop.declaredFor
      bgColor = bgColor.composited(over: backdropColor)
      bgLuminance = WCAG2.relativeLuminance(of: bgColor)
      bgY = APCA.screenLuminance(of: bgColor)
    }
    var fgCompared = fgColor
    var fgLuminance = fg.luminance
    var fgY = fg.apcaY
    if !fg.isOpaque {
      fgCompared = fgColor.composited(over: bgColor)
      fgLuminance = WCAG2.relativeLuminance(of: fgCompared)
      fgY = APCA.screenLuminance(of: fgCompared)
    }
    return .measured(
      Measured(
        foreground: fgCompared.withAlpha(1), background: bgColor.withAlpha(1),
        wcagRatio: WCAG2.contrastRatio(luminance: fgLuminance, luminance: bgLuminance),
        apcaLc: APCA.lightnessContrast(textLuminance: fgY, backgroundLuminance: bgY),
        foregroundVariant: fg.declaredFor, backgroundVariant: bg.declaredFor,
        backdropVariant: backdropVariant, foregroundLocation: fg.location))
  }

  /// Audits one pair in every requested appearance and appends its results.
  mutating func audit(_ pair: AuditPair, into results: inout [PaletteAuditResult])
    throws(PaletteError)
  {
    var outcomes: [Outcome] = []
    outcomes.reserveCapacity(4)
    for variant in Palette.Variant.allCases {
      outcomes.append(try measure(pair, in: variant))
    }
    for variant in options.variants {
      let outcome = outcomes[variantIndex(variant)]
      switch outcome {
      case .reference(let name, let reference):
        let location =
          (try? sample(pair.foreground, variant, pair.location).location)
          ?? pair.location
        results.append(
          PaletteAuditResult(
            foreground: pair.foreground, background: pair.background, backdrop: pair.backdrop,
            variant: variant, foregroundColor: nil, backgroundColor: nil, role: pair.style.role,
            size: pair.style.size, weight: pair.style.weight, policy: nil, wcagRatio: nil,
            apcaLc: nil, required: nil, status: .warning,
            rule: "\"\(name)\" is the system colour reference \"\(reference)\"; its value is not "
              + "in the file, so the pair is not measured",
            ruleID: PaletteAuditResult.systemReferenceRule, fallbackUsed: false, fallback: nil,
            suggestion: nil, location: location,
            pairLocation: pair.location))
      case .measured(let measured):
        // Written once for every policy's result.
        let notations = (measured.foreground.notation, measured.background.notation)
        for policy in options.policies(for: variant) {
          results.append(
            result(pair, variant, policy, measured, notations: notations, outcomes: outcomes))
        }
        for body in pair.link?.body ?? [] where body != pair.foreground {
          if let linkResult = try linkResult(pair, body: body, variant, measured) {
            results.append(linkResult)
          }
        }
      }
    }
  }

  /// Rule `link-distinct` (WCAG 2.x SC 1.4.1, technique G183): the link colour against the
  /// body text colour around it, both as drawn on the pair's background, needs 3:1 unless the
  /// link is underlined; `nil` when the body colour is a system reference without a value.
  private func linkResult(
    _ pair: AuditPair, body: String, _ variant: Palette.Variant, _ link: Measured
  ) throws(PaletteError) -> PaletteAuditResult? {
    let bodyPair = AuditPair(
      foreground: body, background: pair.background, backdrop: pair.backdrop,
      location: pair.location)
    guard case .measured(let text) = try measure(bodyPair, in: variant) else { return nil }
    let ratio = WCAG2.contrastRatio(between: link.foreground, and: text.foreground)
    let minimum = PaletteAuditResult.linkDistinctMinimum
    let isUnderlined = pair.link?.isUnderlined ?? false
    let passed = isUnderlined || ratio >= minimum
    let measuredText =
      "\(Self.format(ratio, .wcagRatio, threshold: minimum)) against its body text \(body)"
    let rule =
      isUnderlined
      ? "link-distinct: underlined (\(measuredText))"
      : "link-distinct: \(measuredText) "
        + (passed
          ? "≥ \(Self.format(minimum, .wcagRatio))"
          : "< \(Self.format(minimum, .wcagRatio)) and not underlined; colour alone marks the "
            + "link (WCAG 1.4.1)")
    var fallbacks: [String] = []
    if link.foregroundVariant != variant {
      fallbacks.append("foreground:\(link.foregroundVariant)")
    }
    if text.foregroundVariant != variant { fallbacks.append("body:\(text.foregroundVariant)") }
    return PaletteAuditResult(
      foreground: pair.foreground, background: body, backdrop: nil, variant: variant,
      foregroundColor: link.foreground.opaqueHexString,
      backgroundColor: text.foreground.opaqueHexString, role: pair.style.role,
      size: pair.style.size, weight: pair.style.weight, policy: nil, wcagRatio: ratio,
      apcaLc: nil, required: isUnderlined ? nil : minimum, status: passed ? .pass : .fail,
      rule: rule, ruleID: PaletteAuditResult.linkDistinctRule, fallbackUsed: !fallbacks.isEmpty,
      fallback: fallbacks.isEmpty ? nil : fallbacks.joined(separator: ", "), fallbacks: fallbacks,
      suggestion: nil, location: link.foregroundLocation, pairLocation: pair.location)
  }

  private func passes(_ measured: Measured, _ policy: Policy, _ style: TextStyle) -> Bool {
    guard let requirement = policy.requirement(for: style) else { return true }
    return value(of: measured, for: policy.metric) >= requirement.minimum
  }

  private func value(of measured: Measured, for metric: Policy.Metric) -> Double {
    switch metric {
    case .wcagRatio: measured.wcagRatio
    case .apcaLc: abs(measured.apcaLc)
    }
  }

  private mutating func result(
    _ pair: AuditPair, _ variant: Palette.Variant, _ policy: Policy, _ measured: Measured,
    notations: (foreground: String, background: String), outcomes: [Outcome]
  ) -> PaletteAuditResult {
    let style = pair.style
    let requirement = policy.requirement(for: style)
    let value = value(of: measured, for: policy.metric)
    var status: PaletteAuditResult.Status
    var rule: String
    var ruleID = policy.id
    if let requirement {
      // Never rounded before comparing: 4.499 fails 4.5 (Understanding WCAG 1.4.3).
      let passed = value >= requirement.minimum
      status = passed ? .pass : .fail
      rule =
        "\(policy.id) \(requirement.reason): "
        + "\(Self.format(value, policy.metric, threshold: requirement.minimum)) "
        + (passed ? "≥" : "<") + " \(Self.format(requirement.minimum, policy.metric))"
    } else {
      status = .pass
      rule = "\(policy.id): \(style.role.rawValue) is exempt"
    }

    if options.appliesAppleRules {
      if !variant.isIncreasedContrast, status == .fail {
        // HIG Accessibility: if the default appearance cannot meet the minimum, the
        // increased-contrast appearance must.
        let increased = variant.increasedContrast
        if case .measured(let icMeasured) = outcomes[variantIndex(increased)] {
          // The same policy judges the increased-contrast value when it applies there;
          // otherwise every policy configured for increased contrast must pass.
          let icPolicies = options.policies(for: increased)
          let icPasses =
            icPolicies.contains(policy)
            ? passes(icMeasured, policy, style)
            : icPolicies.allSatisfy { passes(icMeasured, $0, style) }
          // The leniency is Apple's rule: only `apple-hig` turns the failure into a warning.
          // Under WCAG and APCA the default appearance is judged on its own, and the note only
          // says what Increase Contrast would do.
          if policy == .appleHIG {
            ruleID = PaletteAuditResult.appleIncreasedContrastRule
            if icPasses {
              status = .warning
              rule += "; passes only with Increase Contrast"
            } else {
              rule += "; fails even with Increase Contrast"
            }
          } else {
            rule +=
              icPasses
              ? "; passes only with Increase Contrast, which \(policy.id) does not accept"
              : "; fails even with Increase Contrast"
          }
        }
      } else if variant.isIncreasedContrast,
        case .measured(let baseMeasured) = outcomes[variantIndex(variant.baseAppearance)]
      {
        // HIG: an increased-contrast appearance must not lower contrast. A tiny tolerance
        // absorbs floating-point noise between identical colours.
        let baseValue = self.value(of: baseMeasured, for: policy.metric)
        if value < baseValue - 1e-9 {
          status = .fail
          ruleID = PaletteAuditResult.appleIncreasedContrastLowerRule
          rule +=
            "; lower than \(variant.baseAppearance) (\(Self.format(baseValue, policy.metric))): "
            + "increased contrast must not reduce contrast"
        }
      }
    }

    var fallbackNotes: [String] = []
    var fallbacks: [String] = []
    if measured.foregroundVariant != variant {
      fallbackNotes.append("foreground uses its \(measured.foregroundVariant) value")
      fallbacks.append("foreground:\(measured.foregroundVariant)")
    }
    if measured.backgroundVariant != variant {
      fallbackNotes.append("background uses its \(measured.backgroundVariant) value")
      fallbacks.append("background:\(measured.backgroundVariant)")
    }
    if let backdropVariant = measured.backdropVariant, backdropVariant != variant {
      fallbackNotes.append("backdrop uses its \(backdropVariant) value")
      fallbacks.append("backdrop:\(backdropVariant)")
    }

    var suggestion: String? = nil
    if status != .pass, options.suggestsFixes {
      suggestion = suggestedForeground(pair, variant, measured)?.hexString
    }

    return PaletteAuditResult(
      foreground: pair.foreground, background: pair.background, backdrop: pair.backdrop,
      variant: variant, foregroundColor: notations.foreground,
      backgroundColor: notations.background, role: style.role, size: style.size,
      weight: style.weight, policy: policy.id, wcagRatio: measured.wcagRatio,
      apcaLc: measured.apcaLc, required: requirement?.minimum, status: status, rule: rule,
      ruleID: ruleID, fallbackUsed: !fallbackNotes.isEmpty,
      fallback: fallbackNotes.isEmpty ? nil : fallbackNotes.joined(separator: "; "),
      fallbacks: fallbacks,
      suggestion: suggestion, location: measured.foregroundLocation, pairLocation: pair.location)
  }

  /// The nearest foreground passing every policy of the appearance on the compared background.
  private func suggestedForeground(
    _ pair: AuditPair, _ variant: Palette.Variant, _ measured: Measured
  ) -> SRGB? {
    guard let original = palette.color(named: pair.foreground)?.resolved(for: variant),
      case .srgb(let foreground) = original.value.value
    else { return nil }
    let policies = options.policies(for: variant)
    let key = SuggestionCache.Key(
      foreground: foreground, background: measured.background, style: pair.style,
      policies: policies.map(\.id))
    return suggestions.suggestion(for: key) {
      Suggestion.nearestForeground(
        foreground: foreground, background: measured.background, policies: policies,
        style: pair.style)
    }
  }

  /// A value for messages: a ratio to two decimals (`4.48:1`), Lc to one (`Lc 74.9`); when
  /// rounding would lift a failing value to its threshold, more digits, cut rather than rounded
  /// (`4.4999:1`), so a failure never reads as a pass.
  static func format(_ value: Double, _ metric: Policy.Metric, threshold: Double? = nil) -> String {
    let decimals = metric == .wcagRatio ? 2 : 1
    var scale = metric == .wcagRatio ? 100.0 : 10.0
    var digits = decimals
    var shown = (value * scale).rounded() / scale
    if let threshold, value < threshold, shown >= threshold {
      scale *= 100
      digits += 2
      shown = (value * scale).rounded(.down) / scale
    }
    let text = Self.fixed(shown, digits: digits)
    return metric == .wcagRatio ? text + ":1" : "Lc " + text
  }

  /// `value` with exactly `digits` decimals (already rounded by the caller).
  static func fixed(_ value: Double, digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    // Checked: a value too large (or not finite) for an Int is printed as Swift spells it
    // rather than trapping; inputs are bounded long before this, so it is a last resort.
    guard let scaled = Int(exactly: (abs(value) * scale).rounded()) else { return "\(value)" }
    var text = String(scaled)
    if text.count <= digits { text = String(repeating: "0", count: digits + 1 - text.count) + text }
    text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
    return (value < 0 && scaled != 0 ? "-" : "") + text
  }
}
