import Foundation
import _LegibleTestSupport

@testable import LegibleImaging

/// The findings of a scan of the fixture PNG at `path` (under `Fixtures/`) with `options`.
func scanFixture(_ path: String, options: ScanOptions) throws -> [ScanFinding] {
  let decoded = try PNGDecoder.decode([UInt8](Fixtures.data(path)), source: path)
  return ScreenshotScanner.scan(decoded.image, options: options)
}
