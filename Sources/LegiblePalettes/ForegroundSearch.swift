import LegibleColor

/// Finds the nearest foreground that passes: the smallest change of OKLCH lightness, keeping hue
/// and as much chroma as the sRGB gamut allows (CSS Color 4 gamut mapping), and the alpha.
enum ForegroundSearch {
  /// Bisection steps on lightness; 2⁻²⁴ is far below one 8-bit step.
  static let iterations = 24

  /// The passing foreground closest in lightness to `foreground`, rounded to 8 bits per channel
  /// (and still passing), or `nil` when neither lighter nor darker can pass.
  static func nearestPassing(
    foreground: SRGB, background: SRGB, style: TextStyle, policies: [Policy]
  ) -> SRGB? {
    let background = background.withAlpha(1)
    let requirements = policies.compactMap { policy in
      policy.requirement(for: style).map { (policy.metric, $0.minimum) }
    }
    func passes(_ candidate: SRGB) -> Bool {
      let measured = ContrastMeasurement(
        opaqueForeground: candidate.composited(over: background), background: background)
      return requirements.allSatisfy { metric, minimum in
        (metric == .wcagRatio ? measured.wcagRatio : abs(measured.apcaLc)) >= minimum
      }
    }
    if passes(foreground) { return foreground.quantized }
    let origin = OKLCH(foreground.withAlpha(1))
    func color(at lightness: Double) -> SRGB {
      var lch = origin
      lch.lightness = lightness
      return GamutMapping.mapToSRGB(lch).withAlpha(foreground.alpha)
    }
    var best: (color: SRGB, distance: Double)? = nil
    for target in [0.0, 1.0] {
      guard passes(color(at: target)) else { continue }
      var failing = origin.lightness
      var passing = target
      for _ in 0..<iterations {
        let middle = (failing + passing) / 2
        if passes(color(at: middle)) { passing = middle } else { failing = middle }
      }
      // Rounding to 8 bits can step back over the threshold: walk on toward the target in
      // small lightness steps until the rounded colour passes.
      var lightness = passing
      var rounded = color(at: lightness).quantized
      let step = target > origin.lightness ? 0.0005 : -0.0005
      while !passes(rounded) {
        lightness += step
        if (step > 0 && lightness > 1) || (step < 0 && lightness < 0) {
          rounded = color(at: target).quantized
          break
        }
        rounded = color(at: lightness).quantized
      }
      guard passes(rounded) else { continue }
      let distance = abs(lightness - origin.lightness)
      if distance < (best?.distance ?? .infinity) { best = (rounded, distance) }
    }
    return best?.color
  }
}
