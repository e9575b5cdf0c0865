import LegibleColor

/// Turns a measured line or glyph into a status, honouring every uncertainty the measurement
/// carries: the ratio's range over the background, a lower bound from thin strokes, size within
/// ±8 %, uncertain weight, and whether a lone glyph is text or an icon.
struct ScanJudgement: Sendable {
  var status: ScanFinding.Status
  var required: Double?
  var verdicts: [Verdict]
  var reason: String
  /// The policy whose verdict set ``status`` (the first deciding policy with the worst status);
  /// ``required`` and ``reason`` are in its metric.
  var decidingPolicy: Policy?

  /// Relative uncertainty of a ratio measured from a plateau (empirical: the plateau median is exact to the 8-bit level for flat colours; a quarter per cent
  /// covers rounding of the colours and keeps 4.48 and 4.52 on their sides of 4.5).
  static let measurementTolerance = 0.0025
  /// Size from pixels is good to about ±8 % (ascender and cap heights vary by font: see
  /// ``SizeEstimate``), so text whose size range straddles a boundary is judged both ways.
  static let sizeTolerance = 0.08
  /// The least coverage assumed for the most covered pixel of a thin stroke when asking whether
  /// a lower bound could still pass (empirical: a stroke of 0.6 px or more covers one pixel by at
  /// least half somewhere along a glyph).
  static let thinStrokeCoverage = 0.5

  struct Input {
    var kind: ScanFinding.Kind
    var couldBeText: Bool
    var couldBeNonText: Bool
    var foreground: SRGB
    /// The most favourable foreground (equal to `foreground` unless a lower bound).
    var bestForeground: SRGB
    /// Backgrounds to judge over (one when flat).
    var backgrounds: [SRGB]
    var nominalBackground: SRGB
    var isLowerBound: Bool
    /// Size in CSS px (when the scale is unknown, read at
    /// ``ScreenshotScanner/unknownScaleReading``).
    var cssSize: Double
    var pixelSize: Double
    /// Cap height in image pixels.
    var capHeight: Double
    /// Added to the relative size tolerance (an inferred scale).
    var extraSizeTolerance: Double
    var isBold: Bool
    var isWeightUncertain: Bool
    /// Stroke width over font size (see ``SizeEstimate/weightRatio``).
    var weightRatio: Double
  }

  init(_ input: Input, policies: [Policy], deciding: [Policy]) {
    // Styles the content might have.
    let below = Self.sizeTolerance + input.extraSizeTolerance
    let above = Self.sizeTolerance + input.extraSizeTolerance
    let sizes = [input.cssSize * (1 - below), input.cssSize * (1 + above)]
    // Bold is taken for granted only when clearly bold: semibold (600) and bold (700) are close
    // in pixels, and only 700 counts for WCAG's large-text rule, so a moderately heavy line is
    // judged both ways.
    let clearlyBold = input.weightRatio >= SizeEstimate.clearlyBoldRatio
    let weights =
      input.isWeightUncertain || (input.isBold && !clearlyBold)
      ? [400, 700] : [input.isBold ? 700 : 400]
    var styles: [TextStyle] = []
    if input.couldBeText {
      for s in sizes {
        for w in weights { styles.append(TextStyle(role: .text, size: s, weight: w)) }
      }
    }
    if input.couldBeNonText { styles.append(TextStyle(role: .ui)) }
    let nominalStyle =
      input.kind == .nonText
      ? TextStyle(role: .ui)
      : TextStyle(role: .text, size: input.cssSize, weight: input.isBold ? 700 : 400)

    let nominal = ContrastMeasurement(
      opaqueForeground: input.foreground, background: input.nominalBackground)
    verdicts = policies.map { $0.evaluate(nominal, for: nominalStyle) }

    var overall = ScanFinding.Status.pass
    var decider: Policy? = nil
    var why: [String] = []
    for policy in deciding {
      let minima = styles.compactMap { policy.requirement(for: $0)?.minimum }
      guard let strictest = minima.max(), let lenient = minima.min() else { continue }
      var worst = Double.infinity
      var best = -Double.infinity
      for b in input.backgrounds {
        worst = min(
          worst,
          policy.value(of: ContrastMeasurement(opaqueForeground: input.foreground, background: b)))
        best = max(
          best,
          policy.value(
            of: ContrastMeasurement(opaqueForeground: input.bestForeground, background: b)))
      }
      worst *= 1 - Self.measurementTolerance
      best *= 1 + Self.measurementTolerance
      let status: ScanFinding.Status
      if best < lenient {
        status = .fail
      } else if worst >= strictest {
        status = .pass
      } else {
        status = .review
        if input.isLowerBound && worst < strictest {
          why.append(
            "strokes too thin to hold the true colour; \(Self.format(worst)) is a lower bound")
        } else if strictest != lenient {
          why.append(
            "\(policy.id) needs \(Self.format(lenient))–\(Self.format(strictest)) depending on "
              + (input.couldBeNonText && input.couldBeText ? "text or icon, " : "")
              + "size/weight")
        } else {
          why.append(
            "\(policy.id) threshold \(Self.format(strictest)) lies inside the measured range")
        }
      }
      if decider == nil || status < overall { decider = policy }
      overall = min(overall, status)
    }
    status = overall
    // The requirement and the words belong to the policy that set the status, in its metric.
    let policy = decider ?? deciding.first
    decidingPolicy = policy
    required = policy?.requirement(for: nominalStyle)?.minimum
    let measured = policy.map { $0.value(of: nominal) } ?? nominal.wcagRatio
    let metric = policy?.metric ?? .wcagRatio
    let value = Self.format(measured, in: metric)
    let requirement = required.map { Self.format($0, in: metric) } ?? "–"
    let by = policy.map { " (\($0.id))" } ?? ""
    let what = input.kind == .text ? "text" : "non-text"
    switch overall {
    case .fail: reason = "\(what) contrast \(value) below the required \(requirement)\(by)"
    case .pass: reason = "\(what) contrast \(value) meets \(requirement)\(by)"
    case .review:
      reason = "\(what) contrast \(value) needs review: " + why.joined(separator: "; ")
    }
  }

  /// `value` in `metric`'s words: "4.50:1" for a WCAG ratio, "Lc 60.00" for APCA.
  static func format(_ value: Double, in metric: Policy.Metric) -> String {
    metric == .apcaLc ? "Lc \(format(value))" : "\(format(value)):1"
  }

  /// `value` with two decimals.
  static func format(_ value: Double) -> String {
    let scaled = (value * 100).rounded()
    let whole = Int(scaled) / 100
    let fraction = abs(Int(scaled)) % 100
    return "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
