/// How colours look to someone with a colour vision deficiency of a given severity.
///
/// Protanopia, deuteranopia and tritanopia use the matrices of Machado, Oliveira and Fernandes
/// (2009) (see `Machado2009`): the published matrix at severities 0.0, 0.1, …, 1.0, and between
/// two of them the entry-wise linear interpolation of the nearest pair. Achromatopsia replaces
/// each colour by its luminance, `0.2126 R + 0.7152 G + 0.0722 B` in linear light (the Rec. 709
/// coefficients WCAG 2.x uses for relative luminance); below severity 1 it blends linearly from
/// the identity, which is Legible's choice (the paper does not model achromatopsia).
///
/// The matrix acts on linear-light sRGB; the result is clamped to `0...1` (what a display can
/// show) and gamma-encoded again. Alpha is kept. Example: pure red `#ff0000` seen with
/// deuteranopia (severity 1) is linear `(0.367322, 0.280085, -0.01182)`, clamped and encoded
/// `#a39000`, an olive.
public struct ColorVisionSimulation: Sendable, Hashable {
  /// The deficiency simulated.
  public let deficiency: ColorVisionDeficiency
  /// How strong it is, `0` (typical colour vision) to `1` (full dichromacy or achromatopsia).
  public let severity: Double
  /// The 3×3 matrix applied to linear-light sRGB, row-major.
  public let matrix: [Double]

  /// Simulates `deficiency` at `severity`, which is clamped into `0...1` (it must be finite).
  public init(_ deficiency: ColorVisionDeficiency, severity: Double = 1) {
    precondition(severity.isFinite, "a simulation's severity must be a finite number")
    let severity = min(max(severity, 0), 1)
    self.deficiency = deficiency
    self.severity = severity
    switch deficiency {
    case .protanopia: matrix = Machado2009.matrix(Machado2009.protanomaly, severity: severity)
    case .deuteranopia: matrix = Machado2009.matrix(Machado2009.deuteranomaly, severity: severity)
    case .tritanopia: matrix = Machado2009.matrix(Machado2009.tritanomaly, severity: severity)
    case .achromatopsia:
      let luminance = [WCAG2.redWeight, WCAG2.greenWeight, WCAG2.blueWeight]
      matrix = (0..<9).map { index in
        let identity: Double = index % 4 == 0 ? 1 : 0
        return identity * (1 - severity) + luminance[index % 3] * severity
      }
    }
  }

  /// The simulated colour of linear-light sRGB components, clamped to `0...1`.
  public func simulatedLinear(
    red: Double, green: Double, blue: Double
  ) -> (red: Double, green: Double, blue: Double) {
    let m = matrix
    return (
      Self.unit(m[0] * red + m[1] * green + m[2] * blue),
      Self.unit(m[3] * red + m[4] * green + m[5] * blue),
      Self.unit(m[6] * red + m[7] * green + m[8] * blue)
    )
  }

  /// The colour as it appears with the deficiency, gamma-encoded, in gamut, alpha kept.
  public func simulate(_ color: SRGB) -> SRGB {
    let linear = simulatedLinear(
      red: SRGBTransfer.linear(color.red), green: SRGBTransfer.linear(color.green),
      blue: SRGBTransfer.linear(color.blue))
    return SRGB(
      red: SRGBTransfer.encoded(linear.red), green: SRGBTransfer.encoded(linear.green),
      blue: SRGBTransfer.encoded(linear.blue), alpha: color.alpha)
  }

  /// The simulated colour in Oklab, for measuring how far apart two simulated colours are.
  public func simulatedOKLab(_ color: SRGB) -> OKLab {
    let linear = simulatedLinear(
      red: SRGBTransfer.linear(color.red), green: SRGBTransfer.linear(color.green),
      blue: SRGBTransfer.linear(color.blue))
    return OKLab(linearRed: linear.red, green: linear.green, blue: linear.blue, alpha: color.alpha)
  }

  private static func unit(_ value: Double) -> Double { min(max(value, 0), 1) }
}
