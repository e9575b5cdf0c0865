import LegibleColor

/// Colours that must stay distinguishable ("not by colour alone", WCAG 1.4.1 and Apple's
/// guidance): for every appearance and every colour vision deficiency, each pair in a group must
/// keep an Oklab difference of at least ``threshold`` after simulation.
public struct DistinctnessCheck: Sendable, Hashable {
  /// The smallest Oklab distance (`deltaEOK`) that counts as clearly distinguishable.
  ///
  /// `0.1`: five times the just-noticeable difference of `0.02` that CSS Color 4 (§13.2, gamut
  /// mapping, `JND`) uses for Oklab, so that the colours differ at a glance rather than only side
  /// by side. This multiple is Legible's choice; configure it per project.
  public static let defaultThreshold = 0.1

  /// The rule id findings carry.
  public static let ruleID = "cvd-distinct"

  /// Groups of colour names whose members must stay apart.
  public var groups: [[String]]
  /// The distance required, in Oklab units.
  public var threshold: Double
  /// The deficiencies simulated (severity 1).
  public var deficiencies: [ColorVisionDeficiency]

  /// Creates a check of `groups`.
  public init(
    groups: [[String]], threshold: Double = defaultThreshold,
    deficiencies: [ColorVisionDeficiency] = ColorVisionDeficiency.allCases
  ) {
    self.groups = groups
    self.threshold = threshold
    self.deficiencies = deficiencies
  }

  /// Every pair of every group, in every appearance and under every deficiency, that falls
  /// below the threshold, in a stable order (group, pair, appearance, deficiency).
  public func findings(in palette: Palette) -> [DistinctnessFinding] {
    var findings: [DistinctnessFinding] = []
    let simulations = deficiencies.map { ColorVisionSimulation($0) }
    for (groupIndex, group) in groups.enumerated() {
      for i in group.indices {
        for j in group.indices where j > i {
          guard let first = palette.color(named: group[i]),
            let second = palette.color(named: group[j])
          else { continue }
          for variant in Palette.Variant.allCases {
            guard let a = first.resolved(for: variant)?.value.value.color,
              let b = second.resolved(for: variant)?.value.value.color
            else { continue }
            for simulation in simulations {
              let labA = simulation.simulatedOKLab(a)
              let labB = simulation.simulatedOKLab(b)
              let difference = labA.distance(to: labB)
              guard difference < threshold else { continue }
              findings.append(
                DistinctnessFinding(
                  group: groupIndex, groupMembers: group, first: group[i], second: group[j],
                  firstColor: a, secondColor: b, variant: variant,
                  deficiency: simulation.deficiency, deltaE: difference, threshold: threshold,
                  lightnessDifference: abs(labA.lightness - labB.lightness),
                  location: first.resolved(for: variant)?.value.location ?? first.location))
            }
          }
        }
      }
    }
    return findings
  }

  /// Groups taken from naming conventions: status colours (`success`, `error`, `warning`,
  /// `info`, …) sharing a prefix, chart series (`chart-1` … `chart-n`) and diff colours
  /// (`added`, `removed`, …), and Apple's system hues (`systemRed`, `systemGreen`, …); groups of
  /// fewer than two names are dropped.
  public static func inferredGroups(from names: [String]) -> [[String]] {
    let status: Set<String> = [
      "success", "error", "warning", "info", "danger", "positive", "negative", "caution",
    ]
    let diff: Set<String> = ["added", "removed", "addition", "deletion", "inserted", "deleted"]
    // Apple's system hues (HIG, Color: "system colors"), which apps use for status and charts.
    let appleHues: Set<String> = [
      "systemred", "systemorange", "systemyellow", "systemgreen", "systemmint", "systemteal",
      "systemcyan", "systemblue", "systemindigo", "systempurple", "systempink", "systembrown",
    ]
    var groups: [String: [String]] = [:]
    for name in names {
      if appleHues.contains(name.lowercased()) {
        groups["apple:system", default: []].append(name)
        continue
      }
      let parts = name.lowercased().split(whereSeparator: { "/.-_ ".contains($0) }).map(String.init)
      guard let last = parts.last else { continue }
      let prefix = parts.dropLast().joined(separator: "/")
      if status.contains(last) {
        groups["status:" + prefix, default: []].append(name)
      } else if diff.contains(last) {
        groups["diff:" + prefix, default: []].append(name)
      } else if parts.count >= 2, Int(last) != nil, parts[parts.count - 2].hasPrefix("chart") {
        groups["chart:" + parts.dropLast().joined(separator: "/"), default: []].append(name)
      } else if let chart = parts.last(where: { $0.hasPrefix("chart") }),
        Int(chart.dropFirst(5)) != nil
      {
        groups["chart:" + prefix, default: []].append(name)
      }
    }
    return groups.keys.sorted().compactMap { key in
      let members = groups[key] ?? []
      return members.count >= 2 ? members : nil
    }
  }
}

/// Two colours of a distinctness group that look too alike in one appearance under one colour
/// vision deficiency.
public struct DistinctnessFinding: Sendable, Hashable {
  /// The group's index among the checked groups, and its members.
  public var group: Int
  /// The names in the group.
  public var groupMembers: [String]
  /// The pair's names.
  public var first: String
  /// The second colour's name.
  public var second: String
  /// The pair's colours in this appearance, before simulation.
  public var firstColor: SRGB
  /// The second colour, before simulation.
  public var secondColor: SRGB
  /// The appearance.
  public var variant: Palette.Variant
  /// The deficiency under which they collide.
  public var deficiency: ColorVisionDeficiency
  /// Their Oklab distance after simulation.
  public var deltaE: Double
  /// The distance required.
  public var threshold: Double
  /// Their Oklab lightness difference after simulation (lightness survives every deficiency).
  public var lightnessDifference: Double
  /// Where the first colour's value for this appearance is declared.
  public var location: SourceLocation? = nil

  /// The rule id, ``DistinctnessCheck/ruleID``.
  public var rule: String { DistinctnessCheck.ruleID }

  /// What to change: separate the lightness first, since it survives every deficiency.
  public var suggestion: String {
    "separate \(first) and \(second) in lightness (Oklab L differs by "
      + "\(Int((lightnessDifference * 100).rounded())) %; aim for at least "
      + "\(Int((threshold * 100).rounded())) %), or add a shape, icon or label"
  }
}
