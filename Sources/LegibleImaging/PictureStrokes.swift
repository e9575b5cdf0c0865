/// The flat areas inside picture rectangles, found pixel by pixel: the candidates for the strokes
/// of text drawn over a picture (rule `solid-stroke`).
///
/// The row pass counts a run as flat only from about 2 pt on, so the stems of body text at 2x,
/// two pixels of the text colour between anti-aliased edges, are ink to it, and a caption over a
/// photograph kept only its horizontal bars. Here each pixel of a picture joins its neighbours to
/// the right and below when no channel steps by more than ``BackgroundRuns/stepTolerance``: a
/// stroke's fully covered pixels form one area however thin it is, and the blended pixels of its
/// edge part it from the picture around.
struct PictureStrokes: Sendable {
  /// One flat area: its pixels are 4-connected, each within the step tolerance of its neighbour.
  struct Area: Sendable, Equatable {
    /// Bounding box, in image pixels.
    var box: PixelRect
    /// Pixel count.
    var pixels: Int
    /// Colour of its first pixel in reading order.
    var color: UInt32
    /// Ends of its runs along rows, two a run, not counting ends on the picture's edge.
    var ends: Int
    /// Those run ends whose outside neighbour begins a flat stretch of another colour at once
    /// (two or more pixels of one area): drawn on whole pixels, with no blended pixel between.
    var hardEnds: Int
    /// Whether it reaches the edge of its picture rectangle (and may go on outside it).
    var touchesEdge: Bool
  }

  /// The picture rectangles searched, which do not overlap.
  let pictures: [PixelRect]
  /// Per picture, row by row, the index in ``areas`` of each pixel's area (−1 for an area not
  /// kept).
  private let labels: [[Int32]]
  /// The flat areas kept.
  let areas: [Area]

  /// No pictures.
  init() {
    pictures = []
    labels = []
    areas = []
  }

  /// Finds the flat areas of `image` inside `pictures`, and keeps those at least `minimumHeight`
  /// pixels tall that `keeping` accepts.
  init(
    image: ScanImage, pictures: [PixelRect], minimumHeight: Int = 1, keeping: (Area) -> Bool
  ) {
    self.pictures = pictures
    var labels: [[Int32]] = []
    var areas: [Area] = []
    for picture in pictures {
      let (label, found) = Self.label(
        picture, in: image, firstIndex: areas.count, minimumHeight: minimumHeight,
        keeping: keeping)
      labels.append(label)
      areas += found
    }
    self.labels = labels
    self.areas = areas
  }

  /// The index in ``areas`` of the area holding pixel `(x, y)`, or `nil` outside the pictures
  /// and in areas not kept.
  func area(atX x: Int, y: Int) -> Int? {
    for (p, picture) in pictures.enumerated() where picture.contains(x: x, y: y) {
      let label = labels[p][(y - picture.y) * picture.width + x - picture.x]
      return label < 0 ? nil : Int(label)
    }
    return nil
  }

  /// The most common colour of area `r` and the share of its pixels that have it exactly.
  func dominantColor(of r: Int, in image: ScanImage) -> (color: UInt32, share: Double) {
    let box = areas[r].box
    var counts: [UInt32: Int] = [:]
    for y in box.y..<box.maxY {
      for x in box.x..<box.maxX where area(atX: x, y: y) == r {
        counts[image.rgb(x, y), default: 0] += 1
      }
    }
    // Ties go to the smaller colour, so the result does not depend on the dictionary's order.
    let top = counts.max { ($0.value, $1.key) < ($1.value, $0.key) }
    return (top?.key ?? areas[r].color, Double(top?.value ?? 0) / Double(max(1, areas[r].pixels)))
  }

  /// Whether two packed colours differ by at most the step tolerance on every channel (byte-wise
  /// distance less the tolerance is zero; the fourth bytes are zero in both).
  @inline(__always)
  static func joins(_ a: UInt32, _ b: UInt32) -> Bool {
    let limit = SIMD4<UInt8>(repeating: UInt8(BackgroundRuns.stepTolerance))
    let distance = BackgroundRuns.distance(
      unsafeBitCast(a, to: SIMD4<UInt8>.self), unsafeBitCast(b, to: SIMD4<UInt8>.self))
    return unsafeBitCast(BackgroundRuns.saturatingSub(distance, limit), to: UInt32.self) == 0
  }

  /// The areas of one picture rectangle at least `minimumHeight` tall that `keeping` accepts,
  /// numbered from `firstIndex`, and each pixel's area.
  static func label(
    _ rect: PixelRect, in image: ScanImage, firstIndex: Int, minimumHeight: Int,
    keeping: (Area) -> Bool
  ) -> (
    labels: [Int32], areas: [Area]
  ) {
    let w = rect.width
    let h = rect.height
    guard w > 0, h > 0 else { return ([], []) }
    // Union by index: an area's root is its first pixel in reading order, and every other
    // pixel's parent comes before it.
    var labels = [Int32](repeating: 0, count: w * h)
    // Row by row, each run of joined pixels points at its first pixel, and a run is united with
    // the run above wherever a pixel joins the one over it (once per run above).
    var above = [UInt32](repeating: 0, count: w)
    labels.withUnsafeMutableBufferPointer { parent in
      let parent = parent.baseAddress!
      image.bytes.withUnsafeBytes { bytes in
        for y in 0..<h {
          let row = y * w
          let offset = ((rect.y + y) * image.width + rect.x) * 4
          var start = row
          var left: UInt32 = 0
          var unitedAbove = -1
          for x in 0..<w {
            let i = row + x
            let c = bytes.loadUnaligned(fromByteOffset: offset + 4 * x, as: UInt32.self) & 0xFF_FFFF
            if x == 0 || !joins(c, left) {
              start = i
              unitedAbove = -1
            }
            parent[i] = Int32(truncatingIfNeeded: start)
            if y > 0 && joins(c, above[x]) {
              let run = Int(parent[i - w])
              if run != unitedAbove {
                UnionFind.unite(start, run, in: parent)
                unitedAbove = run
              }
            }
            above[x] = c
            left = c
          }
        }
      }
    }
    // Parents into dense labels, in place: a pixel's parent was labelled before it, and shares
    // its label.
    var first: [Int] = []
    labels.withUnsafeMutableBufferPointer { labels in
      for i in labels.indices {
        let p = Int(labels[i])
        if p == i {
          labels[i] = Int32(truncatingIfNeeded: first.count)
          first.append(i)
        } else {
          labels[i] = labels[p]
        }
      }
    }
    let n = first.count
    var x0 = [Int32](repeating: Int32.max, count: n)
    var y0 = [Int32](repeating: Int32.max, count: n)
    var x1 = [Int32](repeating: -1, count: n)
    var y1 = [Int32](repeating: -1, count: n)
    var pixels = [Int32](repeating: 0, count: n)
    var ends = [Int32](repeating: 0, count: n)
    var hardEnds = [Int32](repeating: 0, count: n)
    // Run by run along each row (a run: pixels of one area side by side).
    labels.withUnsafeBufferPointer { labels in
      for y in 0..<h {
        let row = labels.baseAddress! + y * w
        var start = 0
        while start < w {
          let label = row[start]
          var end = start + 1
          while end < w && row[end] == label { end += 1 }
          let a = Int(label)
          pixels[a] += Int32(end - start)
          x0[a] = min(x0[a], Int32(start))
          x1[a] = max(x1[a], Int32(end - 1))
          y0[a] = min(y0[a], Int32(y))
          y1[a] = Int32(y)
          // Each end inside the picture; hard when the two pixels beyond it are one area.
          if start > 0 {
            ends[a] += 1
            if start > 1 && row[start - 1] == row[start - 2] { hardEnds[a] += 1 }
          }
          if end < w {
            ends[a] += 1
            if end < w - 1 && row[end] == row[end + 1] { hardEnds[a] += 1 }
          }
          start = end
        }
      }
    }
    var areas: [Area] = []
    var kept = [Int32](repeating: -1, count: n)
    for a in 0..<n where y1[a] - y0[a] + 1 >= minimumHeight {
      let (left, top, right, bottom) = (Int(x0[a]), Int(y0[a]), Int(x1[a]), Int(y1[a]))
      let box = PixelRect(
        x: rect.x + left, y: rect.y + top, width: right - left + 1, height: bottom - top + 1)
      let edge = left == 0 || top == 0 || right == w - 1 || bottom == h - 1
      let color = image.rgb(rect.x + first[a] % w, rect.y + first[a] / w)
      let area = Area(
        box: box, pixels: Int(pixels[a]), color: color, ends: Int(ends[a]),
        hardEnds: Int(hardEnds[a]), touchesEdge: edge)
      guard keeping(area) else { continue }
      kept[a] = Int32(truncatingIfNeeded: firstIndex + areas.count)
      areas.append(area)
    }
    for i in labels.indices { labels[i] = kept[Int(labels[i])] }
    return (labels, areas)
  }
}
