/// Places annotation labels so that no two overlap: beside their box where there is room,
/// else stacked a few rows out with a leader line back to the box, else one size smaller; a
/// label that finds no free place is left out (its box is still drawn) rather than drawn over
/// another.
///
/// Labels are placed in the order given (the caller puts failures first), each avoiding the
/// labels already placed and the reserved areas (the legend); beside-the-box places are tried
/// first without covering any finding's box, then allowing it.
package struct LabelLayout: Sendable {
  /// One label to place: the box it belongs to and its size at each scale tried.
  package struct Request {
    /// The drawn box (its outer edge).
    package var box: PixelRect
    /// The label's size at a given font scale.
    package var size: (Int) -> (width: Int, height: Int)

    /// Creates a request for a label beside `box`, whose size at each font scale `size` gives.
    package init(box: PixelRect, size: @escaping (Int) -> (width: Int, height: Int)) {
      self.box = box
      self.size = size
    }
  }

  /// Where a label went.
  package struct Placement: Equatable, Sendable {
    /// The label's rectangle.
    package var rect: PixelRect
    /// The font scale it is drawn at.
    package var scale: Int
    /// Whether it sits away from its box (a leader line joins them).
    package var needsLeader: Bool
  }

  /// The image's bounds.
  package var bounds: PixelRect
  /// The font scale labels are drawn at when there is room.
  package var scale: Int
  /// Areas no label may cover (the legend).
  package var reserved: [PixelRect] = []
  /// The most pixels all labels together may cover; labels past it are left out, so a screen
  /// with very many findings keeps its content visible.
  package var maximumCoverage = Int.max

  /// Creates a layout over `bounds` for labels drawn at font `scale`, avoiding `reserved`
  /// areas and covering at most `maximumCoverage` pixels in all.
  package init(
    bounds: PixelRect, scale: Int, reserved: [PixelRect] = [], maximumCoverage: Int = .max
  ) {
    self.bounds = bounds
    self.scale = scale
    self.reserved = reserved
    self.maximumCoverage = maximumCoverage
  }

  /// How many rings of stacked places are tried around a box before a smaller scale: labels
  /// further out than this lose the eye's link to their box, and a screen that crowded is better
  /// read with some boxes unlabelled than under a wall of labels.
  package static let stackSteps = 4

  /// A place for each request, in order, or `nil` for a label that fits nowhere.
  package func place(_ requests: [Request]) -> [Placement?] {
    var taken = reserved
    let boxes = requests.map(\.box)
    var placements: [Placement?] = []
    var covered = 0
    for request in requests {
      var found: Placement?
      guard covered < maximumCoverage else {
        placements.append(nil)
        continue
      }
      var tryScale = scale
      // One step smaller at most: smaller still would need zooming to read.
      while found == nil && tryScale >= max(1, scale - 1) {
        let size = request.size(tryScale)
        let gap = max(1, tryScale)
        // Beside the box, covering no box, then covering other boxes but not its own.
        for avoidsBoxes in [true, false] where found == nil {
          for (rect, leader, isInside) in candidates(for: request.box, size: size, gap: gap)
          where isFree(rect, taken: taken) {
            if avoidsBoxes && boxes.contains(where: { !$0.intersection(rect).isEmpty }) {
              continue
            }
            if !isInside && !request.box.intersection(rect).isEmpty { continue }
            found = Placement(rect: rect, scale: tryScale, needsLeader: leader)
            break
          }
        }
        tryScale -= 1
      }
      if let found {
        taken.append(found.rect)
        covered += found.rect.area
      }
      placements.append(found)
    }
    return placements
  }

  private func isFree(_ rect: PixelRect, taken: [PixelRect]) -> Bool {
    rect.x >= bounds.x && rect.y >= bounds.y && rect.maxX <= bounds.maxX
      && rect.maxY <= bounds.maxY
      && !taken.contains { !$0.intersection(rect).isEmpty }
  }

  /// Places in order of preference: touching the box (above, below, right, left, each
  /// left- then right-aligned), then rings further out above, below, right and left, which need
  /// a leader line. Each is shifted sideways to stay inside the image.
  private func candidates(for box: PixelRect, size: (width: Int, height: Int), gap: Int)
    -> [(rect: PixelRect, leader: Bool, isInside: Bool)]
  {
    let (w, h) = size
    func clampedX(_ x: Int) -> Int { max(bounds.x, min(x, bounds.maxX - w)) }
    func clampedY(_ y: Int) -> Int { max(bounds.y, min(y, bounds.maxY - h)) }
    var list: [(rect: PixelRect, leader: Bool, isInside: Bool)] = []
    func add(_ x: Int, _ y: Int, leader: Bool, isInside: Bool = false) {
      list.append((PixelRect(x: x, y: y, width: w, height: h), leader, isInside))
    }
    // Adjacent: the label's edge on the box's edge.
    add(clampedX(box.x), box.y - h, leader: false)
    add(clampedX(box.x), box.maxY, leader: false)
    add(box.maxX, clampedY(box.y), leader: false)
    add(box.x - w, clampedY(box.y), leader: false)
    add(clampedX(box.maxX - w), box.y - h, leader: false)
    add(clampedX(box.maxX - w), box.maxY, leader: false)
    // Stacked further out, one label height (or width) per ring.
    for step in 1...Self.stackSteps {
      let dy = step * (h + gap)
      let dx = step * (w / 2 + gap)
      add(clampedX(box.x), box.y - h - dy, leader: true)
      add(clampedX(box.x), box.maxY + dy, leader: true)
      add(box.maxX + dx, clampedY(box.y), leader: true)
      add(box.x - w - dx, clampedY(box.y), leader: true)
      add(clampedX(box.x + dx), box.y - h - dy, leader: true)
      add(clampedX(box.x - dx), box.maxY + dy, leader: true)
    }
    // Last: inside the box's top-left corner (a box as large as the image).
    add(clampedX(box.x + gap), clampedY(box.y + gap), leader: false, isInside: true)
    return list
  }
}
