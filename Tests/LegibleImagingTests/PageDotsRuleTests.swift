import Testing

@testable import LegibleImaging

/// Rule `page-dots`, called directly and through a scan.
@Suite struct PageDotsRuleTests {
  typealias Rule = PageDotsRule

  /// An onboarding carousel's indicator at 2x: 14 px dots 12 px apart, the second page a pill
  /// 36 px long in another colour.
  static let boxes = [
    PixelRect(x: 333, y: 512, width: 14, height: 14),
    PixelRect(x: 359, y: 512, width: 36, height: 14),
    PixelRect(x: 407, y: 512, width: 14, height: 14),
    PixelRect(x: 433, y: 512, width: 14, height: 14),
  ]
  static let inks: [UInt32] = [0xd8_cd_bf, 0x1e_3a_8a, 0xd8_cd_bf, 0xd8_cd_bf]

  @Test func anEvenRowWithOneDotStandingOutIsAnIndicator() {
    #expect(Rule.id == "page-dots")
    #expect(Rule.dots(Self.boxes, inks: Self.inks, scale: 2) == [0, 1, 2, 3])
    // The current page a dot of another colour, not a pill.
    var round = Self.boxes
    round[1] = PixelRect(x: 359, y: 512, width: 14, height: 14)
    for k in 2..<4 { round[k].x -= 22 }
    #expect(Rule.dots(round, inks: Self.inks, scale: 2).count == 4)
  }

  @Test func rowsWithNoneOrManyStandingOutAreNoIndicator() {
    // All alike: a rating's dots or an ellipsis.
    let alike = [UInt32](repeating: 0xd8_cd_bf, count: 4)
    var even = Self.boxes
    even[1] = PixelRect(x: 359, y: 512, width: 14, height: 14)
    for k in 2..<4 { even[k].x -= 22 }
    #expect(Rule.dots(even, inks: alike, scale: 2).isEmpty)
    // Uneven gaps: status dots beside labels, legend keys.
    var uneven = even
    uneven[3].x += 30
    #expect(Rule.dots(uneven, inks: Self.inks, scale: 2).isEmpty)
    // Too large for dots (14 px at 1x, avatars in a row), or two only.
    #expect(Rule.dots(Self.boxes, inks: Self.inks, scale: 1).isEmpty)
    let large = Self.boxes.map { PixelRect(x: $0.x * 4, y: $0.y, width: $0.width * 4, height: 56) }
    #expect(Rule.dots(large, inks: Self.inks, scale: 2).isEmpty)
    #expect(Rule.dots(Array(Self.boxes.prefix(2)), inks: Self.inks, scale: 2).isEmpty)
  }

  /// The indicator drawn on #fbf8f3: the pale dots (#d8cdbf, 1.48:1) ask for review; the same
  /// dots in an even row with none standing out each fail.
  @Test func aFailingPageDotIsAReview() {
    func scan(current: String) -> [ScanFinding] {
      var canvas = ScanTestCanvas(width: 240, height: 80, background: "#fbf8f3")
      for (n, x) in [40.0, 66, 92, 118].enumerated() {
        canvas.fillRoundedRect(
          x: x, y: 30, w: 14, h: 14, radius: 7, color: n == 1 ? current : "#d8cdbf")
      }
      return ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    }
    let indicator = scan(current: "#1e3a8a")
    let pale = indicator.filter { $0.status != .pass }
    #expect(pale.count == 3, "\(indicator.map { ($0.bbox, $0.status) })")
    #expect(pale.allSatisfy { $0.status == .review && $0.reason.contains(Rule.reviewReason) })
    #expect(scan(current: "#d8cdbf").allSatisfy { $0.status == .fail })
  }
}
