import LegibleColor
import LegibleImaging
import Testing

@Suite struct RGBAImageTests {
  @Test func fillAndPixelAccess() {
    var image = RGBAImage(width: 3, height: 2, filledWith: SRGB(hex: "#336699")!)
    #expect(image.pixels.count == 24)
    #expect(image[2, 1].hexString == "#336699")
    image[1, 0] = SRGB(hex: "#ff000080")!
    #expect(image[1, 0].hexString == "#ff000080")
    #expect(Array(image.pixels[4..<8]) == [255, 0, 0, 128])
    #expect(image[0, 0].hexString == "#336699")
  }

  @Test func emptyImage() {
    let image = RGBAImage(width: 0, height: 0, pixels: [])
    #expect(image.pixels.isEmpty)
  }
}
