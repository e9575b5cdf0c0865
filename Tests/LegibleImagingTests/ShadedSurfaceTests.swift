import Testing

@testable import LegibleImaging

/// ``ShadedSurface``: a plane fitted to the ring of pixels around a box.
@Suite struct ShadedSurfaceTests {
  /// A canvas shaded as a plane: red falls 1.5 levels a pixel to the right, blue rises 0.25 a
  /// pixel down, green is flat.
  static func plane() -> ScanImage {
    var canvas = ScanTestCanvas(width: 80, height: 60, background: "#000000")
    for y in 0..<60 {
      for x in 0..<80 {
        canvas.rgb[y * 80 + x] = SIMD3(250 - 1.5 * Double(x), 120, 40 + 0.25 * Double(y))
      }
    }
    return ScanImage(uncheckedOpaque: canvas.image)
  }

  @Test func aPlaneIsFittedAndHeldAllRound() throws {
    let image = Self.plane()
    let box = PixelRect(x: 30, y: 20, width: 16, height: 12)
    let surface = try #require(ShadedSurface(around: box, in: image))
    // The fit recovers the slopes (the rounding of each pixel to a level aside).
    #expect(abs(surface.slopeX.x + 1.5) < 0.05)
    #expect(abs(surface.slopeY.z - 0.25) < 0.05)
    #expect(abs(surface.slopeX.y) < 0.01 && abs(surface.slopeY.y) < 0.01)
    #expect(abs(surface.steepness - 1.5) < 0.05)
    let predicted = surface.color(x: 10, y: 50)
    #expect(abs(predicted.x - 235) < 1.5 && abs(predicted.z - 52.5) < 1.5)
    #expect(surface.share(around: box, in: image) == 1)
    #expect(surface.share(around: box, margin: 20, in: image, tolerance: 3) == 1)
    // A flat surface of the colour at the box's corner holds only the pixels near it.
    let flat = ShadedSurface(flat: image.rgb(30, 20))
    #expect(flat.steepness == 0)
    #expect(flat.share(around: box, margin: 20, in: image) < 0.5)
    // Another colour beside the box falls off the fit.
    #expect(!surface.holds(PackedColor.pack(r: 255, g: 255, b: 255), x: 28, y: 18))
  }

  @Test func aRingOutsideTheImageFitsNothing() {
    let image = Self.plane()
    #expect(ShadedSurface(around: PixelRect(x: 200, y: 200, width: 4, height: 4), in: image) == nil)
    // A ring wholly outside the image reads as held, as a flat ring's share does.
    let flat = ShadedSurface(flat: 0)
    #expect(flat.share(around: PixelRect(x: 200, y: 200, width: 4, height: 4), in: image) == 1)
  }
}
