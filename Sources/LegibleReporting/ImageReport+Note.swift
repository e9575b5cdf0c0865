extension ImageReport {
  /// The image's size, colour space, whether its compression noise was flattened, the scale its
  /// text was read at and the platform its sizes were judged for, as the text report's note
  /// gives them: `1170×2532, Display P3, @3x (device size), ios (device size)` or `…, scale
  /// unknown (text read at @3x), …`.
  public var note: String {
    var text = "\(width)×\(height)"
    if let colorSpace { text += ", \(colorSpace)" }
    if compressed == true {
      text +=
        compressionSource == "detected"
        ? ", JPEG noise flattened (its 8×8 blocks show it; --exact reads it as it is)"
        : ", JPEG noise flattened (--compressed)"
    }
    guard let scale else {
      return text + ", scale unknown (text read at @3x), " + platformNote + omittedNote
    }
    let source =
      switch scaleSource {
      case "option": "--scale"
      case "deviceSize": "device size"
      case "pHYs": "pHYs"
      case "inferred": "inferred from the text"
      default: scaleSource
      }
    return text + ", @\(NumberFormatting.trimmed(scale))x (\(source)), " + platformNote
      + omittedNote
  }

  /// `; 1200 more findings not listed (--max-findings)` when the per-image limit left some out.
  var omittedNote: String {
    guard let omittedFindings, omittedFindings > 0 else { return "" }
    return "; \(omittedFindings) more finding\(omittedFindings == 1 ? "" : "s") not listed, "
      + "the most severe kept (--max-findings)"
  }

  /// The platform the size rules judged for and where it came from, e.g. `ios (device size)`
  /// or `platform unknown (size rules off; --platform)`.
  var platformNote: String {
    guard let platform else {
      return "platform unknown (size rules off; --platform)"
    }
    let source = platformSource == "option" ? "--platform" : "device size"
    // Sizes need the scale: without it the size rules do not run.
    let off = scale == nil ? "; size rules off: scale unknown, --scale" : ""
    return "\(platform) (\(source)\(off))"
  }
}
