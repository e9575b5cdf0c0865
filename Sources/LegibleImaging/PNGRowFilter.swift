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
      switch pixelBytes {
      case 3: paeth3(row, previous: previous)
      case 4: paeth4(row, previous: previous)
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
  /// form that tests hold ``paeth3(_:previous:)`` and ``paeth4(_:previous:)`` to.
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

  /// ``paeth(_:previous:pixelBytes:)`` for 3 bytes a pixel, each channel's left (a) and
  /// upper-left (c) values kept in registers from one pixel to the next: the three channels'
  /// dependency chains then run side by side instead of through memory. Left of the first pixel
  /// a = c = 0, which makes the predictor b there.
  private static func paeth3(
    _ row: UnsafeMutableBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>
  ) {
    precondition(row.count % 3 == 0)
    var (a0, a1, a2, c0, c1, c2) = (0, 0, 0, 0, 0, 0)
    for i in stride(from: 0, to: row.count, by: 3) {
      let (b0, b1, b2) = (Int(previous[i]), Int(previous[i + 1]), Int(previous[i + 2]))
      a0 = (Int(row[i]) &+ predictor(a0, b0, c0)) & 0xFF
      a1 = (Int(row[i + 1]) &+ predictor(a1, b1, c1)) & 0xFF
      a2 = (Int(row[i + 2]) &+ predictor(a2, b2, c2)) & 0xFF
      row[i] = UInt8(truncatingIfNeeded: a0)
      row[i + 1] = UInt8(truncatingIfNeeded: a1)
      row[i + 2] = UInt8(truncatingIfNeeded: a2)
      (c0, c1, c2) = (b0, b1, b2)
    }
  }

  /// ``paeth3(_:previous:)`` for 4 bytes a pixel.
  private static func paeth4(
    _ row: UnsafeMutableBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>
  ) {
    precondition(row.count % 4 == 0)
    var (a0, a1, a2, a3, c0, c1, c2, c3) = (0, 0, 0, 0, 0, 0, 0, 0)
    for i in stride(from: 0, to: row.count, by: 4) {
      let (b0, b1) = (Int(previous[i]), Int(previous[i + 1]))
      let (b2, b3) = (Int(previous[i + 2]), Int(previous[i + 3]))
      a0 = (Int(row[i]) &+ predictor(a0, b0, c0)) & 0xFF
      a1 = (Int(row[i + 1]) &+ predictor(a1, b1, c1)) & 0xFF
      a2 = (Int(row[i + 2]) &+ predictor(a2, b2, c2)) & 0xFF
      a3 = (Int(row[i + 3]) &+ predictor(a3, b3, c3)) & 0xFF
      row[i] = UInt8(truncatingIfNeeded: a0)
      row[i + 1] = UInt8(truncatingIfNeeded: a1)
      row[i + 2] = UInt8(truncatingIfNeeded: a2)
      row[i + 3] = UInt8(truncatingIfNeeded: a3)
      (c0, c1, c2, c3) = (b0, b1, b2, b3)
    }
  }

  /// The Paeth predictor of left `a`, up `b` and upper-left `c` (0–255 each), chosen without
  /// branches (photographs make the choice unpredictable): the neighbour closest to
  /// a + b − c, ties in the order a, b, c.
  @inline(__always)
  private static func predictor(_ a: Int, _ b: Int, _ c: Int) -> Int {
    let pa = magnitude(b &- c)
    let pb = magnitude(a &- c)
    let pc = magnitude(a &+ b &- c &- c)
    // Selection by masks (all ones where the difference is negative), as ternaries compiled to
    // a mispredicted jump: c when pc < pb, else b; then that unless pa is the least.
    let takesC = (pc &- pb) >> (Int.bitWidth - 1)
    let bc = b ^ ((b ^ c) & takesC)
    let passesA = ((pb &- pa) | (pc &- pa)) >> (Int.bitWidth - 1)
    return a ^ ((a ^ bc) & passesA)
  }

  /// |x| without an overflow check (the operands here are within ±510).
  @inline(__always)
  private static func magnitude(_ x: Int) -> Int {
    let sign = x >> (Int.bitWidth - 1)
    return (x ^ sign) &- sign
  }

  /// Copies the RGB pixels of `row` into `rgba`, four bytes a pixel with alpha 255. Each pixel
  /// but the last is read as four bytes (its own three and the next pixel's red) and written as
  /// one 32-bit word with the fourth byte replaced.
  static func widen(
    _ row: UnsafeBufferPointer<UInt8>, into rgba: UnsafeMutableBufferPointer<UInt8>
  ) {
    let pixels = row.count / 3
    precondition(rgba.count >= pixels * 4)
    guard pixels > 0, let source = UnsafeRawPointer(row.baseAddress),
      let target = UnsafeMutableRawPointer(rgba.baseAddress)
    else { return }
    for x in 0..<(pixels - 1) {
      let word = UInt32(littleEndian: source.loadUnaligned(fromByteOffset: 3 * x, as: UInt32.self))
      target.storeBytes(
        of: (word | 0xFF00_0000).littleEndian, toByteOffset: 4 * x, as: UInt32.self)
    }
    let last = pixels - 1
    rgba[4 * last] = row[3 * last]
    rgba[4 * last + 1] = row[3 * last + 1]
    rgba[4 * last + 2] = row[3 * last + 2]
    rgba[4 * last + 3] = 255
  }
}
