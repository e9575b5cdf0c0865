/// The SIMD kernel shared by ``ContrastBatch`` and ``ContrastMatrix``: WCAG ratio and APCA Lc for
/// eight pairs at a time in `Float`, from per-colour quantities.
///
/// Pairs whose APCA result sits within `Float` error of a discontinuity (the `loClip` of |SAPC|
/// = 0.1, where Lc jumps between 0 and ±7.3, or the `deltaYmin` gate) are flagged so the caller
/// decides them in `Double` with ``APCA``; every other lane agrees with the `Double` path to about
/// 1e-6 in ratio and 1e-4 in Lc.
@usableFromInline
enum ContrastKernel {
  /// 256-entry tables per channel, index `channel × 256 + value`: `x` is the channel's WCAG
  /// weighted linear light, `y` its APCA weighted `(value/255)^2.4`.
  @usableFromInline
  static let channelTerms: [SIMD2<Float>] = {
    var table: [SIMD2<Float>] = []
    table.reserveCapacity(768)
    let weights = [
      (WCAG2.redWeight, APCA.Constants.sRco), (WCAG2.greenWeight, APCA.Constants.sGco),
      (WCAG2.blueWeight, APCA.Constants.sBco),
    ]
    for (wcagWeight, apcaWeight) in weights {
      for value in 0..<256 {
        let encoded = Double(value) / 255
        table.append(
          SIMD2(
            Float(wcagWeight * SRGBTransfer.linear(encoded)),
            Float(apcaWeight * power(encoded, APCA.Constants.mainTRC))))
      }
    }
    return table
  }()

  /// APCA's soft black clamp on eight luminances (`blkThrs`, `blkClmp`).
  @inlinable
  static func softClamped(_ y: SIMD8<Float>) -> SIMD8<Float> {
    let threshold = Float(APCA.Constants.blkThrs)
    let dark = y .< threshold
    guard any(dark) else { return y }
    let gap = FastMath.select(dark, threshold - y, SIMD8(repeating: 1))
    let lifted = y + FastMath.exp2(Float(APCA.Constants.blkClmp) * FastMath.log2(gap))
    return FastMath.select(dark, lifted, y)
  }

  /// Ratio and Lc for eight pairs.
  ///
  /// - Parameters:
  ///   - textL, backgroundL: WCAG relative luminances.
  ///   - textY, backgroundY: APCA luminances after the soft clamp.
  ///   - textLog, backgroundLog: `log2` of those clamped luminances.
  /// - Returns: the ratios, the Lc values, and a mask of lanes to recompute in `Double`.
  @inlinable
  static func evaluate(
    textL: SIMD8<Float>, backgroundL: SIMD8<Float>,
    textY: SIMD8<Float>, backgroundY: SIMD8<Float>,
    textLog: SIMD8<Float>, backgroundLog: SIMD8<Float>
  ) -> (ratio: SIMD8<Float>, lc: SIMD8<Float>, inexact: SIMDMask<SIMD8<Int32>>) {
    let flare = Float(WCAG2.flare)
    let textIsLighter = textL .> backgroundL
    let ratio =
      (FastMath.select(textIsLighter, textL, backgroundL) + flare)
      / (FastMath.select(textIsLighter, backgroundL, textL) + flare)

    let normal = backgroundY .> textY
    let backgroundExponent = FastMath.select(
      normal, SIMD8(repeating: Float(APCA.Constants.normBG)),
      SIMD8(repeating: Float(APCA.Constants.revBG)))
    let textExponent = FastMath.select(
      normal, SIMD8(repeating: Float(APCA.Constants.normTXT)),
      SIMD8(repeating: Float(APCA.Constants.revTXT)))
    let sapc =
      (FastMath.exp2(backgroundExponent * backgroundLog) - FastMath.exp2(textExponent * textLog))
      * Float(APCA.Constants.scaleBoW)  // scaleBoW == scaleWoB in 0.0.98G-4g
    let loClip = Float(APCA.Constants.loClip)
    let offset = Float(APCA.Constants.loBoWoffset)  // loBoWoffset == loWoBoffset
    let clipped = (normal .& (sapc .< loClip)) .| (.!normal .& (sapc .> -loClip))
    let deltaY = FastMath.magnitude(backgroundY - textY)
    let gated = deltaY .< Float(APCA.Constants.deltaYmin)
    let out = FastMath.select(
      clipped .| gated, SIMD8(repeating: 0), FastMath.select(normal, sapc - offset, sapc + offset))

    // Float error in SAPC is below 1e-6 and in Y below 1e-7; these margins are far wider.
    let nearClip = FastMath.magnitude(FastMath.magnitude(sapc) - loClip) .< Float(1e-4)
    let nearGate = FastMath.magnitude(deltaY - Float(APCA.Constants.deltaYmin)) .< Float(1e-5)
    return (ratio, out * 100, nearClip .| nearGate)
  }
}
