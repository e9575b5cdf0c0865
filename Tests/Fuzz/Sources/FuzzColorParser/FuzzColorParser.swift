import FuzzSupport
import LegibleColor

/// Parses the input as a CSS colour, and measures it against white when it parses.
func fuzzColorParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  if let parsed = try? ColorParser.parse(text) {
    _ = WCAG2.contrastRatio(between: parsed.color, and: .white)
  }
  return 0
}

/// The entry point SwiftPM links as `main`: runs libFuzzer on ``fuzzColorParser(_:_:)``.
@_cdecl("FuzzColorParser_main")
func main(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  FuzzDriver.run(argc, argv) { fuzzColorParser($0, $1) }
}
