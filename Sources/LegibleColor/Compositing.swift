extension SRGB {
  /// The colour painted source-over onto an opaque `backdrop`, as browsers and APCA-W3 do.
  ///
  /// Blends in gamma-encoded sRGB, `c = backdrop × (1 − α) + self × α` per channel, then rounds
  /// each channel to 8 bits, as a display buffer holds it (APCA-W3 0.1.9 `alphaBlend(round: true)`).
  /// An opaque colour is returned unchanged. The backdrop's alpha is ignored; composite a
  /// translucent backdrop onto its own backdrop first.
  ///
  /// Example: `#00000066` over white is `#999999`.
  public func composited(over backdrop: SRGB) -> SRGB {
    if isOpaque { return SRGB(red: red, green: green, blue: blue) }
    let a = Swift.max(0, Swift.min(alpha, 1))
    func blend(_ top: Double, _ bottom: Double) -> Double {
      (bottom * (1 - a) + top * a).clampedUnit
    }
    return SRGB(
      red: blend(red, backdrop.red), green: blend(green, backdrop.green),
      blue: blend(blue, backdrop.blue)
    ).quantized
  }
}

extension Double {
  /// The value clamped into `0...1`.
  @usableFromInline
  var clampedUnit: Double { Swift.min(Swift.max(self, 0), 1) }
}
