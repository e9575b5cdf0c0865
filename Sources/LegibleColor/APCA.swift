/// APCA lightness contrast (Lc), APCA-W3 base algorithm 0.0.98G-4g.
///
/// Implemented from the published formula and constants (APCA-W3 0.1.9, `APCAcontrast`). APCA and
/// "Accessible Perceptual Contrast Algorithm" are trademarks of Myndex Research.
public enum APCA {
  /// The published constants of APCA-W3 0.0.98G-4g, under their upstream names.
  public enum Constants {
    /// `mainTRC` in APCA-W3 0.0.98G-4g: the simple display exponent.
    public static let mainTRC = 2.4
    /// `sRco` in APCA-W3 0.0.98G-4g.
    public static let sRco = 0.2126729
    /// `sGco` in APCA-W3 0.0.98G-4g.
    public static let sGco = 0.7151522
    /// `sBco` in APCA-W3 0.0.98G-4g.
    public static let sBco = 0.0721750
    /// `normBG` in APCA-W3 0.0.98G-4g: background exponent, dark text on light.
    public static let normBG = 0.56
    /// `normTXT` in APCA-W3 0.0.98G-4g: text exponent, dark text on light.
    public static let normTXT = 0.57
    /// `revBG` in APCA-W3 0.0.98G-4g: background exponent, light text on dark.
    public static let revBG = 0.65
    /// `revTXT` in APCA-W3 0.0.98G-4g: text exponent, light text on dark.
    public static let revTXT = 0.62
    /// `blkThrs` in APCA-W3 0.0.98G-4g: below this luminance the soft black clamp applies.
    public static let blkThrs = 0.022
    /// `blkClmp` in APCA-W3 0.0.98G-4g: exponent of the soft black clamp.
    public static let blkClmp = 1.414
    /// `scaleBoW` in APCA-W3 0.0.98G-4g.
    public static let scaleBoW = 1.14
    /// `scaleWoB` in APCA-W3 0.0.98G-4g.
    public static let scaleWoB = 1.14
    /// `loBoWoffset` in APCA-W3 0.0.98G-4g.
    public static let loBoWoffset = 0.027
    /// `loWoBoffset` in APCA-W3 0.0.98G-4g.
    public static let loWoBoffset = 0.027
    /// `deltaYmin` in APCA-W3 0.0.98G-4g: luminance differences below this give Lc 0.
    public static let deltaYmin = 0.0005
    /// `loClip` in APCA-W3 0.0.98G-4g: contrasts below this give Lc 0.
    public static let loClip = 0.1
  }

  /// The screen luminance Y that APCA uses (simple 2.4 power, APCA's own weights), before clamping.
  ///
  /// This is not WCAG's relative luminance. Alpha is ignored.
  @inlinable
  public static func screenLuminance(of color: SRGB) -> Double {
    func channel(_ value: Double) -> Double {
      let magnitude = power(abs(value), Constants.mainTRC)
      return value < 0 ? -magnitude : magnitude
    }
    return Constants.sRco * channel(color.red) + Constants.sGco * channel(color.green)
      + Constants.sBco * channel(color.blue)
  }

  /// Y with APCA's soft clamp near black applied (`blkThrs`, `blkClmp`).
  @inlinable
  public static func softClamped(_ y: Double) -> Double {
    y > Constants.blkThrs ? y : y + power(Constants.blkThrs - y, Constants.blkClmp)
  }

  /// The signed Lc of `text` on `background`, from their screen luminances (see
  /// ``screenLuminance(of:)``).
  ///
  /// Returns `0` for invalid luminances (NaN, below 0 or above 1.1), as APCA-W3 does.
  @inlinable
  public static func lightnessContrast(textLuminance: Double, backgroundLuminance: Double)
    -> Double
  {
    guard textLuminance.isFinite, backgroundLuminance.isFinite,
      (0...1.1).contains(textLuminance), (0...1.1).contains(backgroundLuminance)
    else { return 0 }
    let text = softClamped(textLuminance)
    let background = softClamped(backgroundLuminance)
    if abs(background - text) < Constants.deltaYmin { return 0 }
    if background > text {
      let sapc =
        (power(background, Constants.normBG) - power(text, Constants.normTXT)) * Constants.scaleBoW
      return sapc < Constants.loClip ? 0 : (sapc - Constants.loBoWoffset) * 100
    } else {
      let sapc =
        (power(background, Constants.revBG) - power(text, Constants.revTXT)) * Constants.scaleWoB
      return sapc > -Constants.loClip ? 0 : (sapc + Constants.loWoBoffset) * 100
    }
  }

  /// The signed lightness contrast Lc of opaque `text` on an opaque `background`.
  ///
  /// Positive for dark text on a light background, negative for light text on dark; text and
  /// background are not interchangeable. Roughly 106 for black on white, −108 for white on black,
  /// and 0 below |Lc| ≈ 7.3 (the low-contrast clip).
  /// Example: `#888888` on white is Lc 63.056…; white on `#888888` is Lc −68.541….
  @inlinable
  public static func lightnessContrast(text: SRGB, background: SRGB) -> Double {
    lightnessContrast(
      textLuminance: screenLuminance(of: text), backgroundLuminance: screenLuminance(of: background)
    )
  }
}
