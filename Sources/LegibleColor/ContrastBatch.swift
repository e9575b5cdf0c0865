/// WCAG ratios and APCA Lc for many foreground/background pairs at once, over SIMD lanes.
///
/// Pairs are 8-bit opaque sRGB (``RGB8``); the foreground is the text for APCA. Results agree
/// with the `Double` reference (``WCAG2``, ``APCA``) to 1e-5 in ratio and 1e-3 in Lc, and pairs
/// near APCA's low-contrast clip are decided in `Double`, so a verdict never differs between the
/// two paths at that discontinuity.
public enum ContrastBatch {
  /// Measures `foregrounds[i]` on `backgrounds[i]` for every `i`.
  ///
  /// - Precondition: both arrays have the same count.
  /// - Returns: the WCAG ratios and signed APCA Lc values, in input order.
  public static func measure(foregrounds: [RGB8], backgrounds: [RGB8])
    -> (wcagRatios: [Float], apcaLc: [Float])
  {
    precondition(foregrounds.count == backgrounds.count, "one background per foreground")
    var ratios = [Float](repeating: 0, count: foregrounds.count)
    var lc = [Float](repeating: 0, count: foregrounds.count)
    foregrounds.withUnsafeBufferPointer { fg in
      backgrounds.withUnsafeBufferPointer { bg in
        ratios.withUnsafeMutableBufferPointer { r in
          lc.withUnsafeMutableBufferPointer { l in
            measure(foregrounds: fg, backgrounds: bg, wcagRatios: r, apcaLc: l)
          }
        }
      }
    }
    return (ratios, lc)
  }

  /// Measures pairs from buffers into caller-owned output buffers (no allocation).
  ///
  /// - Precondition: all four buffers have the same count.
  @inlinable
  public static func measure(
    foregrounds: UnsafeBufferPointer<RGB8>, backgrounds: UnsafeBufferPointer<RGB8>,
    wcagRatios: UnsafeMutableBufferPointer<Float>, apcaLc: UnsafeMutableBufferPointer<Float>
  ) {
    let count = foregrounds.count
    precondition(
      backgrounds.count == count && wcagRatios.count == count && apcaLc.count == count,
      "buffers of equal length")
    ContrastKernel.channelTerms.withUnsafeBufferPointer { terms in
      // Gathered luminances go through a small scratch block and are then loaded as vectors:
      // setting SIMD lanes one by one compiles to far slower code.
      withUnsafeTemporaryAllocation(of: SIMD8<Float>.self, capacity: 4) { scratch in
        let lanes = UnsafeMutableRawPointer(scratch.baseAddress!)
          .assumingMemoryBound(to: Float.self)
        let ratioOut = UnsafeMutableRawPointer(wcagRatios.baseAddress)
        let lcOut = UnsafeMutableRawPointer(apcaLc.baseAddress)
        var start = 0
        while start + 8 <= count {
          for lane in 0..<8 {
            // Indices are < 768 by construction: channel × 256 + an 8-bit value.
            let f = foregrounds[start + lane]
            let t = terms[Int(f.red)] + terms[256 + Int(f.green)] + terms[512 + Int(f.blue)]
            let b = backgrounds[start + lane]
            let u = terms[Int(b.red)] + terms[256 + Int(b.green)] + terms[512 + Int(b.blue)]
            lanes[lane] = t.x
            lanes[8 + lane] = t.y
            lanes[16 + lane] = u.x
            lanes[24 + lane] = u.y
          }
          let textY = ContrastKernel.softClamped(scratch[1])
          let backgroundY = ContrastKernel.softClamped(scratch[3])
          let result = ContrastKernel.evaluate(
            textL: scratch[0], backgroundL: scratch[2], textY: textY, backgroundY: backgroundY,
            textLog: FastMath.log2(textY), backgroundLog: FastMath.log2(backgroundY))
          // The output buffers hold `count` floats and start + 8 <= count; unaligned stores.
          ratioOut?.storeBytes(
            of: result.ratio, toByteOffset: start * 4, as: SIMD8<Float>.self)
          lcOut?.storeBytes(of: result.lc, toByteOffset: start * 4, as: SIMD8<Float>.self)
          if any(result.inexact) {
            for lane in 0..<8 where result.inexact[lane] {
              apcaLc[start + lane] = exactLc(foregrounds[start + lane], backgrounds[start + lane])
            }
          }
          start += 8
        }
        for index in start..<count {
          let text = foregrounds[index].srgb
          let background = backgrounds[index].srgb
          wcagRatios[index] = Float(WCAG2.contrastRatio(between: text, and: background))
          apcaLc[index] = Float(APCA.lightnessContrast(text: text, background: background))
        }
      }
    }
  }
  /// Lc in `Double`, for pairs the `Float` kernel flags as near a discontinuity.
  @usableFromInline
  static func exactLc(_ text: RGB8, _ background: RGB8) -> Float {
    Float(APCA.lightnessContrast(text: text.srgb, background: background.srgb))
  }
}
