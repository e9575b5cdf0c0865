/// A colour vision deficiency that Legible can simulate.
///
/// The three dichromacies (and, below severity 1, the anomalous trichromacies that lead to them)
/// follow Machado, Oliveira and Fernandes (2009); achromatopsia keeps luminance only.
public enum ColorVisionDeficiency: String, Sendable, Hashable, CaseIterable, Codable {
  /// Missing or shifted long-wavelength (L, "red") cones; protanomaly below severity 1.
  case protanopia
  /// Missing or shifted medium-wavelength (M, "green") cones; deuteranomaly below severity 1.
  case deuteranopia
  /// Missing or shifted short-wavelength (S, "blue") cones; tritanomaly below severity 1.
  case tritanopia
  /// No colour vision at all: only luminance is seen.
  case achromatopsia

  /// The deficiency named `text`: the case name (`deuteranopia`), the anomaly name
  /// (`deuteranomaly`) or the short form (`deutan`, `protan`, `tritan`, `achromat`), in any case.
  public init?(name text: String) {
    let lowered = text.lowercased()
    if let exact = Self(rawValue: lowered) {
      self = exact
      return
    }
    switch lowered {
    case "protan", "protanomaly": self = .protanopia
    case "deutan", "deuteranomaly": self = .deuteranopia
    case "tritan", "tritanomaly": self = .tritanopia
    case "achromat", "achromatomaly", "monochromacy", "grayscale", "greyscale":
      self = .achromatopsia
    default: return nil
    }
  }
}
