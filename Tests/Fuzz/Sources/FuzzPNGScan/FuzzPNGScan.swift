import FuzzSupport
import LegibleImaging

/// Decodes the input as a PNG (at most 4 megapixels, so one input cannot exhaust memory) and
/// scans it.
func fuzzPNGScan(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  if let decoded = try? PNGDecoder.decode(bytes, source: "fuzz", maxPixels: 4_000_000) {
    _ = ScreenshotScanner.scan(decoded.image)
  }
  return 0
}

/// The entry point SwiftPM links as `main`: runs libFuzzer on ``fuzzPNGScan(_:_:)``.
@_cdecl("FuzzPNGScan_main")
func main(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  FuzzDriver.run(argc, argv) { fuzzPNGScan($0, $1) }
}
