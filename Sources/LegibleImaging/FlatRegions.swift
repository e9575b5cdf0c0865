/// Connected areas of flat background runs, and the decision which of them are really the
/// solid interiors of thick strokes or filled glyphs.
///
/// A stroke wider than the minimum run length holds flat pixels, so the row pass calls its
/// interior "background". Such a region is recognised by three things: it is enclosed (does not
/// touch the image border), it is thin (its mean extent across rows or columns is a stroke width)
/// or icon-sized, and across the ink beside it lies a *different* flat colour (a counter or a
/// container holding text has its own colour across its ink). Regions are decided from the
/// smallest box up, looking across regions already turned to ink, so the inside of a bold letter
/// is found before the badge it sits on is considered.
struct FlatRegions: Sendable {
  /// Per-channel tolerance for joining vertically adjacent runs into one region (an empirical
  /// value: twice the step tolerance, so dithered rows still join).
  static let joinTolerance = 6
  /// Per-channel distance above which two flat colours count as different surfaces (empirical:
  /// about a just-visible step between UI greys; anti-aliasing ramps are far larger).
  static let sameSurfaceTolerance = 12

  /// Region of each segment (`-1` for ink spans).
  var regionOfSegment: [Int32]
  /// Whether each region turned out to be the interior of a stroke or filled glyph.
  var isInterior: [Bool]
  /// The colour of each region (its first run's first pixel).
  var color: [UInt32]
  /// Whether each region touches the image border.
  var touchesBorder: [Bool]
  /// Pixel count of each region.
  var area: [Int]
  /// The box around each region.
  var bounds: [PixelRect]

  private init(
    regionOfSegment: [Int32], isInterior: [Bool], color: [UInt32], touchesBorder: [Bool],
    area: [Int], bounds: [PixelRect]
  ) {
    self.regionOfSegment = regionOfSegment
    self.isInterior = isInterior
    self.color = color
    self.touchesBorder = touchesBorder
    self.area = area
    self.bounds = bounds
  }

  /// Joins, labels and decides the flat runs of `runs`: the result of
  /// ``reference(_:image:maximumStroke:maximumIcon:)``, with joining and labelling over raw
  /// buffers. Joining reads no pixels: the row pass compared each segment's first pixel with
  /// the pixels above and below it (``BackgroundRuns/flags``).
  init(
    _ runs: BackgroundRuns, image: ScanImage, maximumStroke: Double, maximumIcon: Int
  ) {
    let count = runs.count
    let height = image.height
    let width = image.width
    var table = RegionTable(capacity: max(64, count / 32))
    defer { table.deallocate() }
    // One array serves as the union-find parents while joining and then, overwritten in scan
    // order, as the region of each segment (a separate parent array cost its own fill and page
    // faults). Parents use path halving, the smaller index becoming the root (as `UnionFind`):
    // every set's root is its first segment in scan order, and a parent never follows its
    // child.
    let regionOfSegment = [Int32](unsafeUninitializedCapacity: count) { slot, initialized in
      for i in 0..<count { slot[i] = Int32(truncatingIfNeeded: i) }
      initialized = count
      guard count > 0, let parent = slot.baseAddress else { return }
      runs.x0.withUnsafeBufferPointer { x0 in
        runs.flags.withUnsafeBufferPointer { flags in
          runs.rowStart.withUnsafeBufferPointer { rowStart in
            // Unchecked assumption: segments tile rows `0..<height` of the image
            // (BackgroundRuns invariant), so segment indices are in bounds.
            @inline(__always) func isFlat(_ s: Int) -> Bool {
              flags[s] & BackgroundRuns.flatBit != 0
            }
            // End of segment `s` of a row ending at segment `end`: the next one's start.
            @inline(__always) func x1(_ s: Int, _ end: Int) -> Int {
              s &+ 1 < end ? Int(x0[s &+ 1]) : width
            }
            // Join flat runs of consecutive rows that overlap and have nearly the same
            // colour there: at `x = max(a0, b0)`, the first pixel of the run that starts
            // later, compared with the pixel above or below it.
            if height > 1 {
              for y in 1..<height {
                var i = rowStart[y - 1]
                let iEnd = rowStart[y]
                var j = rowStart[y]
                let jEnd = rowStart[y + 1]
                while i < iEnd && j < jEnd {
                  let a0 = Int(x0[i])
                  let a1 = x1(i, iEnd)
                  let b0 = Int(x0[j])
                  let b1 = x1(j, jEnd)
                  if isFlat(i) && isFlat(j) && a0 < b1 && b0 < a1 {
                    let joins =
                      a0 >= b0
                      ? flags[i] & BackgroundRuns.sameBelowBit
                      : flags[j] & BackgroundRuns.sameAboveBit
                    if joins != 0 { UnionFind.unite(i, j, in: parent) }
                  }
                  // Both advance when the ends meet: the next pair would not overlap. No
                  // branch on which ends first, which is as good as random.
                  i &+= a1 <= b1 ? 1 : 0
                  j &+= b1 <= a1 ? 1 : 0
                }
              }
            }
            // Label regions in scan order of their first run, and gather their statistics
            // in the same pass. A segment's parent comes before it in its set, so it is
            // labelled already and its slot holds the label: no search.
            for y in 0..<height {
              let edgeRow = y == 0 || y == height - 1
              let end = rowStart[y + 1]
              for s in rowStart[y]..<end {
                guard isFlat(s) else {
                  parent[s] = -1
                  continue
                }
                let a = Int(x0[s])
                let b = x1(s, end)
                let p = Int(parent[s])
                let r = p == s ? table.add(pixel: y &* width &+ a) : Int(parent[p])
                parent[s] = Int32(truncatingIfNeeded: r)
                table.count(r, a, b, y, touchesBorder: edgeRow || a == 0 || b == width)
              }
            }
          }
        }
      }
    }
    // Each region's colour is its first run's first pixel, read here for all regions in scan
    // order: independent loads that overlap, where reading each while labelling waited for
    // the memory.
    let regionCount = table.regions
    let color = image.bytes.withUnsafeBytes { px in
      (0..<regionCount).map { r in
        px.loadUnaligned(fromByteOffset: table.stats[r].pixel &* 4, as: UInt32.self)
          & 0x00FF_FFFF
      }
    }
    let stats = UnsafeBufferPointer(start: table.stats, count: regionCount)
    let touches = stats.map(\.touchesBorder)
    let area = stats.map(\.area)
    let squares = stats.map(\.squares)
    let segmentCount = stats.map(\.segments)
    let box = stats.map { (Int($0.minX), Int($0.minY), Int($0.maxX), Int($0.maxY)) }
    self.bounds = box.map { PixelRect(x: $0.0, y: $0.1, width: $0.2 - $0.0, height: $0.3 - $0.1) }
    self.regionOfSegment = regionOfSegment
    self.color = color
    self.touchesBorder = touches
    self.area = area
    var interior = [Bool](repeating: false, count: regionCount)

    var (thickness, candidates) = Self.candidates(
      box: box, area: area, squares: squares, touches: touches, maximumStroke: maximumStroke,
      maximumIcon: maximumIcon)
    if !candidates.isEmpty {
      // Smallest boxes first, so what lies inside a region is decided before the region itself
      // (keys computed once, not in every comparison).
      var keyed = candidates.map { r in
        (area: (box[r].2 - box[r].0) * (box[r].3 - box[r].1), thickness: thickness[r], region: r)
      }
      keyed.sort { ($0.area, $0.thickness, $0.region) < ($1.area, $1.thickness, $1.region) }
      candidates = keyed.map(\.region)
      var isCandidate = [Bool](repeating: false, count: regionCount)
      for r in candidates { isCandidate[r] = true }
      // Segments of each candidate, with their rows, in scan order: one flat list, region by
      // region (`segmentStart[r] ..< segmentStart[r + 1]`), sized from the counts the
      // statistics pass took (a counting pass over every segment was a tenth of this init).
      var segmentStart = [Int](repeating: 0, count: regionCount + 1)
      for r in 0..<regionCount {
        segmentStart[r + 1] = segmentStart[r] + (isCandidate[r] ? Int(segmentCount[r]) : 0)
      }
      var fill = segmentStart
      var segmentList = [(segment: Int32, row: Int32)](
        repeating: (0, 0), count: segmentStart[regionCount])
      // Unchecked assumption: region indices are below `regionCount` and `fill[r]` stays below
      // `segmentStart[r + 1]` (the counts are this region's segments).
      regionOfSegment.withUnsafeBufferPointer { regionOf in
        isCandidate.withUnsafeBufferPointer { isCandidate in
          fill.withUnsafeMutableBufferPointer { fill in
            segmentList.withUnsafeMutableBufferPointer { list in
              runs.rowStart.withUnsafeBufferPointer { rowStart in
                for y in 0..<height {
                  for s in rowStart[y]..<rowStart[y + 1] {
                    let r = Int(regionOf[s])
                    if r >= 0 && isCandidate[r] {
                      list[fill[r]] = (
                        Int32(truncatingIfNeeded: s), Int32(truncatingIfNeeded: y)
                      )
                      fill[r] &+= 1
                    }
                  }
                }
              }
            }
          }
        }
      }
      // Whether region `r` is a stroke's interior by its flank votes; the regions taken for a
      // ring's hole are decided again once every ring is (`ringsSettled`): a ring that holds
      // text (a badge's disc around its count) had no hole, and what looked like one is a
      // stroke of that text (the bars of a bold "3").
      var holes: [Int] = []
      func decide(_ r: Int, ringsSettled: Bool) {
        let segments = segmentList[segmentStart[r]..<segmentStart[r + 1]].lazy.map {
          (Int($0.segment), Int($0.row))
        }
        let votes = Self.votes(
          region: r, segments: segments, runs: runs,
          regionOfSegment: regionOfSegment, interior: interior, isCandidate: isCandidate,
          thickness: thickness, color: color, box: box, maximumStroke: maximumStroke,
          ringsSettled: ringsSettled)
        if Self.isStroke(
          same: votes.same, differ: votes.differ, box: box[r], thickness: thickness[r],
          maximumStroke: maximumStroke, maximumIcon: maximumIcon)
        {
          interior[r] = true
        } else if votes.holes > 0 {
          holes.append(r)
        }
      }
      for r in candidates { decide(r, ringsSettled: false) }
      for r in holes { decide(r, ringsSettled: true) }
    }
    self.isInterior = interior
  }

  /// Each region's stroke thickness, and the regions that may be stroke interiors: enclosed, and
  /// thin or icon-sized.
  ///
  /// Thickness is the least of the length-weighted mean run (a stem's width; a ring's stroke) and
  /// the area over the box's height and width (a bar's thickness). Holes of text in a container
  /// make neither small.
  static func candidates(
    box: [(Int, Int, Int, Int)], area: [Int], squares: [Int], touches: [Bool],
    maximumStroke: Double, maximumIcon: Int
  ) -> (thickness: [Double], candidates: [Int]) {
    var thickness = [Double](repeating: .infinity, count: box.count)
    var candidates: [Int] = []
    for r in 0..<box.count where !touches[r] {
      let w = box[r].2 - box[r].0
      let h = box[r].3 - box[r].1
      let weightedRun = Double(squares[r]) / Double(max(1, area[r]))
      let t = min(
        weightedRun, Double(area[r]) / Double(max(1, h)), Double(area[r]) / Double(max(1, w)))
      thickness[r] = t
      if t <= maximumStroke || (w <= maximumIcon && h <= maximumIcon) { candidates.append(r) }
    }
    return (thickness, candidates)
  }

  /// A flank's vote: whether the first flat surface across the ink is the region's own.
  enum Vote: Sendable, Hashable {
    /// The same surface: the region holds text.
    case same
    /// Another surface: the region is a stroke's interior.
    case differ
    /// Another region, itself perhaps a ring, with the region's colour beyond it: the region
    /// is that ring's hole, which holds text as a surface does, so long as the ring is a stroke.
    case hole
  }

  /// How the flank of segment `s` of region `r` in `direction` votes (see ``Vote``), `nil` when
  /// it says nothing. With `ringsSettled`, every candidate has been decided, and one that is
  /// not a stroke's interior is no ring: what lies across it is another surface.
  static func flankVote(
    region r: Int, segment s: Int, direction: Int, row y: Int, runs: BackgroundRuns,
    regionOfSegment: [Int32], interior: [Bool], isCandidate: [Bool], thickness: [Double],
    color: [UInt32], box: [(Int, Int, Int, Int)], maximumStroke: Double,
    ringsSettled: Bool = false
  ) -> Vote? {
    let lo = runs.rowStart[y]
    let hi = runs.rowStart[y + 1]
    // The nearest flat surface across the ink (ink spans and decided interiors skipped).
    var j = s + direction
    var crossedInterior = false
    while j >= lo && j < hi {
      let q = Int(regionOfSegment[j])
      if q >= 0 && !interior[q] { break }
      if q >= 0 { crossedInterior = true }
      j += direction
    }
    guard j >= lo && j < hi else { return nil }
    let q = Int(regionOfSegment[j])
    if q == r {
      // Back to itself across a filled stroke: a surface holding text. Back to itself across a
      // narrow gap only: for a thin region that is the counter of an "n" or "u" too narrow to be
      // a run, which says nothing. Nor does ink that opens onto another surface on the next
      // row: the notch of the surface outside a filled shape (between a heart's lobes), not a
      // glyph drawn on the region.
      guard crossedInterior || thickness[r] > maximumStroke else { return nil }
      if !crossedInterior
        && inkOpensOntoOtherSurface(
          region: r, from: min(s, j), to: max(s, j), row: y,
          reach: max(2, Int(maximumStroke.rounded())), runs: runs,
          regionOfSegment: regionOfSegment, interior: interior, isCandidate: isCandidate,
          color: color, box: box)
      {
        return nil
      }
      return .same
    }
    if PackedColor.distance(color[q], color[r]) <= sameSurfaceTolerance {
      // Another undecided region of this colour (the next stroke of the same letter or word, seen
      // through a narrow gap) says nothing either way.
      return isCandidate[q] && !interior[q] ? nil : .same
    }
    // A counter inside a heavy ring looks like a stroke inside a badge: both have another colour
    // across, and the first plain surface beyond that has their own colour. The ring is itself a
    // stroke; the badge is a solid surface. Ring thickness (weighted run length) is inflated by
    // the bars of "a" or "e", hence 1.5× the stroke bound (empirical).
    var isHole = false
    if !ringsSettled && isCandidate[q] && !interior[q] && thickness[q] <= 1.5 * maximumStroke {
      var k = j + direction
      while k >= lo && k < hi {
        let p = Int(regionOfSegment[k])
        if p == r || (p >= 0 && !interior[p] && !isCandidate[p]) { break }
        k += direction
      }
      if k >= lo && k < hi {
        let o = Int(regionOfSegment[k])
        isHole = o != r && PackedColor.distance(color[o], color[r]) <= sameSurfaceTolerance
      }
    }
    return isHole ? .hole : .differ
  }

  /// Whether the ink between segments `a` and `b` (`a < b`) of row `y` leads, through ink on
  /// the rows above or below (at most `reach` rows), to a surface of another colour than region
  /// `r` outside it: settled (not itself a candidate for a stroke's interior, as the page or a
  /// card around a filled icon is), or reaching past `r`'s box (`box`: a frosted button's
  /// shading, cut by its gradient into small regions that are candidates, around a filled
  /// heart): the surface outside a filled shape reaching into a notch of it, rather than a
  /// glyph drawn on the region (a glyph's ink is bordered by the region, by more ink, or by its
  /// own small pieces of flat colour, which lie within the region's box).
  ///
  /// O(reach × (log n + k)) for rows of n segments, k of them over the ink's columns.
  static func inkOpensOntoOtherSurface(
    region r: Int, from a: Int, to b: Int, row y: Int, reach: Int, runs: BackgroundRuns,
    regionOfSegment: [Int32], interior: [Bool], isCandidate: [Bool], color: [UInt32],
    box: [(Int, Int, Int, Int)]
  ) -> Bool {
    let inkStart = runs.x1(a)
    let inkEnd = Int(runs.x0[b])
    guard inkStart < inkEnd else { return false }
    for direction in [-1, 1] {
      var other = y + direction
      var steps = 0
      while steps < reach && other >= 0 && other + 1 < runs.rowStart.count {
        // The last segment of that row starting at or before the ink's first column.
        var lo = runs.rowStart[other]
        var hi = runs.rowStart[other + 1]
        while hi - lo > 1 {
          let mid = (lo + hi) / 2
          if Int(runs.x0[mid]) <= inkStart { lo = mid } else { hi = mid }
        }
        var sawInk = false
        var t = lo
        while t < runs.rowStart[other + 1] && Int(runs.x0[t]) < inkEnd {
          let p = Int(regionOfSegment[t])
          if p < 0 || interior[p] {
            sawInk = true
          } else if p != r
            && (!isCandidate[p] || !Self.encloses(box[r], box[p]))
            && PackedColor.distance(color[p], color[r]) > sameSurfaceTolerance
          {
            return true
          }
          t += 1
        }
        // Closed by the region itself: a glyph's ink, or the notch's end.
        guard sawInk else { break }
        other += direction
        steps += 1
      }
    }
    return false
  }

  /// Whether box `outer` (min x, min y, max x, max y) holds box `inner` whole.
  @inline(__always)
  static func encloses(_ outer: (Int, Int, Int, Int), _ inner: (Int, Int, Int, Int)) -> Bool {
    inner.0 >= outer.0 && inner.1 >= outer.1 && inner.2 <= outer.2 && inner.3 <= outer.3
  }

  /// The flank votes of region `r` over its `segments` (segment, row): how many flanks see the
  /// same surface across the ink (a ring's hole counted among them), how many a different one,
  /// and how many a ring's hole (see ``flankVote``).
  static func votes<Segments: Sequence<(Int, Int)>>(
    region r: Int, segments: Segments, runs: BackgroundRuns, regionOfSegment: [Int32],
    interior: [Bool], isCandidate: [Bool], thickness: [Double], color: [UInt32],
    box: [(Int, Int, Int, Int)], maximumStroke: Double, ringsSettled: Bool = false
  ) -> (same: Int, differ: Int, holes: Int) {
    var same = 0
    var differ = 0
    var holes = 0
    for (s, y) in segments {
      for direction in stride(from: -1, through: 1, by: 2) {
        switch flankVote(
          region: r, segment: s, direction: direction, row: y, runs: runs,
          regionOfSegment: regionOfSegment, interior: interior, isCandidate: isCandidate,
          thickness: thickness, color: color, box: box, maximumStroke: maximumStroke,
          ringsSettled: ringsSettled)
        {
        case .same?: same += 1
        case .hole?:
          same += 1
          holes += 1
        case .differ?: differ += 1
        case nil: break
        }
      }
    }
    return (same, differ, holes)
  }

  /// Whether a candidate region with these flank votes is a stroke's interior.
  ///
  /// A thin region is a stroke when most flanks differ (empirical 70 %: a few flanks of touching
  /// glyphs may meet the same colour); a thicker icon-sized one only when nothing of its own
  /// colour lies across its ink (≥ 90 %), i.e. it holds no text.
  static func isStroke(
    same: Int, differ: Int, box: (Int, Int, Int, Int), thickness: Double, maximumStroke: Double,
    maximumIcon: Int
  ) -> Bool {
    let total = same + differ
    guard total > 0 else { return false }
    let w = box.2 - box.0
    let h = box.3 - box.1
    let thin = thickness <= maximumStroke
    return (thin && Double(differ) >= 0.7 * Double(total))
      || (w <= maximumIcon && h <= maximumIcon && Double(differ) >= 0.9 * Double(total))
  }

  /// Reference path: the same regions and decisions written plainly over arrays.
  static func reference(
    _ runs: BackgroundRuns, image: ScanImage, maximumStroke: Double, maximumIcon: Int
  ) -> FlatRegions {
    let count = runs.count
    var sets = UnionFind(count: count)
    let height = image.height
    let width = image.width
    // Join flat runs of consecutive rows that overlap and have nearly the same colour there.
    if height > 1 {
      for y in 1..<height {
        var i = runs.rowStart[y - 1]
        let iEnd = runs.rowStart[y]
        var j = runs.rowStart[y]
        let jEnd = runs.rowStart[y + 1]
        while i < iEnd && j < jEnd {
          let a0 = Int(runs.x0[i])
          let a1 = runs.x1(i)
          let b0 = Int(runs.x0[j])
          let b1 = runs.x1(j)
          if runs.isFlat(i) && runs.isFlat(j) && a0 < b1 && b0 < a1 {
            let x = max(a0, b0)
            if PackedColor.distance(image.rgb(x, y - 1), image.rgb(x, y)) <= Self.joinTolerance {
              sets.union(i, j)
            }
          }
          if a1 <= b1 { i += 1 } else { j += 1 }
        }
      }
    }
    // Label regions and gather their statistics.
    var regionOfSegment = [Int32](repeating: -1, count: count)
    var rootLabel = [Int32](repeating: -1, count: count)
    var color: [UInt32] = []
    var touches: [Bool] = []
    var area: [Int] = []
    var squares: [Int] = []
    var box: [(Int, Int, Int, Int)] = []
    for y in 0..<height {
      for s in runs.rowStart[y]..<runs.rowStart[y + 1] where runs.isFlat(s) {
        let root = sets.find(s)
        var label = rootLabel[root]
        if label < 0 {
          label = Int32(color.count)
          rootLabel[root] = label
          color.append(image.rgb(Int(runs.x0[s]), y))
          touches.append(false)
          area.append(0)
          squares.append(0)
          box.append((Int.max, Int.max, Int.min, Int.min))
        }
        let r = Int(label)
        regionOfSegment[s] = label
        let a = Int(runs.x0[s])
        let b = runs.x1(s)
        let length = b - a
        area[r] += length
        squares[r] += length * length
        if a == 0 || b == width || y == 0 || y == height - 1 { touches[r] = true }
        let old = box[r]
        box[r] = (min(old.0, a), min(old.1, y), max(old.2, b), max(old.3, y + 1))
      }
    }
    let regionCount = color.count
    var interior = [Bool](repeating: false, count: regionCount)

    var (thickness, candidates) = Self.candidates(
      box: box, area: area, squares: squares, touches: touches, maximumStroke: maximumStroke,
      maximumIcon: maximumIcon)
    if !candidates.isEmpty {
      // Smallest boxes first, so what lies inside a region is decided before the region itself.
      let boxArea = { (r: Int) in (box[r].2 - box[r].0) * (box[r].3 - box[r].1) }
      candidates.sort { (boxArea($0), thickness[$0], $0) < (boxArea($1), thickness[$1], $1) }
      var isCandidate = [Bool](repeating: false, count: regionCount)
      for r in candidates { isCandidate[r] = true }
      // Segments of each candidate, with their rows, in scan order.
      var segmentsOf = [[(segment: Int, row: Int)]](repeating: [], count: regionCount)
      for y in 0..<height {
        for s in runs.rowStart[y]..<runs.rowStart[y + 1] {
          let r = Int(regionOfSegment[s])
          if r >= 0 && isCandidate[r] { segmentsOf[r].append((s, y)) }
        }
      }
      // The regions taken for a ring's hole are decided again once every ring is.
      var holes: [Int] = []
      func decide(_ r: Int, ringsSettled: Bool) {
        let votes = Self.votes(
          region: r, segments: segmentsOf[r], runs: runs,
          regionOfSegment: regionOfSegment, interior: interior, isCandidate: isCandidate,
          thickness: thickness, color: color, box: box, maximumStroke: maximumStroke,
          ringsSettled: ringsSettled)
        if Self.isStroke(
          same: votes.same, differ: votes.differ, box: box[r], thickness: thickness[r],
          maximumStroke: maximumStroke, maximumIcon: maximumIcon)
        {
          interior[r] = true
        } else if votes.holes > 0 {
          holes.append(r)
        }
      }
      for r in candidates { decide(r, ringsSettled: false) }
      for r in holes { decide(r, ringsSettled: true) }
    }
    return FlatRegions(
      regionOfSegment: regionOfSegment, isInterior: interior, color: color,
      touchesBorder: touches, area: area,
      bounds: box.map { PixelRect(x: $0.0, y: $0.1, width: $0.2 - $0.0, height: $0.3 - $0.1) })
  }
}

/// Statistics of one region while regions are labelled, kept together so that updating a
/// region touches one cache line.
private struct RegionStats {
  var area = 0
  var squares = 0
  /// First pixel of the region's first run (`y × width + x`), read for its colour afterwards.
  var pixel: Int
  var minX = Int32.max
  var minY = Int32.max
  var maxX = Int32.min
  var maxY = Int32.min
  var segments: Int32 = 0
  var touchesBorder = false
}

/// Growable raw storage of ``RegionStats`` (appending to six arrays checked each array's
/// uniqueness and capacity per update). The owner deallocates it.
private struct RegionTable {
  var stats: UnsafeMutablePointer<RegionStats>
  var regions = 0
  var capacity: Int

  init(capacity: Int) {
    self.capacity = capacity
    stats = .allocate(capacity: capacity)
  }

  /// Adds a region whose first run starts at `pixel`; returns its index.
  @inline(__always)
  mutating func add(pixel: Int) -> Int {
    if regions == capacity {
      let larger = UnsafeMutablePointer<RegionStats>.allocate(capacity: 2 * capacity)
      larger.moveInitialize(from: stats, count: regions)
      stats.deallocate()
      (stats, capacity) = (larger, 2 * capacity)
    }
    (stats + regions).initialize(to: RegionStats(pixel: pixel))
    regions &+= 1
    return regions &- 1
  }

  /// Counts the run `a ..< b` of row `y` into region `r`.
  @inline(__always)
  func count(_ r: Int, _ a: Int, _ b: Int, _ y: Int, touchesBorder: Bool) {
    let length = b &- a
    // Columns and rows fit in 32 bits (images are far smaller than 2³¹ pixels).
    let (a32, b32, y32) = (
      Int32(truncatingIfNeeded: a), Int32(truncatingIfNeeded: b), Int32(truncatingIfNeeded: y)
    )
    let old = stats[r]
    stats[r].area = old.area &+ length
    stats[r].squares = old.squares &+ length &* length
    stats[r].segments = old.segments &+ 1
    stats[r].touchesBorder = old.touchesBorder || touchesBorder
    stats[r].minX = min(old.minX, a32)
    stats[r].minY = min(old.minY, y32)
    stats[r].maxX = max(old.maxX, b32)
    stats[r].maxY = max(old.maxY, y32 &+ 1)
  }

  func deallocate() { stats.deallocate() }
}
