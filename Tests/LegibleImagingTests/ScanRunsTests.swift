import LegibleColor
import Testing

@testable import LegibleImaging

@Suite struct ScanRunsTests {
  static func randomImage(width: Int, height: Int, seed: UInt64, levels: Int) -> RGBAImage {
    var state = seed
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    var previous: UInt8 = 128
    for i in 0..<(width * height) {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      // Mostly runs with small steps, sometimes a jump: exercises every branch of the row pass.
      let r = Int((state >> 33) % 100)
      let v: UInt8
      if r < 70 {
        v = previous
      } else if r < 90 {
        v = UInt8(clamping: Int(previous) + Int((state >> 45) % 5) - 2)
      } else {
        v = UInt8((state >> 50) % UInt64(levels))
      }
      previous = v
      pixels[i * 4] = v
      pixels[i * 4 + 1] = UInt8(clamping: Int(v) + Int((state >> 40) % 3))
      pixels[i * 4 + 2] = v
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  /// The byte-wise distance and drift bounds of the row pass agree with `PackedColor.distance`
  /// and `driftTolerance` for every pair of levels on each channel, the other channels equal,
  /// close or far apart.
  @Test func byteWiseTestsMatchDistance() {
    let limit = UInt32(BackgroundRuns.stepTolerance) * 0x01_0101 | 0xFF00_0000
    let stepLimit = unsafeBitCast(limit, to: SIMD4<UInt8>.self)
    for shift in [0, 8, 16] {
      for other in [UInt32(0), 0x03_0003, 0xFF_00FF] {
        let rest = other & ~(0xFF << UInt32(shift))
        for a in UInt32(0)...255 {
          let ca = a << UInt32(shift)
          let (low, high) = BackgroundRuns.driftBounds(
            unsafeBitCast(ca | 0xFF00_0000, to: SIMD4<UInt8>.self))
          for b in UInt32(0)...255 {
            let cb = b << UInt32(shift) | rest
            // Alpha bytes differ on purpose: they must never count.
            let va = unsafeBitCast(ca | 0xFF00_0000, to: SIMD4<UInt8>.self)
            let vb = unsafeBitCast(cb | 0x3000_0000, to: SIMD4<UInt8>.self)
            let step = BackgroundRuns.saturatingSub(BackgroundRuns.distance(va, vb), stepLimit)
            let steps = unsafeBitCast(step, to: UInt32.self) != 0
            let b16 = BackgroundRuns.splat(cb | 0x3000_0000)
            let drifts = !BackgroundRuns.isZero(
              BackgroundRuns.saturatingSub(low, b16) | BackgroundRuns.saturatingSub(b16, high))
            let distance = PackedColor.distance(ca, cb)
            if steps != (distance > BackgroundRuns.stepTolerance)
              || drifts != (distance > BackgroundRuns.driftTolerance)
            {
              Issue.record("\(ca) \(cb)")
              return
            }
          }
        }
      }
    }
  }

  /// The fast row pass and the plain reference agree segment for segment.
  @Test(arguments: [(UInt64(1), 256), (2, 16), (3, 4), (4, 256)])
  func fastPathMatchesReference(seed: UInt64, levels: Int) {
    for (w, h) in [(1, 1), (7, 3), (64, 48), (333, 17)] {
      let image = ScanImage(
        Self.randomImage(width: w, height: h, seed: seed, levels: levels), backdrop: .white)
      for minRun in [1, 3, 6] {
        Self.expectMatchesReference(image, minimumRunLength: minRun)
      }
    }
  }

  /// Segments tile each row: the first starts at column 0, starts increase, and the ends the
  /// accessor derives from the next start (the row's end for the last) are the runs' ends.
  @Test(arguments: [1, 3, 6])
  func segmentEndsTileRows(minRun: Int) {
    let image = ScanImage(
      Self.randomImage(width: 333, height: 17, seed: 5, levels: 4), backdrop: .white)
    let runs = BackgroundRuns(image, minimumRunLength: minRun)
    for y in 0..<image.height {
      let segments = runs.rowStart[y]..<runs.rowStart[y + 1]
      #expect(!segments.isEmpty && runs.x0[segments.lowerBound] == 0)
      for s in segments {
        #expect(runs.x1(s) > Int(runs.x0[s]))
        #expect(runs.x1(s) == (s + 1 < segments.upperBound ? Int(runs.x0[s + 1]) : image.width))
      }
    }
  }

  /// Every grey level as a one-pixel span between white runs.
  @Test func everyGreyLevelBetweenRuns() {
    var pixels: [UInt8] = []
    for g in 0...255 {
      for x in 0..<9 {
        let v: UInt8 = x == 4 ? UInt8(g) : 255
        pixels += [v, v, v, 255]
      }
    }
    let image = ScanImage(RGBAImage(width: 9, height: 256, pixels: pixels), backdrop: .white)
    let fast = BackgroundRuns(image, minimumRunLength: 3)
    let slow = BackgroundRuns.reference(image, minimumRunLength: 3)
    #expect(fast.x0 == slow.x0 && fast.ends == slow.ends && fast.flags == slow.flags)
    #expect(fast.steps == slow.steps)
    // Levels within the step tolerance of white join the run: one segment; others cut three.
    for g in 0...255 {
      let count = fast.rowStart[g + 1] - fast.rowStart[g]
      #expect(count == (255 - g <= BackgroundRuns.stepTolerance ? 1 : 3), "grey \(g)")
    }
  }
}

extension ScanRunsTests {
  /// The row pass notices a single translucent pixel wherever it is (skip steps included).
  @Test(arguments: [0, 1, 7, 8, 9, 63, 64 * 3 + 5, 64 * 40 - 1])
  func translucencyIsNoticedAnywhere(index: Int) {
    var image = RGBAImage(width: 64, height: 40, filledWith: .white)
    #expect(!BackgroundRuns(ScanImage(uncheckedOpaque: image), minimumRunLength: 3).sawTranslucency)
    image.pixels[index * 4 + 3] = 254
    #expect(BackgroundRuns(ScanImage(uncheckedOpaque: image), minimumRunLength: 3).sawTranslucency)
  }
}

extension ScanRunsTests {
  /// Pure noise with stretches of flat colour: exercises the four-pixel busy path and its
  /// hand-over to the flat and pixel-by-pixel paths.
  @Test(arguments: [UInt64(11), 12, 13])
  func busyPathMatchesReference(seed: UInt64) {
    var state = seed
    let (w, h) = (97, 31)
    var pixels = [UInt8](repeating: 255, count: w * h * 4)
    for i in 0..<(w * h) {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let flat = (i / 13) % 3 == 0  // every third stretch of 13 pixels is flat grey
      let mild = (i / 7) % 5 == 1  // some stretches step by at most 2
      for c in 0..<3 {
        let noise = UInt8(truncatingIfNeeded: state >> (20 + 8 * c))
        pixels[i * 4 + c] = flat ? 128 : mild ? 100 + noise % 3 : noise
      }
    }
    let image = ScanImage(RGBAImage(width: w, height: h, pixels: pixels), backdrop: .white)
    for minRun in [1, 2, 3, 4, 5, 6, 9] {
      Self.expectMatchesReference(image, minimumRunLength: minRun)
    }
  }
}

extension ScanRunsTests {
  /// A translucent pixel inside noise is noticed although the busy-stretch skip does not read
  /// its colour.
  @Test(arguments: [0, 1, 2, 3, 4, 5, 97 * 7 + 3, 97 * 31 - 2])
  func translucencyIsNoticedInNoise(index: Int) {
    var state: UInt64 = 5
    let (w, h) = (97, 31)
    var pixels = [UInt8](repeating: 255, count: w * h * 4)
    for i in 0..<(w * h * 4) where i % 4 != 3 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      pixels[i] = UInt8(truncatingIfNeeded: state >> 33)
    }
    var image = RGBAImage(width: w, height: h, pixels: pixels)
    for minRun in [3, 4, 6] {
      #expect(
        !BackgroundRuns(ScanImage(uncheckedOpaque: image), minimumRunLength: minRun)
          .sawTranslucency)
    }
    image.pixels[index * 4 + 3] = 200
    for minRun in [3, 4, 6] {
      #expect(
        BackgroundRuns(ScanImage(uncheckedOpaque: image), minimumRunLength: minRun)
          .sawTranslucency)
    }
  }
}

extension ScanRunsTests {
  /// A small screen with text on surfaces, a badge, a gradient and noise: every kind of flat
  /// region the scanner meets.
  static func mixedScreen() -> ScanImage {
    var canvas = ScanTestCanvas(width: 240, height: 160, background: "#F2F2F7")
    canvas.fillRoundedRect(x: 8, y: 8, w: 150, h: 60, radius: 10, color: "#FFFFFF")
    canvas.text("Hello world", x: 16, y: 16, cell: 2, color: "#767676")
    canvas.text("BOLD", x: 16, y: 40, cell: 3, color: "#000000", bold: 1)
    canvas.fillRoundedRect(x: 170, y: 10, w: 60, h: 28, radius: 14, color: "#0A60D0")
    canvas.text("Go", x: 184, y: 16, cell: 2.5, color: "#FFFFFF")
    canvas.fillRect(x: 8, y: 76, w: 224, h: 0.5, color: "#C6C6C8")
    canvas.noise(x: 8, y: 84, w: 100, h: 40, seed: 7)
    canvas.text("Caption", x: 16, y: 100, cell: 2, color: "#FFFFFF")
    canvas.text("oe", x: 120, y: 90, cell: 4, color: "#222222", bold: 0.6)
    canvas.text("small print", x: 120, y: 140, cell: 1, color: "#8E8E93")
    return ScanImage(canvas.image, backdrop: .white)
  }

  /// Flat bands whose edges move from row to row, each row 0, 5, 11, 18 or 26 levels off in
  /// one channel: vertical steps of 5–8 on either side of the join tolerance, at run starts
  /// that differ between rows (the case where joining compares the pixel below a later start).
  static func staggeredRows() -> ScanImage {
    let width = 70
    let height = 24
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    let offsets = [0, 5, 11, 18, 26]
    for y in 0..<height {
      for x in 0..<width {
        let band = (x + 3 * y + (y % 3) * 5) / 11
        let i = (y * width + x) * 4
        for c in 0..<3 { pixels[i + c] = UInt8(60 + (band % 3) * 50) }
        pixels[i + y % 3] &+= UInt8(offsets[(y / 2 + band) % offsets.count])
      }
    }
    return ScanImage(RGBAImage(width: width, height: height, pixels: pixels), backdrop: .white)
  }

  /// The row pass's comparisons of each segment's first pixel with the pixels above and below
  /// agree with the reference, and both outcomes occur.
  @Test func verticalComparisonsMatchReference() {
    for minRun in [1, 3, 6] {
      let image = Self.staggeredRows()
      let fast = BackgroundRuns(image, minimumRunLength: minRun)
      let slow = BackgroundRuns.reference(image, minimumRunLength: minRun)
      #expect(fast.flags == slow.flags, "minRun \(minRun)")
      #expect(fast.steps == slow.steps, "minRun \(minRun)")
      for bit in [BackgroundRuns.sameAboveBit, BackgroundRuns.sameBelowBit] {
        #expect(fast.flags.contains { $0 & bit != 0 } && fast.flags.contains { $0 & bit == 0 })
      }
    }
  }

  /// Region joining, labelling and interior decisions over raw buffers agree with the plain
  /// reference, region for region.
  @Test(arguments: [3, 4, 6])
  func flatRegionsMatchReference(minRun: Int) {
    var images = [Self.mixedScreen(), Self.staggeredRows()]
    for seed in [UInt64(1), 2] {
      images.append(
        ScanImage(Self.randomImage(width: 120, height: 50, seed: seed, levels: 4), backdrop: .white)
      )
    }
    for image in images {
      let runs = BackgroundRuns(image, minimumRunLength: minRun)
      for (stroke, icon) in [(7.0, 48), (14.0, 96), (21.0, 144)] {
        let fast = FlatRegions(runs, image: image, maximumStroke: stroke, maximumIcon: icon)
        let slow = FlatRegions.reference(
          runs, image: image, maximumStroke: stroke, maximumIcon: icon)
        #expect(fast.regionOfSegment == slow.regionOfSegment)
        #expect(fast.isInterior == slow.isInterior)
        #expect(fast.color == slow.color)
        #expect(fast.touchesBorder == slow.touchesBorder)
        #expect(fast.area == slow.area)
        #expect(fast.bounds == slow.bounds)
      }
      #expect(
        FlatRegions(runs, image: image, maximumStroke: 7, maximumIcon: 48).isInterior.contains(
          true) || image.width != 240)
    }
  }
}

extension ScanRunsTests {
  /// Ink spans written into raw buffers agree with the plain reference, bracket for bracket.
  @Test(arguments: [3, 6])
  func inkSpansMatchReference(minRun: Int) {
    var images = [Self.mixedScreen()]
    images.append(
      ScanImage(Self.randomImage(width: 90, height: 40, seed: 3, levels: 16), backdrop: .white))
    for image in images {
      let runs = BackgroundRuns(image, minimumRunLength: minRun)
      let regions = FlatRegions(runs, image: image, maximumStroke: 7, maximumIcon: 48)
      let fast = InkSpans(runs: runs, regions: regions, image: image)
      let slow = InkSpans.reference(runs: runs, regions: regions, image: image)
      #expect(fast.y == slow.y && fast.x0 == slow.x0 && fast.x1 == slow.x1)
      #expect(fast.leftColor == slow.leftColor && fast.rightColor == slow.rightColor)
      #expect(fast.leftRegion == slow.leftRegion && fast.rightRegion == slow.rightRegion)
      #expect(fast.rowStart == slow.rowStart)
      #expect(fast.count > 0)
    }
  }
}

extension ScanRunsTests {
  /// Rows of horizontal gradients (each level held a few pixels, then a step of 0–3 on some
  /// channels), photo-like noise and flat stretches, at every width from 1 to 40: the vector
  /// path, its hand-over to the last pixels of a row and the busy-stretch skip agree with the
  /// reference.
  @Test(arguments: [UInt64(21), 22, 23, 24])
  func gradientsAndPhotosMatchReference(seed: UInt64) {
    var state = seed
    func next(_ n: UInt64) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % n)
    }
    for w in Array(1...40) + [97, 203] {
      let h = 6
      var pixels = [UInt8](repeating: 255, count: w * h * 4)
      for y in 0..<h {
        var color = [next(256), next(256), next(256)]
        var kind = next(3)  // 0 gradient, 1 photo, 2 flat
        for x in 0..<w {
          if next(40) == 0 { kind = next(3) }
          switch kind {
          case 0:
            if next(3) == 0 {
              let c = next(3)
              color[c] = max(0, min(255, color[c] + next(7) - 3))
            }
          case 1:
            color = [next(256), next(256), next(256)]
          default:
            break
          }
          for c in 0..<3 { pixels[(y * w + x) * 4 + c] = UInt8(color[c]) }
        }
      }
      let image = ScanImage(RGBAImage(width: w, height: h, pixels: pixels), backdrop: .white)
      for minRun in [1, 2, 3, 4, 6, 9] {
        let fast = Self.expectMatchesReference(
          image, minimumRunLength: minRun, "width \(w) minRun \(minRun)")
        #expect(!fast.sawTranslucency)
      }
    }
  }

  /// A single translucent pixel is noticed wherever it is, for every width from 1 to 19 (rows
  /// shorter than a vector step), in flat rows, gradients and noise (inside busy-stretch
  /// skips), including the first and last pixel of every row.
  @Test(arguments: [0, 1, 2])
  func translucencyIsNoticedAtEveryPosition(kind: Int) {
    var state: UInt64 = 9
    for w in 1...19 {
      let h = 3
      var pixels = [UInt8](repeating: 255, count: w * h * 4)
      for i in 0..<(w * h) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        for c in 0..<3 {
          let v: UInt8 =
            switch kind {
            case 0: 200
            case 1: UInt8(100 + (i % w) / 3)
            default: UInt8(truncatingIfNeeded: state >> (20 + 8 * c))
            }
          pixels[i * 4 + c] = v
        }
      }
      var image = RGBAImage(width: w, height: h, pixels: pixels)
      for minRun in [3, 4, 6] {
        #expect(
          !BackgroundRuns(ScanImage(uncheckedOpaque: image), minimumRunLength: minRun)
            .sawTranslucency)
      }
      for index in 0..<(w * h) {
        image.pixels[index * 4 + 3] = 254
        for minRun in [3, 4, 6] {
          #expect(
            BackgroundRuns(ScanImage(uncheckedOpaque: image), minimumRunLength: minRun)
              .sawTranslucency, "width \(w) index \(index) minRun \(minRun)")
        }
        image.pixels[index * 4 + 3] = 255
      }
    }
  }
}

extension ScanRunsTests {
  /// Rows built from stretches that cross the bitmask's 16- and 64-pixel words at every
  /// offset: flat stretches that span words, flat stretches with one to seven small changes
  /// (around the five that cannot drift out of bounds), gradients, photo noise and single
  /// edges, at widths around multiples of 16, 64 and 128, one to three rows high, with minimum
  /// run lengths 1–9 and beyond a word.
  @Test(arguments: [UInt64(31), 32, 33])
  func bitmaskWordsMatchReference(seed: UInt64) {
    var state = seed
    func next(_ n: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(n))
    }
    var widths: [Int] = []
    for base in [16, 32, 48, 64, 128, 192, 256] {
      widths += [base - 1, base, base + 1]
    }
    for w in widths + [5, 70, 200] {
      for h in 1...3 {
        var pixels = [UInt8](repeating: 255, count: w * h * 4)
        for y in 0..<h {
          var color = [next(256), next(256), next(256)]
          var x = 0
          while x < w {
            let length = 1 + next(next(2) == 0 ? 12 : 90)
            let kind = next(5)
            // Positions of the small changes in a flat stretch with a few of them.
            let changes = Set((0..<(1 + next(7))).map { _ in next(length) })
            let direction = next(2) == 0 ? 2 : -2
            for i in 0..<min(length, w - x) {
              switch kind {
              case 0:  // flat
                break
              case 1:  // flat with a few changes of two levels, all the same way
                if changes.contains(i) {
                  color[0] = max(0, min(255, color[0] + direction))
                }
              case 2:  // gradient
                if next(2) == 0 {
                  let c = next(3)
                  color[c] = max(0, min(255, color[c] + next(5) - 2))
                }
              case 3:  // photo
                color = [next(256), next(256), next(256)]
              default:  // an edge, then flat
                if i == 0 { color[next(3)] = next(256) }
              }
              for c in 0..<3 { pixels[(y * w + x + i) * 4 + c] = UInt8(color[c]) }
            }
            x += length
          }
        }
        let image = ScanImage(RGBAImage(width: w, height: h, pixels: pixels), backdrop: .white)
        for minRun in Array(1...9) + [63, 64, 65, 100] {
          let fast = Self.expectMatchesReference(
            image, minimumRunLength: minRun, "width \(w) height \(h) minRun \(minRun)")
          #expect(!fast.sawTranslucency)
        }
      }
    }
  }

  /// Translucent stretches of one colour, whose pixels all repeat the one before them (blocks
  /// that skip the step tests), are noticed wherever they start and end: at every position of
  /// rows around 16 and 64 pixels wide, in a flat image and in noise.
  @Test(arguments: [false, true])
  func translucentStretchesAreNoticed(noise: Bool) {
    var state: UInt64 = 17
    for w in [15, 16, 17, 33, 63, 64, 65] {
      let h = 3
      var pixels = [UInt8](repeating: 255, count: w * h * 4)
      if noise {
        for i in 0..<(w * h * 4) where i % 4 != 3 {
          state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          pixels[i] = UInt8(truncatingIfNeeded: state >> 33)
        }
      }
      for start in 0..<(w * h) {
        for length in [1, 2, 16, 17, 40, w * h] where start + length <= w * h {
          var image = RGBAImage(width: w, height: h, pixels: pixels)
          for i in start..<(start + length) {
            // Equal to the pixel before inside the stretch, colour and alpha alike.
            for c in 0..<3 { image.pixels[i * 4 + c] = image.pixels[start * 4 + c] }
            image.pixels[i * 4 + 3] = 128
          }
          for minRun in [1, 4, 6] {
            let runs = BackgroundRuns(ScanImage(uncheckedOpaque: image), minimumRunLength: minRun)
            #expect(runs.sawTranslucency, "width \(w) start \(start) length \(length)")
          }
        }
      }
      #expect(
        !BackgroundRuns(
          ScanImage(uncheckedOpaque: RGBAImage(width: w, height: h, pixels: pixels)),
          minimumRunLength: 4
        ).sawTranslucency)
    }
  }
}

extension ScanRunsTests {
  /// Steady ramps of one or two levels per pixel after a flat prefix of every length from 0 to
  /// 40: runs that end by drift at the earliest pixel that can (six steps of two) and later,
  /// at every offset from the drift test's sixteen-pixel windows and the bitmask words.
  @Test(arguments: [[2], [1], [2, 0], [1, 2], [2, 2, 1], [-2], [-1, -2]])
  func steadyRampsMatchReference(increments: [Int]) {
    let w = 150
    let h = 41
    var pixels = [UInt8](repeating: 255, count: w * h * 4)
    for y in 0..<h {
      var level = increments[0] > 0 ? 20 : 235
      for x in 0..<w {
        if x > y { level = max(0, min(255, level + increments[x % increments.count])) }
        pixels[(y * w + x) * 4] = UInt8(level)
        pixels[(y * w + x) * 4 + 1] = 90
        pixels[(y * w + x) * 4 + 2] = UInt8(255 - level)
      }
    }
    let image = ScanImage(RGBAImage(width: w, height: h, pixels: pixels), backdrop: .white)
    for minRun in [1, 3, 4, 6, 7, 9] {
      Self.expectMatchesReference(image, minimumRunLength: minRun, "minRun \(minRun)")
    }
  }
}

extension ScanRunsTests {
  /// Expects the row pass to cut `image` exactly as the reference does (segment starts, ends,
  /// flags, rows and step bits) and returns its result.
  @discardableResult
  static func expectMatchesReference(
    _ image: ScanImage, minimumRunLength minRun: Int, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> BackgroundRuns {
    let fast = BackgroundRuns(image, minimumRunLength: minRun)
    let slow = BackgroundRuns.reference(image, minimumRunLength: minRun)
    #expect(fast.x0 == slow.x0, comment, sourceLocation: sourceLocation)
    #expect(fast.ends == slow.ends, comment, sourceLocation: sourceLocation)
    #expect(fast.flags == slow.flags, comment, sourceLocation: sourceLocation)
    #expect(fast.rowStart == slow.rowStart, comment, sourceLocation: sourceLocation)
    #expect(fast.steps == slow.steps, comment, sourceLocation: sourceLocation)
    return fast
  }
}

extension BackgroundRuns {
  /// One past the last column of every segment, for comparing segmentations.
  var ends: [Int32] { (0..<count).map { Int32(x1($0)) } }
}
