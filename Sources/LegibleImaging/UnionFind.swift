/// Disjoint sets over `0..<count` with path halving and union by index (the smaller index
/// becomes the root, so labels are deterministic).
struct UnionFind: Sendable {
  private(set) var parent: [Int32]

  init(count: Int) {
    parent = (0..<count).map { Int32($0) }
  }

  mutating func find(_ i: Int) -> Int {
    var x = i
    while Int(parent[x]) != x {
      let p = Int(parent[x])
      parent[x] = parent[p]
      x = Int(parent[x])
    }
    return x
  }

  mutating func union(_ a: Int, _ b: Int) {
    let ra = find(a)
    let rb = find(b)
    if ra == rb { return }
    if ra < rb { parent[rb] = Int32(ra) } else { parent[ra] = Int32(rb) }
  }
}
