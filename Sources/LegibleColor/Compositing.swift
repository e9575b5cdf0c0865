extension SRGB {
  /// The colour painted source-over onto an opaque `backdrop`, as browsers and APCA-W3 do.
  ///
  /// Blends in gamma-encoded sRGB, `c = backdrop × (1 − α) + self × α` per channel (CSS
  /// Compositing 1 §5.1 simple alpha compositing, source-over), and keeps the exact result: the
  /// composite is measured as the blend defines it, not rounded to 8 bits first. An opaque colour
  /// is returned unchanged. The backdrop's alpha is ignored; composite a translucent backdrop onto
  /// its own backdrop first.
  ///
  /// Example: `#00000066` over white is `#999999`; `#00000080` (alpha 128/255) over white is
  /// 127/255 exactly in every channel (≈ 0.498), and 50 % black, `rgb(0 0 0 / 0.5)`, is 0.5
  /// (127.5 of 255), which measures 3.98:1 against white where 8-bit 128 would measure 3.95:1.
  public func composited(over backdrop: SRGB) -> SRGB {
    if isOpaque { return SRGB(red: red, green: green, blue: blue) }
    let a = Swift.max(0, Swift.min(alpha, 1))
    func blend(_ top: Double, _ bottom: Double) -> Double {
      (bottom * (1 - a) + top * a).clampedUnit
    }
    return SRGB(
      red: blend(red, backdrop.red), green: blend(green, backdrop.green),
      blue: blend(blue, backdrop.blue))
  }
}

extension Double {
  /// The value clamped into `0...1`.
  @usableFromInline
  var clampedUnit: Double { Swift.min(Swift.max(self, 0), 1) }
}
