extension BinaryFloatingPoint {
  /// Whether `self` is within `absoluteTolerance` of `other`.
  public func isApproximatelyEqual(to other: Self, absoluteTolerance: Self) -> Bool {
    abs(self - other) <= absoluteTolerance
  }
}
