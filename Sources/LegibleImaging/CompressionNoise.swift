/// Flattens the noise that lossy compression leaves on flat colours, for screenshots that went
/// through a JPEG (``ScanOptions/isCompressed``, or told by their blocks: ``JPEGCopyRule``).
///
/// A JPEG rebuilds each 8×8 block from rounded frequencies, so the flat background beside a
/// letter comes back a few levels off its colour, unevenly, as far as the block's edge. The
/// scan cuts rows into runs of one smooth colour; on such a background the runs break between
/// letters, and the letters of a word join into one blob or are lost. Here, in each tile of
/// ``tileSize`` pixels, the pixels within ``tolerance`` of its commonest colour (the commonest
/// exact colour in the commonest bin of ``binShift``) are set to that colour when they are at
/// least ``leastShare`` of the tile. Strokes further from their background keep their pixels,
/// so text is still measured from its own ink. (Flattening a second colour per tile, the ink of
/// bold text where it outnumbers the background, found fewer failing elements on JPEG copies of
/// set 9: 0.90 against 0.92 at quality 95, both with the bin's mean colour.)
enum CompressionNoise {
  /// Side of a tile, in pixels: 16, one JPEG macroblock (four 8×8 luma blocks and, with the
  /// usual 4:2:0 subsampling, one 8×8 block of each chroma channel covering the same pixels).
  static let tileSize = 16
  /// Largest difference on any channel between a pixel and its tile's commonest colour that is
  /// taken as noise: 16 levels (measured on set 9's 14 screens saved as JPEG and read back:
  /// failing elements found with tolerances 6, 10 and 16 at quality 95: 0.86, 0.91 and 0.92;
  /// at quality 85, 10 and 16: 0.79 and 0.83; without flattening 0.71 and 0.61; all with the
  /// bin's mean colour, which the commonest exact colour, kept, lifts to 0.95 and 0.83). Text
  /// within 16 levels of its background is 1.15:1 or less against white.
  static let tolerance = 16
  /// Smallest share of a tile's pixels within ``tolerance`` of its commonest colour for the tile
  /// to be read as a flat colour with marks on it: 0.3 (a tile of a photograph has no colour
  /// that common and is left as it is).
  static let leastShare = 0.3
  /// Width of the bins the commonest colour is counted in, as a shift on each channel: 2, bins
  /// of 4 levels, wider than the noise of a JPEG's flat blocks at quality 85 and above.
  static let binShift: UInt32 = 2
  /// The least coverage assumed for the most covered pixel of a thin stroke on a JPEG copy,
  /// where ``ScanJudgement/thinStrokeCoverage`` (0.5) is assumed on exact screenshots: 0.9. A
  /// JPEG's noise leaves no plateau of one colour in a stroke, however wide, so its ratio is
  /// a lower bound, but a loose one: its strokes keep their colour to within the noise, and
  /// the ringing overshoots it. (Measured on sets 20–25's 66 screens saved at quality 92: the
  /// labelled ratio over the measured one of 684 such findings, median 0.94, 99th percentile
  /// 1.09. With 0.9 against 0.5, `fail` precision rose from 0.82 to 0.92 at quality 85 and from
  /// 0.90 to 0.93 at 92, and reviews fell from 33 % and 27 % of findings to 17 % and 13 %;
  /// checked on sets 13–19 and 26 saved at quality 88: 0.83 to 0.93, reviews 31 % to 15 %.)
  static let strokeCoverage = 0.9

  /// Smallest scale at which picture content is read from the screenshot as it is, not from
  /// its flattened copy: 1.5. Flattening turns the smooth parts of a photograph into flat
  /// colour with marks on it, which read as text; read as they are, they are picture. At 1x a
  /// JPEG's 8×8 blocks are as large as the text, and their noise makes flat interface read as
  /// picture. (Measured on sets 20–25's 66 screens saved as JPEG at quality 85, with
  /// `--compressed`: read unflattened at 2x and 3x, findings on labelled pictures fell from 71
  /// to 47 and from 110 to 46, `fail` precision rose from 0.79 to 0.86 and from 0.77 to 0.83,
  /// and recall fell from 0.81 to 0.80 and from 0.86 to 0.85; at 1x recall fell from 0.71 to
  /// 0.61 for 11 fewer findings on pictures.)
  static let leastUnflattenedPictureScale = 1.5

  /// Whether a screenshot read at `scale` with its noise flattened has its picture content
  /// read from its pixels as they are (see ``leastUnflattenedPictureScale``).
  static func readsPicturesUnflattened(atScale scale: Double) -> Bool {
    scale >= leastUnflattenedPictureScale
  }

  /// `image` with each tile's noise flattened (see ``CompressionNoise``). Pixels that are not
  /// fully opaque are left as they are and not counted.
  static func flattened(_ image: RGBAImage) -> RGBAImage {
    let width = image.width
    var pixels = image.pixels
    // Each pixel's four bytes as one word (red in the low byte), to compare at once.
    var words = [UInt32](repeating: 0, count: width * image.height)
    for p in words.indices {
      let i = p * 4
      words[p] =
        UInt32(pixels[i]) | UInt32(pixels[i + 1]) << 8 | UInt32(pixels[i + 2]) << 16
        | UInt32(pixels[i + 3]) << 24
    }
    // The tile's opaque pixels and their bins; counts per bin, and per colour within a bin.
    var open: [Int] = []
    var keys: [Int] = []
    var binCounts = [UInt16](repeating: 0, count: 1 << (3 * (8 - Int(binShift))))
    var colorCounts = [UInt16](repeating: 0, count: 1 << (3 * Int(binShift)))
    open.reserveCapacity(tileSize * tileSize)
    keys.reserveCapacity(tileSize * tileSize)
    for tileY in stride(from: 0, to: image.height, by: tileSize) {
      for tileX in stride(from: 0, to: width, by: tileSize) {
        let rows = tileY..<min(tileY + tileSize, image.height)
        let columns = tileX..<min(tileX + tileSize, width)
        // Most tiles of a screenshot are one colour: nothing to flatten.
        let first = words[tileY * width + tileX]
        var uniform = true
        scan: for y in rows {
          for x in columns where words[y * width + x] != first {
            uniform = false
            break scan
          }
        }
        if uniform { continue }
        open.removeAll(keepingCapacity: true)
        keys.removeAll(keepingCapacity: true)
        for y in rows {
          for x in columns where words[y * width + x] >> 24 == 255 {
            open.append(y * width + x)
            keys.append(binKey(words[y * width + x]))
          }
        }
        guard let bin = commonest(keys, counts: &binCounts) else { continue }
        // The commonest exact colour in the commonest bin, by its low bits.
        keys.removeAll(keepingCapacity: true)
        for p in open where binKey(words[p]) == bin { keys.append(lowBits(words[p])) }
        guard let low = commonest(keys, counts: &colorCounts),
          let p = open.first(where: { binKey(words[$0]) == bin && lowBits(words[$0]) == low })
        else { continue }
        let color = words[p]
        let near = open.filter { isNear(words[$0], color) }
        guard Double(near.count) >= leastShare * Double(rows.count * columns.count) else {
          continue
        }
        // Tiles do not overlap: `words` is not read here again, only the pixels are written.
        for p in near {
          pixels[p * 4] = UInt8(color & 0xFF)
          pixels[p * 4 + 1] = UInt8(color >> 8 & 0xFF)
          pixels[p * 4 + 2] = UInt8(color >> 16 & 0xFF)
        }
      }
    }
    return RGBAImage(width: width, height: image.height, pixels: pixels)
  }

  /// The bin of a pixel's word (red in the low byte): each colour channel's top bits, without
  /// its low ``binShift``, packed from red up.
  static func binKey(_ word: UInt32) -> Int {
    let bits = 8 - Int(binShift)
    let r = Int(word & 0xFF) >> binShift
    let g = Int(word >> 8 & 0xFF) >> binShift
    let b = Int(word >> 16 & 0xFF) >> binShift
    return r | g << bits | b << (2 * bits)
  }

  /// A colour's place in its bin: each channel's low ``binShift`` bits, packed from red up.
  static func lowBits(_ word: UInt32) -> Int {
    let low = Int(1 << binShift - 1)
    let n = Int(binShift)
    return Int(word) & low | (Int(word >> 8) & low) << n | (Int(word >> 16) & low) << (2 * n)
  }

  /// The key that occurs most often in `keys` (the smallest among equals), or `nil` when there
  /// are none, counted in `counts` (one slot a key, all zero, and left zero).
  static func commonest(_ keys: [Int], counts: inout [UInt16]) -> Int? {
    guard var best = keys.first else { return nil }
    var bestCount: UInt16 = 0
    for key in keys {
      counts[key] += 1
      if counts[key] > bestCount || (counts[key] == bestCount && key < best) {
        (best, bestCount) = (key, counts[key])
      }
    }
    for key in keys { counts[key] = 0 }
    return best
  }

  /// Whether the colour of word `a` lies within ``tolerance`` of word `b`'s on every channel.
  private static func isNear(_ a: UInt32, _ b: UInt32) -> Bool {
    PackedColor.distance(a, b) <= tolerance
  }
}
