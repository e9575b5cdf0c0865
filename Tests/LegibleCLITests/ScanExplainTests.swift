import Foundation
import LegibleCLI
import LegibleImaging
import Testing
import _LegibleTestSupport

/// `legible scan --explain X,Y`: the rules' decisions at a pixel.
@Suite(.enabled(if: PNGDecoder.isAvailable, "built without the PNG trait"))
struct ScanExplainTests {
  @Test func explainPrintsTheRulesThatDecidedAtThePoint() {
    let path = Fixtures.url("Screenshots/controls/form-light-1x.png").path
    let run = RecordingConsole.run(["scan", path, "--scale", "1", "--explain", "20,100"])
    #expect(run.status == .findings)
    #expect(run.output.contains("explain (20, 100) in \(path):"))
    #expect(run.output.contains("control-boundary"))
    #expect(run.output.contains("text field"))
  }

  @Test func explainSaysWhetherThePointLiesInAPicture() {
    let path = Fixtures.url("Screenshots/imagery/photo-feed-light-2x.png").path
    let run = RecordingConsole.run(["scan", path, "--explain", "150,200"])
    #expect(run.output.contains("  tile 32×32 at (128, 192)"))
    #expect(run.output.contains("picture-tile"))
    #expect(run.output.contains("in the picture"))
    let plain = Fixtures.url("Screenshots/controls/form-light-1x.png").path
    let form = RecordingConsole.run(["scan", plain, "--scale", "1", "--explain", "20,100"])
    #expect(form.output.contains("  tile 16×16 at (16, 96)"))
    #expect(form.output.contains("picture-tile      decided   interface"))
    #expect(form.output.contains("in no picture"))
  }

  @Test func explainGoesToStandardErrorBesideJSON() throws {
    let path = Fixtures.url("Screenshots/controls/form-light-1x.png").path
    let run = RecordingConsole.run([
      "scan", path, "--scale", "1", "--format", "json", "--explain", "20,100",
    ])
    #expect(run.error.contains("control-boundary"))
    _ = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
  }

  @Test(arguments: ["20", "a,b", "-1,4", "1,2,3"])
  func aMalformedPointIsAUsageError(point: String) {
    let path = Fixtures.url("Screenshots/controls/form-light-1x.png").path
    let run = RecordingConsole.run(["scan", path, "--explain", point])
    #expect(run.status == .error)
    #expect(run.error.contains("--explain takes a pixel as X,Y"))
  }
}
