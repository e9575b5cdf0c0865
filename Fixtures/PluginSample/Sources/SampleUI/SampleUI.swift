/// The colour names SampleUI's asset catalog defines.
public enum SampleColor: String, CaseIterable, Sendable {
  /// Secondary text drawn on ``surface``.
  case caption = "Caption"
  /// The background behind text.
  case surface = "Surface"
}
