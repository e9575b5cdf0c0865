/// Disjoint sets over `0..<count` with path halving and union by index (the smaller index
/// becomes the root, so labels are deterministic).
struct UnionFind: Sendable {
  private(set) var parent: [Int32]

  init(count: Int) {
    parent = (0..<count).map { Int32($0) }
  }

  mutating func find(_ i: Int) -> Int {
    parent.withUnsafeMutableBufferPointer { Self.root(of: i, in: $0.baseAddress!) }
  }

  /// The root of `i` in a table of parents, halving the path on the way: ``find(_:)`` over raw
  /// storage, for the scan's hot loops. Unchecked assumption: every index on the path is in
  /// bounds.
  @inline(__always)
  static func root(of i: Int, in parent: UnsafeMutablePointer<Int32>) -> Int {
    var x = i
    while Int(parent[x]) != x {
      let p = Int(parent[x])
      parent[x] = parent[p]
      x = Int(parent[x])
    }
    return x
  }

  mutating func union(_ a: Int, _ b: Int) {
    parent.withUnsafeMutableBufferPointer { Self.unite(a, b, in: $0.baseAddress!) }
  }

  /// ``union(_:_:)`` over a raw table of parents: the smaller root becomes the root. Unchecked
  /// assumption: every index on both paths is in bounds.
  @inline(__always)
  static func unite(_ a: Int, _ b: Int, in parent: UnsafeMutablePointer<Int32>) {
    let ra = root(of: a, in: parent)
    let rb = root(of: b, in: parent)
    if ra < rb {
      parent[rb] = Int32(truncatingIfNeeded: ra)
    } else if rb < ra {
      parent[ra] = Int32(truncatingIfNeeded: rb)
    }
  }
}
