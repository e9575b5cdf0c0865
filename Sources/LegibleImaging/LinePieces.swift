/// Pieces of one label that the glyph chaining left apart, put back together.
///
/// A letter at the end of a word can be read apart from it — over a gradient its short
/// background runs turn its counter into ink, so its colour estimate lands on the background and
/// it no longer chains with its neighbours. Judged alone, such a piece says nothing (about 1:1)
/// while the rest of its word is judged: it becomes part of the line beside it.
enum LinePieces {
  /// The rule's id, as `--explain` names it.
  static let id = "line-pieces"

  /// Largest ratio at which a lone piece's ink cannot be told from its background (empirical:
  /// the faintest real UI text, disabled and placeholder, stays above 1.3:1; the spoilt estimate
  /// of a cut-off letter reads 1.0–1.05:1).
  static let indistinctRatio = 1.1

  /// Whether the lone finding `piece` belongs to the line finding `line`: its measured contrast
  /// is indistinct, it is no taller than the line and lies within its rows, and it sits beside
  /// the line within the chaining gap (``TextLines/maximumGap`` glyph heights).
  static func belongs(_ piece: ScanFinding, to line: ScanFinding) -> Bool {
    let p = piece.bbox
    let l = line.bbox
    guard piece.wcagRatio < indistinctRatio, line.wcagRatio >= indistinctRatio,
      p.height <= l.height, p.y >= l.y - l.height / 4, p.maxY <= l.maxY + l.height / 4
    else { return false }
    let gap = max(p.x - l.maxX, l.x - p.maxX)
    return gap >= -1 && Double(gap) <= TextLines.maximumGap * Double(p.height)
  }

  /// Removes every lone piece that belongs to a line (see ``belongs(_:to:)``) and widens that
  /// line's box over it; `isLine[i]` says whether finding `i` is a chained line.
  static func merge(_ findings: inout [ScanFinding], isLine: [Bool], trace: inout ScanTrace) {
    var removed = [Bool](repeating: false, count: findings.count)
    for i in findings.indices where !isLine[i] {
      // The nearest line it belongs to.
      func gap(_ j: Int) -> Int {
        max(findings[i].bbox.x - findings[j].bbox.maxX, findings[j].bbox.x - findings[i].bbox.maxX)
      }
      let lines = findings.indices.filter { isLine[$0] && belongs(findings[i], to: findings[$0]) }
      guard let j = lines.min(by: { gap($0) < gap($1) }) else { continue }
      trace.note(
        findings[i].bbox, id, .dropped,
        "a piece of the line beside it, its own contrast indistinct (under 1.1:1)")
      findings[j].bbox = findings[j].bbox.union(findings[i].bbox)
      removed[i] = true
    }
    findings = findings.indices.filter { !removed[$0] }.map { findings[$0] }
  }
}
