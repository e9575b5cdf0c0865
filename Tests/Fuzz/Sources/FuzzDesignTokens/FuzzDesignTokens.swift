import FuzzSupport
import LegiblePalettes

/// Loads the input as a design-token file.
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  FuzzInput.withFile(UnsafeRawBufferPointer(start: data, count: size), at: "tokens.json") { path in
    _ = try? Palette.loadDesignTokens(path: path)
  }
  return 0
}

/// The entry point SwiftPM links as `main`: runs libFuzzer on ``fuzz(_:_:)``.
@_cdecl("FuzzDesignTokens_main")
func main(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  FuzzDriver.run(argc, argv) { fuzz($0, $1) }
}
