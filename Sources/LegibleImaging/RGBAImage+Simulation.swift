import LegibleColor

extension RGBAImage {
  /// The image as seen with a colour vision deficiency (the fast path of
  /// ``ColorVisionSimulation``); alpha is kept.
  public func simulating(_ simulation: ColorVisionSimulation) -> RGBAImage {
    RGBAImage(width: width, height: height, pixels: simulation.simulatedRGBA8(pixels))
  }
}
