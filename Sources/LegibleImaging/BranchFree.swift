// Branch-free building blocks of the colour estimate's hot loops: where a condition follows a
// glyph's shape, a branch on it is mispredicted about as often as not.

/// 1 for `true` and 0 for `false`, without a jump: `condition ? 1 : 0` can compile to a
/// conditional jump, which mispredicts where the condition follows a glyph's shape, while a
/// `Bool`'s byte is 0 or 1 and adds as it is.
@inline(__always) func bit(_ condition: Bool) -> Int {
  Int(unsafeBitCast(condition, to: UInt8.self))
}

/// The largest of `count` (≥ 1) values, none NaN, eight lanes at a time: a running maximum
/// in one register waits on the previous comparison for every value (the compiler cannot
/// reorder a floating-point maximum), while eight independent lanes do not. The maximum of
/// a set is the same whatever the order (up to the sign of a zero). Lanes by comparison and
/// replacement: `pointwiseMax` orders NaNs as well, and measured slower than the running maximum.
@inline(__always) func largest(_ values: UnsafePointer<Float>, _ count: Int) -> Float {
  var top = values[0]
  var i = 0
  if count >= 8 {
    let raw = UnsafeRawPointer(values)
    var lanes = raw.loadUnaligned(as: SIMD8<Float>.self)
    i = 8
    while i &+ 8 <= count {
      let next = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<Float>.self)
      lanes.replace(with: next, where: next .> lanes)
      i &+= 8
    }
    for lane in 0..<8 { top = lanes[lane] > top ? lanes[lane] : top }
  }
  while i < count {
    top = values[i] > top ? values[i] : top
    i &+= 1
  }
  return top
}

/// The largest of `|values[i + 1] − values[i]|` for `i` in `0..<count` (0 for none), four
/// steps at a time (see ``largest(_:_:)``): no value is NaN, and a zero step, whatever its
/// sign, never raises the maximum.
@inline(__always) func largestStep(_ values: UnsafePointer<Float>, _ count: Int) -> Float {
  var top: Float = 0
  var i = 0
  if count >= 4 {
    let raw = UnsafeRawPointer(values)
    var lanes = SIMD4<Float>()
    while i &+ 4 <= count {
      let here = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<Float>.self)
      let next = raw.loadUnaligned(fromByteOffset: (i &+ 1) &* 4, as: SIMD4<Float>.self)
      let difference = next - here
      let step = difference.replacing(with: -difference, where: difference .< 0)
      lanes.replace(with: step, where: step .> lanes)
      i &+= 4
    }
    for lane in 0..<4 { top = lanes[lane] > top ? lanes[lane] : top }
  }
  while i < count {
    top = max(top, abs(values[i &+ 1] - values[i]))
    i &+= 1
  }
  return top
}
