import Foundation
import LegibleColor

extension SRGB {
  /// The exponent of Apple's Generic Gray Gamma 2.2 space (`kCGColorSpaceGenericGrayGamma2_2`).
  static let grayGamma = 2.2

  /// A grey in Generic Gray Gamma 2.2 (or Extended Gray, the same curve mirrored for negative
  /// values), as Xcode asset catalogs store them: the grey's linear light is `white^2.2`,
  /// re-encoded with the sRGB curve.
  init(grayGamma22 white: Double, alpha: Double) {
    let magnitude = pow(abs(white), Self.grayGamma)
    let encoded = SRGBTransfer.encoded(white < 0 ? -magnitude : magnitude)
    self.init(red: encoded, green: encoded, blue: encoded, alpha: alpha)
  }
}
