/// Undoes PNG scanline filters (PNG Third Edition §9.2–9.4) in place, for rows of whole bytes
/// per pixel, and widens 8-bit RGB rows to RGBA.
///
/// The raw-buffer code of the plain decoder lives here: buffer subscripts are bounds-checked in
/// debug builds and unchecked in release builds, where every index below stays inside the
/// counts the caller passes (checked by the `precondition`s, once per row).
enum PNGRowFilter {
  /// Reverses the filter `type` on `row`, given the unfiltered `previous` row (all zero above
  /// the first row, as §9.2 asks) and `pixelBytes` bytes a pixel; false for an unknown type.
  ///
  /// Paeth (§9.4) picks the neighbour closest to a + b − c, ties in the order a, b, c.
  static func unfilter(
    _ row: UnsafeMutableBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>, type: UInt8,
    pixelBytes: Int
  ) -> Bool {
    precondition(previous.count >= row.count && pixelBytes >= 1)
    let count = row.count
    let head = min(pixelBytes, count)
    switch type {
    case 0:
      return true
    case 1:
      for i in pixelBytes..<max(pixelBytes, count) { row[i] &+= row[i - pixelBytes] }
    case 2:
      up(row, previous: previous)
    case 3:
      for i in 0..<head { row[i] &+= previous[i] >> 1 }
      for i in head..<count {
        row[i] &+= UInt8(
          truncatingIfNeeded: (UInt16(row[i - pixelBytes]) + UInt16(previous[i])) >> 1)
      }
    case 4:
      // Each width its own call with a constant, so the inlined loop holds no test of it.
      switch pixelBytes {
      case 3: paethInLanes(row, previous: previous, pixelBytes: 3)
      case 4: paethInLanes(row, previous: previous, pixelBytes: 4)
      default: paeth(row, previous: previous, pixelBytes: pixelBytes)
      }
    default:
      return false
    }
    return true
  }

  /// Up (§9.3): adds the byte above, sixteen bytes at a time (a row and the row above lie in
  /// one buffer, so the compiler did not vectorise the plain loop).
  private static func up(
    _ row: UnsafeMutableBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>
  ) {
    let count = row.count
    var i = 0
    if let target = UnsafeMutableRawPointer(row.baseAddress),
      let above = UnsafeRawPointer(previous.baseAddress)
    {
      while i + 16 <= count {
        let sum =
          target.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
          &+ above.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
        target.storeBytes(of: sum, toByteOffset: i, as: SIMD16<UInt8>.self)
        i += 16
      }
    }
    while i < count {
      row[i] &+= previous[i]
      i += 1
    }
  }

  /// Paeth (§9.4) on a row of whole pixels of `pixelBytes` bytes, written as the standard gives
  /// it: p = a + b − c, and the neighbour closest to p, ties in the order a, b, c. The plain
  /// form that tests hold ``paethInLanes(_:previous:pixelBytes:)`` to.
  static func paeth(
    _ row: UnsafeMutableBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>,
    pixelBytes: Int
  ) {
    for k in 0..<row.count {
      let a = k >= pixelBytes ? Int(row[k - pixelBytes]) : 0
      let b = Int(previous[k])
      let c = k >= pixelBytes ? Int(previous[k - pixelBytes]) : 0
      let p = a + b - c
      let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
      let predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
      row[k] &+= UInt8(truncatingIfNeeded: predictor)
    }
  }

  /// ``paeth(_:previous:pixelBytes:)`` for 3 or 4 bytes a pixel, the channels of a pixel
  /// computed side by side in the 16-bit lanes of one vector (``predictor(_:_:_:)``; the lanes
  /// past the pixel's bytes hold zeros): the dependency chain from one pixel to the next is
  /// then one chain of vector operations instead of one per channel. Left of the first pixel
  /// a = c = 0, which makes the predictor b there.
  @inline(__always)
  private static func paethInLanes(
    _ row: UnsafeMutableBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>,
    pixelBytes: Int
  ) {
    precondition((pixelBytes == 3 || pixelBytes == 4) && row.count % pixelBytes == 0)
    let hasFourth = pixelBytes == 4
    var a = SIMD8<Int16>()
    var c = SIMD8<Int16>()
    for i in stride(from: 0, to: row.count, by: pixelBytes) {
      let b = SIMD8<Int16>(
        Int16(previous[i]), Int16(previous[i + 1]), Int16(previous[i + 2]),
        hasFourth ? Int16(previous[i + 3]) : 0, 0, 0, 0, 0)
      let x = SIMD8<Int16>(
        Int16(row[i]), Int16(row[i + 1]), Int16(row[i + 2]), hasFourth ? Int16(row[i + 3]) : 0,
        0, 0, 0, 0)
      a = (x &+ predictor(a, b, c)) & 0xFF
      row[i] = UInt8(truncatingIfNeeded: a[0])
      row[i + 1] = UInt8(truncatingIfNeeded: a[1])
      row[i + 2] = UInt8(truncatingIfNeeded: a[2])
      if hasFourth { row[i + 3] = UInt8(truncatingIfNeeded: a[3]) }
      c = b
    }
  }

  /// The Paeth predictor of left `a`, up `b` and upper-left `c`, lane by lane (0–255 in each),
  /// chosen without branches (photographs make the choice unpredictable): the neighbour
  /// closest to p = a + b − c, ties in the order a, b, c. With d = a − c and e = b − c,
  /// |p − a| = |e|, |p − b| = |d| and |p − c| = |d + e|; each magnitude is the larger of a
  /// value and its negation (one instruction on 16-bit lanes), and the terms that do not
  /// depend on a, the previous pixel's result, are formed beside the chain that does.
  @inline(__always)
  private static func predictor(
    _ a: SIMD8<Int16>, _ b: SIMD8<Int16>, _ c: SIMD8<Int16>
  ) -> SIMD8<Int16> {
    let e = b &- c
    let pa = pointwiseMax(e, 0 &- e)
    let d = a &- c
    let pb = pointwiseMax(d, c &- a)
    let pc = pointwiseMax(d &+ e, (c &- a) &- e)
    let bc = b.replacing(with: c, where: pc .< pb)
    return bc.replacing(with: a, where: .!((pa .> pb) .| (pa .> pc)))
  }

  /// Copies the RGB pixels of `row` into `rgba`, four bytes a pixel with alpha 255: four pixels
  /// at a time by one byte shuffle while sixteen bytes remain to be read; then each pixel but
  /// the last read as four bytes (its own three and the next pixel's red) and written as one
  /// 32-bit word with the fourth byte replaced.
  static func widen(
    _ row: UnsafeBufferPointer<UInt8>, into rgba: UnsafeMutableBufferPointer<UInt8>
  ) {
    let pixels = row.count / 3
    precondition(rgba.count >= pixels * 4)
    guard pixels > 0, let source = UnsafeRawPointer(row.baseAddress),
      let target = UnsafeMutableRawPointer(rgba.baseAddress)
    else { return }
    // Four pixels at a time while sixteen bytes can be read (their twelve and four beyond),
    // rearranged in one shuffle; the rest a pixel at a time.
    var x = 0
    while 3 * x + 16 <= row.count {
      let v = source.loadUnaligned(fromByteOffset: 3 * x, as: SIMD16<UInt8>.self)
      let rgba = SIMD16<UInt8>(
        v[0], v[1], v[2], 255, v[3], v[4], v[5], 255, v[6], v[7], v[8], 255, v[9], v[10], v[11],
        255)
      target.storeBytes(of: rgba, toByteOffset: 4 * x, as: SIMD16<UInt8>.self)
      x += 4
    }
    while x < pixels - 1 {
      let word = UInt32(littleEndian: source.loadUnaligned(fromByteOffset: 3 * x, as: UInt32.self))
      target.storeBytes(
        of: (word | 0xFF00_0000).littleEndian, toByteOffset: 4 * x, as: UInt32.self)
      x += 1
    }
    let last = pixels - 1
    rgba[4 * last] = row[3 * last]
    rgba[4 * last + 1] = row[3 * last + 1]
    rgba[4 * last + 2] = row[3 * last + 2]
    rgba[4 * last + 3] = 255
  }
}
