/// A 3×3 matrix of doubles, row-major, for linear-light colour transforms.
struct ColorMatrix: Sendable, Hashable {
  /// The nine entries, row by row.
  var entries: [Double]

  /// Creates a matrix from its rows.
  init(_ rows: [[Double]]) {
    precondition(rows.count == 3 && rows.allSatisfy { $0.count == 3 })
    entries = rows.flatMap { $0 }
  }

  /// Creates a matrix whose columns are `a`, `b` and `c`.
  init(columns a: [Double], _ b: [Double], _ c: [Double]) {
    entries = [a[0], b[0], c[0], a[1], b[1], c[1], a[2], b[2], c[2]]
  }

  /// The identity.
  static let identity = ColorMatrix([[1, 0, 0], [0, 1, 0], [0, 0, 1]])

  /// The entry in `row`, `column`.
  subscript(row: Int, column: Int) -> Double { entries[row * 3 + column] }

  /// `self · other`.
  static func * (lhs: ColorMatrix, rhs: ColorMatrix) -> ColorMatrix {
    var rows: [[Double]] = []
    for i in 0..<3 {
      rows.append((0..<3).map { j in (0..<3).reduce(0) { $0 + lhs[i, $1] * rhs[$1, j] } })
    }
    return ColorMatrix(rows)
  }

  /// `self · v`.
  static func * (lhs: ColorMatrix, v: [Double]) -> [Double] {
    (0..<3).map { i in lhs[i, 0] * v[0] + lhs[i, 1] * v[1] + lhs[i, 2] * v[2] }
  }

  /// The inverse (by cofactors), or `nil` when the matrix is singular.
  var inverse: ColorMatrix? {
    let e = entries
    let c00 = e[4] * e[8] - e[5] * e[7]
    let c01 = e[5] * e[6] - e[3] * e[8]
    let c02 = e[3] * e[7] - e[4] * e[6]
    let determinant = e[0] * c00 + e[1] * c01 + e[2] * c02
    guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
    let r = 1 / determinant
    return ColorMatrix([
      [c00 * r, (e[2] * e[7] - e[1] * e[8]) * r, (e[1] * e[5] - e[2] * e[4]) * r],
      [c01 * r, (e[0] * e[8] - e[2] * e[6]) * r, (e[2] * e[3] - e[0] * e[5]) * r],
      [c02 * r, (e[1] * e[6] - e[0] * e[7]) * r, (e[0] * e[4] - e[1] * e[3]) * r],
    ])
  }

  /// The Bradford cone-response matrix (Lam 1985; ICC.1:2022 Annex E.3).
  static let bradford = ColorMatrix([
    [0.8951, 0.2664, -0.1614],
    [-0.7502, 1.7135, 0.0367],
    [0.0389, -0.0685, 1.0296],
  ])

  /// The Bradford chromatic adaptation from white `source` to white `destination` (XYZ, Y = 1).
  static func bradfordAdaptation(from source: [Double], to destination: [Double]) -> ColorMatrix {
    let coneSource = bradford * source
    let coneDestination = bradford * destination
    let scale = ColorMatrix([
      [coneDestination[0] / coneSource[0], 0, 0],
      [0, coneDestination[1] / coneSource[1], 0],
      [0, 0, coneDestination[2] / coneSource[2]],
    ])
    return bradford.inverse! * scale * bradford
  }
}
