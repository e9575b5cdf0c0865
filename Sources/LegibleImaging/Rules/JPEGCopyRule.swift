/// Rule `jpeg-copy`: a screenshot that went through a JPEG is told by its 8×8 blocks, and its
/// compression noise is then flattened before the scan (``CompressionNoise``), as with
/// `--compressed`.
///
/// A JPEG codes each 8×8 block of pixels, counted from the image's top left, on its own. A
/// block of flat colour comes back flat, while a block that holds an edge comes back with
/// noise up to its own sides. So beside a flat block, a JPEG copy's neighbouring blocks are
/// noisy right up to the shared side: their pixels there are a few levels (1 to
/// ``noiseLevels``) off the flat block's colour. An exact screenshot's flat colour runs on up
/// to the edge itself, and anti-aliased pixels are few; its gradients and dithered materials
/// are noisy too, but nowhere in step with the 8-pixel grid. The rule counts the pixels along
/// the sides that flat blocks share with blocks that are not flat, on the JPEG grid and on a
/// grid shifted by 4 pixels: a JPEG copy's share of noisy pixels on its grid is at least
/// ``leastNoisyShare`` and exceeds the shifted grid's by ``leastGridExcess``.
///
/// Measured on 276 exact screenshots (the corpus with its rule crops and sets 13–26, Chromium
/// renderings with photographs, gradients and materials): shares on the JPEG grid up to 0.095
/// (a page of gradients) and at most 0.028 above the shifted grid's. Sets 20–25's 66 screens
/// saved by Pillow (4:2:0) at quality 85, 92 and 95: shares of 0.21 and more, at least 0.15
/// above the shifted grid's, all told; at quality 98, 65 of 66 told (the other's share 0.136);
/// at quality 100 the noise is a level or two and seldom reaches a block's side: 3 of 66.
enum JPEGCopyRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "jpeg-copy"
  /// Side of a JPEG block, in pixels (ITU-T T.81, the DCT's 8×8 blocks).
  static let block = 8
  /// Most levels, on any channel, by which a noisy pixel beside a flat block differs from its
  /// colour: 6 (a JPEG's noise at quality 85 and above, beside the block's edge; a stroke's
  /// anti-aliased pixels are mostly further off).
  static let noiseLevels = 6
  /// Least share of noisy pixels along flat blocks' sides on the JPEG grid: 0.15 (exact
  /// screenshots measured up to 0.095, JPEG copies from 0.21).
  static let leastNoisyShare = 0.15
  /// Least excess of that share over the grid shifted by 4 pixels: 0.08 (exact screenshots
  /// measured up to 0.028, JPEG copies from 0.15).
  static let leastGridExcess = 0.08
  /// Fewest pixels along flat blocks' sides for a verdict: 512 (64 block sides; a screenshot
  /// with less flat colour than that beside its edges is read as exact).
  static let leastSidePixels = 512

  /// Pixels along the sides that flat blocks share with blocks that are not flat, and how many
  /// of them are noisy.
  struct Sides: Sendable, Hashable {
    /// Pixels counted.
    var pixels = 0
    /// Of those, pixels 1 to ``noiseLevels`` levels off the flat block's colour.
    var noisy = 0
    /// ``noisy`` as a share of ``pixels``.
    var share: Double { pixels == 0 ? 0 : Double(noisy) / Double(pixels) }
  }

  /// Whether `image` is a JPEG copy (see ``JPEGCopyRule``).
  static func isJPEGCopy(_ image: ScanImage) -> Bool {
    let grid = sides(image, offset: 0, settlingBelow: leastNoisyShare / 2)
    guard grid.pixels >= leastSidePixels, grid.share >= leastNoisyShare else { return false }
    return grid.share - sides(image, offset: block / 2).share >= leastGridExcess
  }

  /// Pixels along flat blocks' sides that settle a verdict early: 8192 (a thousand block
  /// sides). When that many hold under half ``leastNoisyShare``, the screenshot is exact and the
  /// rest of it is not read (on the phone benchmark screen, 46 of its 316 block rows are).
  static let settlingPixels = 8192

  /// The sides flat blocks share with blocks that are not flat, on the grid of ``block``-pixel
  /// blocks whose first block starts `offset` pixels from the top and the left, read top down;
  /// with `settlingBelow`, only until ``settlingPixels`` pixels hold a smaller share of noise.
  static func sides(_ image: ScanImage, offset: Int, settlingBelow: Double? = nil) -> Sides {
    let columns = max(0, (image.width - offset) / block)
    let rows = max(0, (image.height - offset) / block)
    // Each block's colour when it is flat, or nil, along block row `row` (none past the last).
    func blockRow(_ row: Int) -> [UInt32?] {
      row < rows ? flatColors(image, x: offset, y: offset + row * block, count: columns) : []
    }
    var sides = Sides()
    // The `block` pixels from `(x, y)` on, a step of `(dx, dy)` apart, against `color`.
    func count(_ color: UInt32, x: Int, y: Int, dx: Int, dy: Int) {
      for i in 0..<block {
        let d = PackedColor.distance(image.rgb(x + i * dx, y + i * dy), color)
        if d >= 1 && d <= noiseLevels { sides.noisy += 1 }
      }
      sides.pixels += block
    }
    // The block rows above, at and below `by`.
    var (above, current, below) = ([UInt32?](), blockRow(0), blockRow(1))
    for by in 0..<rows {
      for bx in 0..<columns {
        guard let color = current[bx] else { continue }
        let (x0, y0) = (offset + bx * block, offset + by * block)
        if bx > 0 && current[bx - 1] == nil {
          count(color, x: x0 - 1, y: y0, dx: 0, dy: 1)
        }
        if bx + 1 < columns && current[bx + 1] == nil {
          count(color, x: x0 + block, y: y0, dx: 0, dy: 1)
        }
        if by > 0 && above[bx] == nil {
          count(color, x: x0, y: y0 - 1, dx: 1, dy: 0)
        }
        if by + 1 < rows && below[bx] == nil {
          count(color, x: x0, y: y0 + block, dx: 1, dy: 0)
        }
      }
      if let settlingBelow, sides.pixels >= settlingPixels, sides.share < settlingBelow { break }
      (above, current, below) = (current, below, blockRow(by + 2))
    }
    return sides
  }

  /// The colours of `count` ``block``-pixel blocks side by side from `(x, y)`, each when all its
  /// pixels are that colour, else `nil`: ``flatColor(_:x:y:)`` for each, two pixels compared
  /// at once. (Every block of the phone benchmark screen read the plain way took 62 M
  /// instructions, this way 14 M.)
  static func flatColors(_ image: ScanImage, x: Int, y: Int, count: Int) -> [UInt32?] {
    precondition(x >= 0 && y >= 0 && x + count * block <= image.width && y + block <= image.height)
    let stride = image.width * 4
    return image.bytes.withUnsafeBytes { raw in
      (0..<count).map { n -> UInt32? in
        let first = (y * image.width + x + n * block) * 4
        // The first pixel twice over (alpha included: a scan's image is opaque).
        let pixel = UInt64(raw.loadUnaligned(fromByteOffset: first, as: UInt32.self))
        let two = pixel | pixel << 32
        for row in 0..<block {
          let at = first + row * stride
          for pair in 0..<block / 2
          where raw.loadUnaligned(fromByteOffset: at + pair * 8, as: UInt64.self) != two {
            return nil
          }
        }
        return UInt32(truncatingIfNeeded: pixel) & 0xFF_FFFF
      }
    }
  }

  /// The colour of the ``block``-pixel block at `(x, y)` when all its pixels are that colour.
  static func flatColor(_ image: ScanImage, x: Int, y: Int) -> UInt32? {
    let bytes = image.bytes
    let first = (y * image.width + x) * 4
    let (r, g, b) = (bytes[first], bytes[first + 1], bytes[first + 2])
    for row in y..<y + block {
      var i = (row * image.width + x) * 4
      for _ in 0..<block {
        guard bytes[i] == r && bytes[i + 1] == g && bytes[i + 2] == b else { return nil }
        i += 4
      }
    }
    return image.rgb(x, y)
  }
}
