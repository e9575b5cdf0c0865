// The platform's C maths library supplies `pow`, `cbrt` and the trigonometric functions; the Swift
// standard library has none of them. This file is the only one that imports it, so the rest of
// the module reads as plain Swift.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// `x^y` (IEEE `pow`).
@inlinable
func power(_ x: Double, _ y: Double) -> Double { pow(x, y) }

/// `x^y` in single precision (IEEE `powf`).
@inlinable
func power(_ x: Float, _ y: Float) -> Float { powf(x, y) }

/// The real cube root, defined for negative input.
@inlinable
func cubeRoot(_ x: Double) -> Double { cbrt(x) }

/// Sine of an angle in radians.
@inlinable
func sine(_ x: Double) -> Double { sin(x) }

/// Cosine of an angle in radians.
@inlinable
func cosine(_ x: Double) -> Double { cos(x) }

/// The angle of the point `(x, y)` in radians, `-π...π`.
@inlinable
func arcTangent(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
