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

  /// A weather app's indicator at 2x: a location arrow 18 px tall for the current page, then
  /// three dots 14 px across, 14 px apart, all alike. The arrow is another shape, so it is no
  /// dot; it stands one gap before the first.
  @Test func dotsAllAlikeAfterAnotherMarkAreAnIndicator() {
    let dots = [383, 411, 439].map { PixelRect(x: $0, y: 2057, width: 14, height: 14) }
    let inks = [UInt32](repeating: 0x78_5a_4a, count: 3)
    let arrow = PixelRect(x: 349, y: 2055, width: 18, height: 18)
    #expect(Rule.isEndMark(arrow, of: dots, gap: 14))
    #expect(Rule.dots(dots, inks: inks, scale: 2, marks: [arrow]) == [0, 1, 2])
    // Without it, or with it a gap and a half away, or above the row, or a label's height
    // taller than twice a dot: no indicator.
    #expect(Rule.dots(dots, inks: inks, scale: 2).isEmpty)
    let far = PixelRect(x: 339, y: 2055, width: 18, height: 18)
    #expect(!Rule.isEndMark(far, of: dots, gap: 14))
    let above = PixelRect(x: 349, y: 2045, width: 18, height: 18)
    #expect(!Rule.isEndMark(above, of: dots, gap: 14))
    let tall = PixelRect(x: 349, y: 2049, width: 18, height: 30)
    #expect(!Rule.isEndMark(tall, of: dots, gap: 14))
    // After the last dot it marks the last page.
    let after = PixelRect(x: 467, y: 2055, width: 18, height: 18)
    #expect(Rule.dots(dots, inks: inks, scale: 2, marks: [after]) == [0, 1, 2])
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
