import LegibleImaging

extension HTMLReporter {
  /// Where each finding box's number goes over a screenshot: beside its box, never over another
  /// number, stacked with a leader line when boxes crowd (the same layout as the annotated PNGs),
  /// with the most severe findings placed first. A number that finds no free place is left out;
  /// its box still links to its row and carries the finding in its title.
  ///
  /// - Parameters:
  ///   - boxes: each box's finding number, status and drawn rectangle, in image pixels.
  ///   - bounds: the image.
  ///   - fontSize: the numbers' font size in image pixels.
  /// - Returns: a place for each box, in the order given, or `nil`.
  static func numberPlaces(
    for boxes: [(number: Int, status: Finding.Status, box: PixelRect)], bounds: PixelRect,
    fontSize: Int
  ) -> [LabelLayout.Placement?] {
    // Bold digits of a system sans-serif are about 0.62 em wide; a tenth of an em pads each side.
    func size(of number: Int) -> (width: Int, height: Int) {
      let digits = String(number).count
      return (
        width: Int((Double(fontSize) * (0.62 * Double(digits) + 0.25)).rounded(.up)),
        height: fontSize + max(1, fontSize / 8)
      )
    }
    let order = boxes.indices.sorted {
      (boxes[$0].status, $0) < (boxes[$1].status, $1)
    }
    let layout = LabelLayout(bounds: bounds, scale: 1)
    let placed = layout.place(
      order.map { index in
        LabelLayout.Request(box: boxes[index].box) { _ in size(of: boxes[index].number) }
      })
    var places = [LabelLayout.Placement?](repeating: nil, count: boxes.count)
    for (slot, index) in order.enumerated() { places[index] = placed[slot] }
    return places
  }

  /// A line from a stacked number to the nearest point of its box: from the number's centre,
  /// clamped to the number's edge facing the box.
  static func leader(from label: PixelRect, to box: PixelRect) -> (Int, Int, Int, Int) {
    let centreX = label.x + label.width / 2
    let centreY = label.y + label.height / 2
    let boxX = min(max(centreX, box.x), box.maxX)
    let boxY = min(max(centreY, box.y), box.maxY)
    let labelX = min(max(boxX, label.x), label.maxX)
    let labelY = min(max(boxY, label.y), label.maxY)
    return (labelX, labelY, boxX, boxY)
  }
}
