/// Vectorised `log2` and `exp2` for the batch kernels, accurate to about 2e-7 relative.
///
/// Written with operations that lower to plain SSE2 (no FMA, no `roundps`) so that the default
/// x86-64 build is fast: float ↔ integer conversion by the 1.5 × 2²³ "magic number" trick instead
/// of `SIMD8<Int32>(x, rounding:)`, and short polynomials instead of the C library's `powf`.
@usableFromInline
enum FastMath {
  /// `2^x` lane by lane, for `x` in `-126...126` (no NaN or infinity handling).
  ///
  /// Splits `x = n + f` with `n` an integer and `|f| ≤ 0.5`; `2^n` is built in the exponent
  /// bits and `2^f = e^(f ln 2)` by its degree-6 Taylor polynomial (error < 1.3e-7 at |f| = 0.5).
  @inlinable
  static func exp2(_ x: SIMD8<Float>) -> SIMD8<Float> {
    // 1.5 × 2²³: adding it rounds a float of magnitude < 2²² to an integer held in the low
    // mantissa bits (IEEE 754 binary32).
    let magic = SIMD8<Float>(repeating: 12_582_912)
    let shifted = x + magic
    let n = shifted - magic
    let f = x - n
    let integer =
      unsafeBitCast(shifted, to: SIMD8<Int32>.self) &- SIMD8<Int32>(repeating: 0x4B40_0000)
    let scale = unsafeBitCast((integer &+ 127) &<< 23, to: SIMD8<Float>.self)
    // Taylor coefficients of e^(t) with t = f·ln 2, ln 2 = 0.693147180559945 (folded in).
    let c1: Float = 0.693_147_18
    let c2: Float = 0.240_226_51
    let c3: Float = 0.055_504_11
    let c4: Float = 0.009_618_129
    let c5: Float = 0.001_333_355_8
    let c6: Float = 0.000_154_035_3
    var p = f * c6 + c5
    p = p * f + c4
    p = p * f + c3
    p = p * f + c2
    p = p * f + c1
    p = p * f + 1
    return p * scale
  }

  /// `log2(x)` lane by lane, for positive normal `x`.
  ///
  /// Splits `x = m · 2^e` with `m` in `[√½, √2)` by integer arithmetic on the bits (subtracting
  /// the bits of √½ = 0x3F3504F3 before taking the exponent); `log2(m) = 2/ln 2 · atanh(t)`,
  /// `t = (m − 1)/(m + 1)`, `|t| ≤ 0.1716`, from its odd series to `t⁹` (error < 1e-8).
  @inlinable
  static func log2(_ x: SIMD8<Float>) -> SIMD8<Float> {
    let bits = unsafeBitCast(x, to: SIMD8<Int32>.self)
    let exponent = (bits &- 0x3F35_04F3) &>> 23
    let mantissa = unsafeBitCast(bits &- (exponent &<< 23), to: SIMD8<Float>.self)
    let t = (mantissa - 1) / (mantissa + 1)
    let t2 = t * t
    // 2/ln 2 · (1, 1/3, 1/5, 1/7, 1/9) with 2/ln 2 = 2.885390081777927.
    var p = t2 * 0.320_598_9 + 0.412_198_57
    p = p * t2 + 0.577_078_04
    p = p * t2 + 0.961_796_7
    p = p * t2 + 2.885_390_1
    return exactFloat(exponent) + p * t
  }

  /// Lanes of `a` where `mask` is set, of `b` elsewhere, by bitwise selection.
  ///
  /// The standard library's `replacing(with:where:)` may loop over lanes; this is three
  /// instructions. `SIMDMask<SIMD8<Int32>>` stores each lane as all ones or all zeros in a
  /// `SIMD8<Int32>`, so the bit cast is exact.
  @inlinable
  static func select(
    _ mask: SIMDMask<SIMD8<Int32>>, _ a: SIMD8<Float>, _ b: SIMD8<Float>
  ) -> SIMD8<Float> {
    let m = unsafeBitCast(mask, to: SIMD8<UInt32>.self)
    let x = unsafeBitCast(a, to: SIMD8<UInt32>.self)
    let y = unsafeBitCast(b, to: SIMD8<UInt32>.self)
    return unsafeBitCast((x & m) | (y & ~m), to: SIMD8<Float>.self)
  }

  /// Converts small integers (|n| < 2²²) to floats exactly with integer and float adds only.
  @inlinable
  static func exactFloat(_ n: SIMD8<Int32>) -> SIMD8<Float> {
    // 0x4B400000 is 1.5 × 2²³ = 12582912 in binary32 (see exp2).
    unsafeBitCast(n &+ 0x4B40_0000, to: SIMD8<Float>.self) - 12_582_912
  }

  /// `|x|` lane by lane, by clearing the sign bit.
  @inlinable
  static func magnitude(_ x: SIMD8<Float>) -> SIMD8<Float> {
    unsafeBitCast(unsafeBitCast(x, to: SIMD8<UInt32>.self) & 0x7FFF_FFFF, to: SIMD8<Float>.self)
  }
}
