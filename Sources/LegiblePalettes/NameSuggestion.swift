/// "Did you mean" for a mistyped name: the closest of a set of names by edit distance, when it
/// is close enough to be a likely typo.
///
/// Bounded so a typo among long names stays cheap: the distance allowed grows with the name's
/// length but never past ``maximumDistance``, names whose lengths differ by more than that are
/// skipped unread, names longer than ``maximumLength`` are never suggested, and the distance is
/// computed in a band of diagonals around the main one with an early exit once every cell
/// exceeds the bound. Time O(n·k·L) for n names of length L ≤ 256 and bound k ≤ 8, where the
/// plain dynamic program was O(n·L²) and took seconds over long names.
public enum NameSuggestion {
  /// The most edits a suggestion may be away from the typed name.
  public static let maximumDistance = 8
  /// The longest name suggested or compared, in characters.
  public static let maximumLength = 256

  /// The name in `names` nearest to `typed` (case-insensitively), if it is at most
  /// max(2, length / 4) edits away (capped at ``maximumDistance``); the first of equals wins.
  ///
  /// Example: `nearest(to: "labl", in: ["label", "link"])` is `"label"`.
  public static func nearest<Names: Sequence<String>>(to typed: String, in names: Names) -> String?
  {
    let target = Array(typed.lowercased().unicodeScalars)
    guard target.count <= maximumLength else { return nil }
    var bound = min(maximumDistance, max(2, target.count / 4))
    var best: String? = nil
    for candidate in names {
      // Unicode scalars count at least once per character: a cheap length filter first.
      let scalars = candidate.unicodeScalars
      guard abs(scalars.count - target.count) <= bound else { continue }
      let other = Array(candidate.lowercased().unicodeScalars)
      guard let distance = distance(target, other, atMost: bound) else { continue }
      best = candidate
      // A later name must be strictly nearer.
      if distance == 0 { break }
      bound = distance - 1
    }
    return best
  }

  /// The Levenshtein distance between `a` and `b` if it is at most `limit`, else `nil`;
  /// only cells within `limit` of the diagonal are computed.
  static func distance(
    _ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost limit: Int
  ) -> Int? {
    if abs(a.count - b.count) > limit { return nil }
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    let outside = limit + 1
    var previous = [Int](repeating: outside, count: b.count + 1)
    var current = previous
    for j in 0...min(b.count, limit) { previous[j] = j }
    // Row i holds cells low...high; the cell left of the band is reset, and the cell right
    // of the previous row's band was never written, so it still holds `outside`.
    for i in 1...a.count {
      let low = max(1, i - limit)
      let high = min(b.count, i + limit)
      current[low - 1] = low == 1 && i <= limit ? i : outside
      var rowMinimum = current[low - 1]
      if low <= high {
        for j in low...high {
          let cost = a[i - 1] == b[j - 1] ? 0 : 1
          let value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
          current[j] = min(value, outside)
          rowMinimum = min(rowMinimum, current[j])
        }
      }
      if rowMinimum > limit { return nil }
      swap(&previous, &current)
    }
    return previous[b.count] <= limit ? previous[b.count] : nil
  }
}
