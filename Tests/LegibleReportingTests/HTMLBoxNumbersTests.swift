import LegibleImaging
import Testing

@testable import LegibleReporting

/// The numbers drawn beside finding boxes in the HTML report's screenshots.
@Suite struct HTMLBoxNumbersTests {
  /// A crowded row of boxes (a dense list, each box touching the next): every number that is
  /// placed stays inside the image, overlaps no other number, and failures are numbered first.
  @Test func crowdedNumbersNeverOverlap() {
    let bounds = PixelRect(x: 0, y: 0, width: 600, height: 400)
    var boxes: [(number: Int, status: Finding.Status, box: PixelRect)] = []
    for row in 0..<12 {
      for column in 0..<4 {
        let number = boxes.count + 1
        let status: Finding.Status = number % 3 == 0 ? .fail : .review
        boxes.append(
          (number, status, PixelRect(x: 100 + column * 60, y: 40 + row * 24, width: 58, height: 22))
        )
      }
    }
    let places = HTMLReporter.numberPlaces(for: boxes, bounds: bounds, fontSize: 13)
    let placed = places.compactMap { $0?.rect }
    #expect(placed.count > boxes.count / 2)
    for (index, rect) in placed.enumerated() {
      #expect(rect.x >= 0 && rect.y >= 0 && rect.maxX <= bounds.maxX && rect.maxY <= bounds.maxY)
      for other in placed[(index + 1)...] { #expect(rect.intersection(other).isEmpty) }
    }
    // Every failure finds a place before any review does.
    for (box, place) in zip(boxes, places) where box.status == .fail { #expect(place != nil) }
    // When the places beside a box are taken, its number is stacked further out with a leader.
    #expect(places.contains { $0?.needsLeader == true })
  }

  /// A lone box gets its number right beside it, without a leader line.
  @Test func loneBoxNumberTouchesItsBox() throws {
    let box = PixelRect(x: 50, y: 50, width: 80, height: 20)
    let place = try #require(
      HTMLReporter.numberPlaces(
        for: [(1, .fail, box)], bounds: PixelRect(x: 0, y: 0, width: 300, height: 200),
        fontSize: 13
      ).first ?? nil)
    #expect(!place.needsLeader)
    #expect(place.rect.maxY == box.y || place.rect.y == box.maxY || place.rect.x == box.maxX)
  }

  /// A leader runs from the number's edge to the nearest point of its box.
  @Test func leaderJoinsTheNearestEdges() {
    let label = PixelRect(x: 10, y: 0, width: 20, height: 15)
    let box = PixelRect(x: 0, y: 40, width: 100, height: 20)
    let line = HTMLReporter.leader(from: label, to: box)
    #expect(line == (20, 15, 20, 40))
  }
}
