import LegibleColor
import Testing

@testable import LegibleImaging

@Suite struct ScanBackgroundTests {
  /// A horizontal gradient under the text whose ratio crosses 4.5 along the line: review, or a
  /// verdict that is right for every glyph; never a confident wrong one.
  @Test func gradientStraddlingTheThresholdIsReviewed() throws {
    var canvas = ScanTestCanvas(width: 600, height: 100, background: "#ffffff")
    canvas.horizontalGradient(from: "#ffffff", to: "#c0c0c0")
    canvas.text("GRADIENT TEXT HERE", x: 20.5, y: 30.5, cell: 3, color: "#6a6a6a")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    #expect(!findings.isEmpty)
    for f in findings {
      // #6a6a6a on #ffffff is 5.4, on #c0c0c0 ≈ 2.9: only review is right for the whole line.
      #expect(f.status == .review, "\(f.bbox) \(f.status) \(f.wcagRatioRange)")
    }
  }

  /// An eye icon (a dark almond with a thin white ring around a dark pupil) on white: the
  /// ring is too thin to be a surface of its own, so its strokes' brackets reach the pupil,
  /// the icon's own colour. The icon is judged on the white around it, not reviewed at 1:1.
  @Test func partsOfTheInksOwnColourAreNoBackground() throws {
    var canvas = ScanTestCanvas(width: 120, height: 80, background: "#ffffff")
    let (cx, cy) = (60.0, 40.0)
    canvas.fillShape(x: 40, y: 28, w: 40, h: 24, color: "#585d5e") { x, y in
      let (u, v) = ((x - cx) / 20, (y - cy) / 12)
      return u * u + v * v <= 1 && (x - cx) * (x - cx) + (y - cy) * (y - cy) > 64
    }
    canvas.fillShape(x: 54, y: 34, w: 12, h: 12, color: "#585d5e") { x, y in
      (x - cx) * (x - cx) + (y - cy) * (y - cy) <= 20
    }
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let eye = try #require(findings.first { $0.bbox.contains(x: 60, y: 40) })
    #expect(eye.background == SRGB(hex: "#ffffff"), "\(eye.background)")
    #expect(eye.status == .pass && eye.wcagRatioRange.lowerBound > 6, "\(eye.wcagRatioRange)")
  }

  /// A toolbar of glyphs of one ink on buttons whose fills alternate (pressed, plain, pressed,
  /// plain): the backgrounds brighten and darken along the row, but every glyph passes against
  /// its own, so every one stays a pass rather than a review.
  @Test func piecesThatAllPassOverAlternatingSurfacesStayPasses() throws {
    var canvas = ScanTestCanvas(width: 260, height: 80, background: "#f6f5f4")
    for n in 0..<4 {
      let x = 30.0 + 50 * Double(n)
      if n % 2 == 0 { canvas.fillRect(x: x - 15, y: 8, w: 50, h: 64, color: "#dededc") }
      canvas.text("A", x: x, y: 26, cell: 4, color: "#404040")
    }
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let glyphs = findings.filter { $0.bbox.height == 28 }
    #expect(glyphs.count == 4, "\(findings.map { ($0.bbox, $0.status) })")
    #expect(glyphs.allSatisfy { $0.status == .pass }, "\(glyphs.map { ($0.bbox, $0.reason) })")
  }

  /// A gentle gradient that passes everywhere is a pass.
  @Test func gentleGradientThatPassesEverywhere() throws {
    var canvas = ScanTestCanvas(width: 600, height: 100, background: "#ffffff")
    canvas.horizontalGradient(from: "#ffffff", to: "#eeeeee")
    canvas.text("GRADIENT TEXT", x: 20.5, y: 30.5, cell: 3, color: "#222222")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    #expect(!findings.isEmpty)
    for f in findings { #expect(f.status == .pass) }
  }

  /// A steep gradient (white to #a0a0a0 across 200 px) varies under the text like an image,
  /// yet black text contrasts at least 5.2:1 (4.5:1 and the rule's 15 %) with every pixel
  /// beside its strokes, so it is a pass, not a review (rule `uneven-background`).
  @Test func anUnevenBackgroundThatPassesEverywhereIsAPass() throws {
    var canvas = ScanTestCanvas(width: 200, height: 60, background: "#ffffff")
    canvas.horizontalGradient(from: "#ffffff", to: "#a0a0a0")
    canvas.text("GRADIENT", x: 10, y: 20, cell: 3, color: "#000000")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let line = try #require(findings.first, "\(findings)")
    #expect(findings.count == 1 && line.flags.contains(.imageBackground), "\(line.flags)")
    #expect(line.status == .pass, "\(line.reason)")
  }

  /// Noise (a photo stand-in) with text over it and around: nothing confidently wrong. Text on
  /// the noise cannot be measured reliably, so any finding there must be a review.
  @Test func photoLikeNoiseGivesNoConfidentVerdicts() {
    var canvas = ScanTestCanvas(width: 500, height: 400, background: "#ffffff")
    canvas.noise(x: 50, y: 50, w: 400, h: 300, seed: 7)
    canvas.text("CAPTION", x: 120.5, y: 180.5, cell: 3, color: "#ffffff")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    for f in findings {
      #expect(f.status == .review, "\(f.bbox) \(f.status) \(f.wcagRatio)")
    }
  }

  /// A translucent black overlay (a scrim) over part of the page: pixels are measured as
  /// composited, which is what a user sees.
  @Test func translucentPixelsAreCompositedOnTheBackdrop() throws {
    var canvas = ScanTestCanvas(width: 300, height: 100, background: "#ffffff")
    canvas.text("SCRIM", x: 20.5, y: 30.5, cell: 3, color: "#000000")
    var image = canvas.image
    // Half-transparent pixels everywhere: black text at alpha 128 over white is #7f7f7f.
    for i in stride(from: 3, to: image.pixels.count, by: 4) { image.pixels[i] = 128 }
    let f = try #require(ScreenshotScanner.scan(image, options: .test(scale: 2)).first)
    #expect(f.background.opaqueHexString == "#ffffff")
    #expect(f.foreground.opaqueHexString == "#7f7f7f")
  }

  /// A link of another colour inside a sentence is its own finding.
  @Test func linkOfAnotherColourIsSeparate() throws {
    var canvas = ScanTestCanvas(width: 700, height: 100, background: "#ffffff")
    canvas.text("READ THE", x: 20.5, y: 30.5, cell: 3, color: "#333333")
    canvas.text("TERMS", x: 20.5 + 9 * 18, y: 30.5, cell: 3, color: "#5e9cff")
    canvas.text("NOW", x: 20.5 + 15 * 18, y: 30.5, cell: 3, color: "#333333")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let link = findings.filter { $0.foreground.opaqueHexString == "#5e9cff" }
    let body = findings.filter { $0.foreground.opaqueHexString == "#333333" }
    #expect(link.count == 1)
    #expect(body.count == 2)
    #expect(link.first?.status == .fail)  // 2.9:1
    #expect(body.allSatisfy { $0.status == .pass })
  }

  /// White text with a dark outline on mid grey: white on grey alone is 3.95:1, but the outline
  /// carries the contrast (white/black 21:1), as axe-core counts thin text shadows.
  @Test func textWithAHaloIsJudgedWithIt() throws {
    var canvas = ScanTestCanvas(width: 400, height: 120, background: "#808080")
    for (dx, dy) in [(-1.5, 0.0), (1.5, 0.0), (0.0, -1.5), (0.0, 1.5)] {
      canvas.text("OUTLINE", x: 30.5 + dx, y: 40.5 + dy, cell: 3, color: "#000000")
    }
    canvas.text("OUTLINE", x: 30.5, y: 40.5, cell: 3, color: "#ffffff")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    #expect(findings.count == 1)
    let f = try #require(findings.first)
    #expect(f.flags.contains(.halo))
    #expect(f.status == .pass)
    #expect(f.wcagRatio > 15)
  }

  /// The bracket mode (counted in a hash table) equals the longest run of the sorted brackets,
  /// ties to the smaller colour, for few and many distinct colours; so does the glyph-level
  /// version, which gathers no bracket list.
  @Test(arguments: [1, 2, 5, 16, 17, 40, 300])
  func backgroundModeMatchesSortedRuns(palette: Int) {
    var state: UInt64 = UInt64(palette)
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    let workspace = ColorEstimate.Workspace()
    for _ in 0..<50 {
      var spans = InkSpans()
      let colors = (0..<palette).map { _ in UInt32(truncatingIfNeeded: next()) & 0xFF_FFFF }
      for s in 0..<(1 + Int(next() % 60)) {
        spans.y.append(Int32(s))
        spans.x0.append(0)
        spans.x1.append(1)
        spans.leftColor.append(colors[Int(next() % UInt64(palette))])
        spans.rightColor.append(colors[Int(next() % UInt64(palette))])
        // Now and then a side without a background region (not a bracket).
        spans.leftRegion.append(next() % 8 == 0 ? -1 : 0)
        spans.rightRegion.append(0)
      }
      let indices = Array(0..<spans.count)
      var brackets: [UInt32] = []
      for s in indices {
        if spans.leftRegion[s] >= 0 { brackets.append(spans.leftColor[s]) }
        brackets.append(spans.rightColor[s])
      }
      let sorted = brackets.sorted()
      var expected = sorted[0]
      var best = 0
      var start = 0
      for i in 1...sorted.count where i == sorted.count || sorted[i] != sorted[start] {
        if i - start > best {
          best = i - start
          expected = sorted[start]
        }
        start = i
      }
      let mode = ColorEstimate.backgroundMode(spans: spans, indices: indices)
      #expect(mode?.color == expected)
      #expect(mode?.isExact == (best == sorted.count))
      let near = brackets.filter {
        PackedColor.distance($0, expected) <= FlatRegions.sameSurfaceTolerance
      }
      #expect(mode?.uniformity == Double(near.count) / Double(brackets.count))
      #expect(mode?.brackets == brackets)
      // The glyph-level version agrees, in a workspace reused across calls.
      let glyph = ColorEstimate.dominantBackground(
        spans: spans, indices: indices, workspace: workspace)
      #expect(glyph?.color == mode?.color)
      #expect(glyph?.uniformity == mode?.uniformity)
      #expect(glyph?.isExact == mode?.isExact)
    }
  }

  /// A large count and its small unit on one baseline ("420/600 KCAL" at 2x, #fa114f on
  /// #1c1c1e, 4.26:1): the count is large text and passes, the unit, 2.06 times shorter, is a
  /// line of its own and fails, rather than passing with the count.
  @Test func aSmallUnitBesideALargeCountIsJudgedAtItsOwnSize() {
    var canvas = ScanTestCanvas(width: 520, height: 100, background: "#1c1c1e")
    canvas.text("420", x: 20, y: 20, cell: 7, color: "#fa114f")
    canvas.text("KCAL", x: 160, y: 69 - 7 * 3.4, cell: 3.4, color: "#fa114f")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let unit = findings.first { $0.bbox.x >= 150 }
    #expect(
      unit?.bbox.x ?? 0 >= 155 && unit?.status == .fail, "\(findings.map { ($0.bbox, $0.status) })")
    #expect(findings.first { $0.bbox.x < 150 }?.status == .pass)
  }
}
