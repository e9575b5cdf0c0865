import LegibleColor

/// The opaque pixels a scan reads: the input composited onto the backdrop when any pixel is
/// translucent, otherwise the input bytes as they are.
struct ScanImage: Sendable {
  let width: Int
  let height: Int
  /// `width × height × 4` bytes, every alpha 255 (or ignored).
  let bytes: [UInt8]

  /// The image's bytes as they are; alpha is not looked at (the row pass reports translucency).
  init(uncheckedOpaque image: RGBAImage) {
    width = image.width
    height = image.height
    bytes = image.pixels
  }

  /// The image composited onto `backdrop` wherever a pixel is translucent.
  init(_ image: RGBAImage, backdrop: SRGB) {
    width = image.width
    height = image.height
    // Source-over in gamma-encoded sRGB, as browsers composite (DESIGN.md, compositing).
    let b = backdrop.rgba8
    let back = [Int(b.red), Int(b.green), Int(b.blue)]
    var out = image.pixels
    var i = 0
    while i < out.count {
      let a = Int(out[i + 3])
      if a != 255 {
        for c in 0..<3 {
          out[i + c] = UInt8((Int(out[i + c]) * a + back[c] * (255 - a) + 127) / 255)
        }
        out[i + 3] = 255
      }
      i += 4
    }
    bytes = out
  }

  /// The packed colour at `(x, y)`: red in the low byte, then green, then blue.
  @inline(__always)
  func rgb(_ x: Int, _ y: Int) -> UInt32 {
    let i = (y * width + x) * 4
    return UInt32(bytes[i]) | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2]) << 16
  }

  /// How many stretches of pixels off `background` (by more than
  /// ``FlatRegions/sameSurfaceTolerance``) row `y` holds over the columns `xs`: the strokes a
  /// row crosses, read from the pixels themselves.
  func inkStretches(row y: Int, columns xs: Range<Int>, background: UInt32) -> Int {
    var stretches = 0
    var inInk = false
    for x in xs {
      let ink = PackedColor.distance(rgb(x, y), background) > FlatRegions.sameSurfaceTolerance
      if ink && !inInk { stretches += 1 }
      inInk = ink
    }
    return stretches
  }

  /// Calls `body` with the packed colour of each pixel on the ring `margin` pixels outside
  /// `box` (each once), skipping those outside the image.
  func forEachPixel(around box: PixelRect, margin: Int = 2, _ body: (UInt32) -> Void) {
    forEachPixel(around: box, margin: margin) { _, _, pixel in body(pixel) }
  }

  /// Calls `body` with the column, row and packed colour of each pixel on the ring `margin`
  /// pixels outside `box` (each once), skipping those outside the image.
  func forEachPixel(
    around box: PixelRect, margin: Int = 2, _ body: (_ x: Int, _ y: Int, _ pixel: UInt32) -> Void
  ) {
    let (x0, y0) = (box.x - margin, box.y - margin)
    let (x1, y1) = (box.maxX + margin - 1, box.maxY + margin - 1)
    func visit(_ x: Int, _ y: Int) {
      guard x >= 0, y >= 0, x < width, y < height else { return }
      body(x, y, rgb(x, y))
    }
    for x in x0...x1 {
      visit(x, y0)
      visit(x, y1)
    }
    for y in (y0 + 1)..<y1 {
      visit(x0, y)
      visit(x1, y)
    }
  }
}

/// Helpers on colours packed as `r | g << 8 | b << 16`.
enum PackedColor {
  @inline(__always)
  static func red(_ c: UInt32) -> Int { Int(c & 0xFF) }
  @inline(__always)
  static func green(_ c: UInt32) -> Int { Int((c >> 8) & 0xFF) }
  @inline(__always)
  static func blue(_ c: UInt32) -> Int { Int((c >> 16) & 0xFF) }

  /// The largest difference between corresponding channels (Chebyshev distance in 8-bit RGB).
  @inline(__always)
  static func distance(_ a: UInt32, _ b: UInt32) -> Int {
    let dr = abs(red(a) - red(b))
    let dg = abs(green(a) - green(b))
    let db = abs(blue(a) - blue(b))
    return max(dr, max(dg, db))
  }

  /// The spread between the largest and smallest channel of `c` (0 for a grey).
  static func spread(_ c: UInt32) -> Int {
    max(red(c), green(c), blue(c)) - min(red(c), green(c), blue(c))
  }

  /// WCAG 2.x relative luminance of a packed colour, through a 256-entry table of linear values.
  static func luminance(_ c: UInt32) -> Double {
    WCAG2.redWeight * linear[red(c)] + WCAG2.greenWeight * linear[green(c)]
      + WCAG2.blueWeight * linear[blue(c)]
  }

  /// `SRGBTransfer.linear` of every 8-bit level, built once.
  static let linear: [Double] = (0...255).map { SRGBTransfer.linear(Double($0) / 255) }

  static func srgb(_ c: UInt32) -> SRGB {
    SRGB(red8: UInt8(red(c)), green8: UInt8(green(c)), blue8: UInt8(blue(c)))
  }

  static func pack(r: Int, g: Int, b: Int) -> UInt32 {
    UInt32(max(0, min(255, r))) | UInt32(max(0, min(255, g))) << 8
      | UInt32(max(0, min(255, b))) << 16
  }

  /// The channels of `c` as doubles, as a colour estimate holds them.
  static func channels(_ c: UInt32) -> SIMD3<Double> {
    SIMD3(Double(red(c)), Double(green(c)), Double(blue(c)))
  }

  /// `v` (8-bit channel values, as a colour estimate holds them) rounded and packed.
  static func pack(_ v: SIMD3<Double>) -> UInt32 {
    pack(r: Int(v.x.rounded()), g: Int(v.y.rounded()), b: Int(v.z.rounded()))
  }
}
