extension ColorVisionSimulation {
  /// Simulates every pixel of an 8-bit RGBA buffer (4 bytes a pixel, straight alpha), the fast
  /// way; alpha is copied unchanged.
  ///
  /// Agrees with ``referenceSimulatedRGBA8(_:)`` to within one 8-bit step per channel (it
  /// computes in `Float`, so a value within rounding of a step boundary may land on either side).
  public func simulatedRGBA8(_ pixels: [UInt8]) -> [UInt8] {
    precondition(pixels.count % 4 == 0, "RGBA8 pixels come four bytes at a time")
    let kernel = SimulationKernel(matrix: matrix)
    return [UInt8](unsafeUninitializedCapacity: pixels.count) { output, count in
      let destination = output
      pixels.withUnsafeBufferPointer { input in kernel.run(input, into: destination) }
      count = pixels.count
    }
  }

  /// Simulates every pixel of an 8-bit RGBA buffer one channel at a time in `Double` through
  /// ``simulate(_:)``: the plain path the fast one is tested against.
  public func referenceSimulatedRGBA8(_ pixels: [UInt8]) -> [UInt8] {
    precondition(pixels.count % 4 == 0, "RGBA8 pixels come four bytes at a time")
    var output = pixels
    for index in stride(from: 0, to: pixels.count, by: 4) {
      let color = simulate(
        SRGB(red8: pixels[index], green8: pixels[index + 1], blue8: pixels[index + 2]))
      let bytes = color.rgba8
      output[index] = bytes.red
      output[index + 1] = bytes.green
      output[index + 2] = bytes.blue
    }
    return output
  }
}
