/// Nearest passing colours for a failing pair: the smallest change in OKLCH lightness that makes
/// every requested policy pass, keeping hue and as much chroma as the sRGB gamut allows.
///
/// Every suggested colour is an 8-bit sRGB colour that has itself been measured and passes.
public enum Suggestion {
  /// The two ways out of a failing pair for one colour: lighter or darker.
  public struct Alternatives: Sendable, Hashable {
    /// The least-lightened colour that passes, or `nil` if even white does not.
    public var lighter: SRGB?
    /// The least-darkened colour that passes, or `nil` if even black does not.
    public var darker: SRGB?
  }

  /// Whether a pair meets every policy for `style` (exempt policies count as met).
  public static func passes(
    foreground: SRGB, background: SRGB, policies: [Policy], style: TextStyle
  ) -> Bool {
    guard let measurement = try? ContrastMeasurement(foreground: foreground, background: background)
    else { return false }
    return policies.allSatisfy { $0.evaluate(measurement, for: style).status != .fail }
  }

  /// The lighter and darker foreground alternatives that pass on `background`.
  ///
  /// The foreground keeps its alpha; `background` must be opaque.
  public static func foregroundAlternatives(
    foreground: SRGB, background: SRGB, policies: [Policy], style: TextStyle
  ) -> Alternatives {
    alternatives(of: foreground) { candidate in
      passes(foreground: candidate, background: background, policies: policies, style: style)
    }
  }

  /// The lighter and darker background alternatives that pass under `foreground`.
  public static func backgroundAlternatives(
    foreground: SRGB, background: SRGB, policies: [Policy], style: TextStyle
  ) -> Alternatives {
    alternatives(of: background) { candidate in
      passes(foreground: foreground, background: candidate, policies: policies, style: style)
    }
  }

  /// The passing foreground nearest in OKLCH lightness, or `nil` if the pair already passes or
  /// no foreground can pass.
  ///
  /// Example: `#777777` on white under WCAG 2.x AA becomes `#767676` (4.54:1).
  public static func nearestForeground(
    foreground: SRGB, background: SRGB, policies: [Policy], style: TextStyle
  ) -> SRGB? {
    if passes(foreground: foreground, background: background, policies: policies, style: style) {
      return nil
    }
    let options = foregroundAlternatives(
      foreground: foreground, background: background, policies: policies, style: style)
    return nearer(of: options, to: foreground)
  }

  /// The passing background nearest in OKLCH lightness, or `nil` if the pair already passes or
  /// no background can pass.
  public static func nearestBackground(
    foreground: SRGB, background: SRGB, policies: [Policy], style: TextStyle
  ) -> SRGB? {
    if passes(foreground: foreground, background: background, policies: policies, style: style) {
      return nil
    }
    let options = backgroundAlternatives(
      foreground: foreground, background: background, policies: policies, style: style)
    return nearer(of: options, to: background)
  }

  /// Of two alternatives, the one closer in OKLCH lightness to `original`.
  static func nearer(of options: Alternatives, to original: SRGB) -> SRGB? {
    let lightness = OKLCH(original).lightness
    func change(_ color: SRGB?) -> Double {
      guard let color else { return .infinity }
      return abs(OKLCH(color).lightness - lightness)
    }
    let lighter = change(options.lighter)
    let darker = change(options.darker)
    if lighter == .infinity && darker == .infinity { return nil }
    return lighter <= darker ? options.lighter : options.darker
  }

  /// `color` moved to OKLCH lightness `lightness`, chroma and hue kept, gamut-mapped into sRGB
  /// (CSS Color 4) and quantized to 8 bits, alpha kept: the candidates every lightness search
  /// tries. `origin` is `color` in OKLCH, converted once by the caller.
  ///
  /// Greys stay grey: Oklab's published matrices round-trip a grey only to about 1e-8, which
  /// can tip one channel to a different 8-bit value.
  public static func candidate(
    _ color: SRGB, atLightness lightness: Double, origin: OKLCH
  ) -> SRGB {
    let isGrey = color.red == color.green && color.green == color.blue
    var target = origin
    target.lightness = lightness
    if isGrey { target.chroma = 0 }
    var mapped = GamutMapping.mapToSRGB(target)
    if isGrey {
      let mean = (mapped.red + mapped.green + mapped.blue) / 3
      mapped = SRGB(red: mean, green: mean, blue: mean)
    }
    return mapped.withAlpha(color.alpha).quantized
  }

  /// Searches lightness upward and downward from `color` for the first candidate that passes.
  ///
  /// Contrast need not be monotonic in lightness (a foreground passes through its background's
  /// lightness), so after checking that the far end passes at all, a coarse scan in steps of
  /// 0.05 finds the first passing step and a bisection between it and the step before refines
  /// it. The predicate is always evaluated on the exact 8-bit colour returned.
  static func alternatives(of color: SRGB, passing test: (SRGB) -> Bool) -> Alternatives {
    let start = OKLCH(color)
    // The predicate (a contrast measurement: several transfer-function evaluations) is a
    // function of the 8-bit colour alone, and the bisection's later halvings keep landing on
    // colours already measured: each colour is measured once. A short list, searched from
    // its end (repeats are recent), costs far less than one measurement.
    var measured: [(color: SRGB, passes: Bool)] = []
    measured.reserveCapacity(48)
    func passing(_ candidate: SRGB) -> Bool {
      for entry in measured.reversed() where entry.color == candidate { return entry.passes }
      let result = test(candidate)
      measured.append((candidate, result))
      return result
    }
    func candidate(_ lightness: Double) -> SRGB {
      Self.candidate(color, atLightness: lightness, origin: start)
    }
    func search(toward end: Double) -> SRGB? {
      // The far end's colour serves the last step of the scan as well.
      let endColor = candidate(end)
      guard passing(endColor) else { return nil }
      let step = 0.05
      let distance = abs(end - start.lightness)
      // Lightness is in 0…1, so at most 20 steps; the check keeps a NaN from trapping.
      let steps = max(1, Int(exactly: (distance / step).rounded(.up)) ?? 1)
      var previous = start.lightness
      for index in 1...steps {
        let lightness =
          index == steps
          ? end
          : start.lightness + (end - start.lightness) * Double(index)
            / Double(steps)
        let color = index == steps ? endColor : candidate(lightness)
        if passing(color) {
          var failing = previous
          var passingLightness = lightness
          var best = color
          for _ in 0..<20 {
            let middle = (failing + passingLightness) / 2
            let middleColor = candidate(middle)
            if passing(middleColor) {
              passingLightness = middle
              best = middleColor
            } else {
              failing = middle
            }
          }
          return best
        }
        previous = lightness
      }
      return nil
    }
    return Alternatives(lighter: search(toward: 1), darker: search(toward: 0))
  }
}
