/// The `k`-th smallest values of buffers (0-based), found by selection in expected linear time
/// instead of sorting; ``reference(_:in:)`` is the plain sorted version.
enum OrderStatistic {
  /// The value at position `k` of `values[0..<count]` sorted ascending. Reorders the buffer:
  /// afterwards every value before position `k` is at most the result and every one after it
  /// at least. Unchecked assumption: `0 <= k < count` and no value is NaN.
  static func select(_ k: Int, in values: UnsafeMutablePointer<Float>, count: Int) -> Float {
    select(k, in: UnsafeMutableBufferPointer(start: values, count: count), by: <)
  }

  /// The same value as ``select(_:in:count:)``, without the promise about the buffer's order
  /// afterwards. A handful of values (a glyph's edge steps, six on average) are ranked by
  /// counting, branch-free: the value with fewer than `k + 1` values below it and more than
  /// `k` at or below it is the one at position `k`. Quickselect's data-dependent branches cost
  /// more there than the `count²` comparisons. More than 16 values go to
  /// ``select(_:in:count:)``, which leaves them partitioned as it says.
  static func value(_ k: Int, in values: UnsafeMutablePointer<Float>, count: Int) -> Float {
    guard count <= 16 else { return select(k, in: values, count: count) }
    for i in 0..<count {
      let v = values[i]
      var below = 0
      var notAbove = 0
      for j in 0..<count {
        below &+= bit(values[j] < v)
        notAbove &+= bit(values[j] <= v)
      }
      if below <= k && k < notAbove { return v }
    }
    // Not reached: some value holds position `k`.
    return values[k]
  }

  /// The values at positions `k − 1` and `k` of `values[0..<count]` sorted ascending (`lower`
  /// is unspecified for `k == 0`), by three-way partitions without data-dependent branches:
  /// each pass writes every value both to the front of its buffer (kept where below the pivot)
  /// and to `spare` (kept where above it), so neither a comparison's outcome nor its pattern
  /// costs a mispredicted jump, and values equal to the pivot drop out at once (stroke widths
  /// and edge steps repeat a few values many times). Quickselect's partition loops stopped on
  /// every value with a coin-flip branch. The next pass runs on whichever part holds `k`, in
  /// place or in `spare`, so the two buffers take turns. The results are elements of the
  /// input, the same ones any sort puts there. Destroys both buffers' contents. Unchecked
  /// assumptions: `0 <= k < count`, `spare` holds `count` values, no value is NaN.
  static func selectPair(
    _ k: Int, in values: UnsafeMutablePointer<Float>, spare: UnsafeMutablePointer<Float>,
    count: Int
  ) -> (lower: Float, value: Float) {
    var current = values
    var other = spare
    var n = count
    var k = k
    // The largest value known to lie below every value still in play: the pivot of the last
    // pass whose lower part and pivot values were set aside.
    var setAside = -Float.infinity
    while true {
      let a = current[0]
      let b = current[n / 2]
      let c = current[n - 1]
      let pivot = max(min(a, b), min(max(a, b), c))
      var below = 0
      var above = 0
      // In place: the write index never passes the read index.
      for i in 0..<n {
        let v = current[i]
        current[below] = v
        below &+= bit(v < pivot)
        other[above] = v
        above &+= bit(v > pivot)
      }
      let notAbove = n - above
      if k < below {
        n = below
      } else if k >= notAbove {
        setAside = pivot
        k -= notAbove
        swap(&current, &other)
        n = above
      } else {
        if k > below { return (pivot, pivot) }
        guard below > 0 else { return (setAside, pivot) }
        var largest = current[0]
        for i in 1..<below { largest = max(largest, current[i]) }
        return (largest, pivot)
      }
    }
  }

  /// Reference: the same value from a full sort.
  static func reference(_ k: Int, in values: [Float]) -> Float {
    values.sorted()[k]
  }

  /// The element at position `k` of `values` sorted by `areInIncreasingOrder`, a strict total
  /// order (no two distinct elements equivalent): then that element is the one any sort puts
  /// there, stable or not. Reorders the buffer as ``select(_:in:count:)`` does (median of three
  /// as the pivot, Hoare partition). Unchecked assumption: `0 <= k < values.count`.
  static func select<Element>(
    _ k: Int, in values: UnsafeMutableBufferPointer<Element>,
    by areInIncreasingOrder: (Element, Element) -> Bool
  ) -> Element {
    var lo = 0
    var hi = values.count - 1
    while lo < hi {
      // Median of three as the pivot (copied out: the partition moves its slot); Hoare
      // partition.
      let mid = lo + (hi - lo) / 2
      let a = values[lo]
      let b = values[mid]
      let c = values[hi]
      let pivot =
        areInIncreasingOrder(a, b)
        ? (areInIncreasingOrder(b, c) ? b : areInIncreasingOrder(a, c) ? c : a)
        : (areInIncreasingOrder(a, c) ? a : areInIncreasingOrder(b, c) ? c : b)
      var i = lo
      var j = hi
      while i <= j {
        while areInIncreasingOrder(values[i], pivot) { i += 1 }
        while areInIncreasingOrder(pivot, values[j]) { j -= 1 }
        if i <= j {
          values.swapAt(i, j)
          i += 1
          j -= 1
        }
      }
      // Now values[lo...j] ≤ pivot ≤ values[i...hi], and values strictly between j and i are
      // equivalent to the pivot.
      if k <= j {
        hi = j
      } else if k >= i {
        lo = i
      } else {
        return values[k]
      }
    }
    return values[k]
  }
}
