/// Contrast between every ordered pair of a set of colours (a palette matrix), with each colour's
/// luminances and APCA powers computed once rather than once per pair.
public struct ContrastMatrix: Sendable {
  /// The colours, in the order given.
  public let colors: [RGB8]
  @usableFromInline let luminance: [Float]
  @usableFromInline let apcaY: [Float]
  @usableFromInline let apcaLog: [Float]

  /// Precomputes per-colour quantities for `colors`.
  public init(colors: [RGB8]) {
    self.colors = colors
    var luminance: [Float] = []
    var apcaY: [Float] = []
    var apcaLog: [Float] = []
    let terms = ContrastKernel.channelTerms
    var index = 0
    while index < colors.count {
      var l = SIMD8<Float>()
      var y = SIMD8<Float>(repeating: 1)
      let lanes = min(8, colors.count - index)
      for lane in 0..<lanes {
        let c = colors[index + lane]
        let t = terms[Int(c.red)] + terms[256 + Int(c.green)] + terms[512 + Int(c.blue)]
        l[lane] = t.x
        y[lane] = t.y
      }
      y = ContrastKernel.softClamped(y)
      let log = FastMath.log2(y)
      for lane in 0..<lanes {
        luminance.append(l[lane])
        apcaY.append(y[lane])
        apcaLog.append(log[lane])
      }
      index += lanes
    }
    self.luminance = luminance
    self.apcaY = apcaY
    self.apcaLog = apcaLog
  }

  /// Measures colour `text` against every colour as background, writing `colors.count` results.
  ///
  /// - Precondition: `text` is a valid index; the buffers hold `colors.count` elements.
  @inlinable
  public func measureRow(
    text: Int, wcagRatios: UnsafeMutableBufferPointer<Float>,
    apcaLc: UnsafeMutableBufferPointer<Float>
  ) {
    let count = colors.count
    precondition(wcagRatios.count == count && apcaLc.count == count, "buffers of one row")
    let textL = SIMD8<Float>(repeating: luminance[text])
    let textY = SIMD8<Float>(repeating: apcaY[text])
    let textLog = SIMD8<Float>(repeating: apcaLog[text])
    luminance.withUnsafeBufferPointer { l in
      apcaY.withUnsafeBufferPointer { y in
        apcaLog.withUnsafeBufferPointer { g in
          var start = 0
          while start + 8 <= count {
            // Contiguous loads: start + 7 < count.
            let result = ContrastKernel.evaluate(
              textL: textL, backgroundL: load(l, at: start),
              textY: textY, backgroundY: load(y, at: start),
              textLog: textLog, backgroundLog: load(g, at: start))
            // start + 8 <= count = the buffers' length; unaligned stores.
            UnsafeMutableRawPointer(wcagRatios.baseAddress!).storeBytes(
              of: result.ratio, toByteOffset: start * 4, as: SIMD8<Float>.self)
            UnsafeMutableRawPointer(apcaLc.baseAddress!).storeBytes(
              of: result.lc, toByteOffset: start * 4, as: SIMD8<Float>.self)
            if any(result.inexact) {
              for lane in 0..<8 where result.inexact[lane] {
                apcaLc[start + lane] = ContrastBatch.exactLc(colors[text], colors[start + lane])
              }
            }
            start += 8
          }
          for index in start..<count {
            let t = colors[text].srgb
            let b = colors[index].srgb
            wcagRatios[index] = Float(WCAG2.contrastRatio(between: t, and: b))
            apcaLc[index] = Float(APCA.lightnessContrast(text: t, background: b))
          }
        }
      }
    }
  }

  /// Every ordered pair, row-major: element `i × count + j` is colour `i` as text on colour `j`.
  public func measureAll() -> (wcagRatios: [Float], apcaLc: [Float]) {
    let count = colors.count
    var ratios = [Float](repeating: 0, count: count * count)
    var lc = [Float](repeating: 0, count: count * count)
    ratios.withUnsafeMutableBufferPointer { r in
      lc.withUnsafeMutableBufferPointer { l in
        for row in 0..<count {
          let range = row * count..<(row + 1) * count
          measureRow(
            text: row, wcagRatios: UnsafeMutableBufferPointer(rebasing: r[range]),
            apcaLc: UnsafeMutableBufferPointer(rebasing: l[range]))
        }
      }
    }
    return (ratios, lc)
  }

  /// Eight floats from `buffer` starting at `index` (`index + 8 <= buffer.count`).
  @inlinable
  func load(_ buffer: UnsafeBufferPointer<Float>, at index: Int) -> SIMD8<Float> {
    UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: SIMD8<Float>.self)
  }
}
