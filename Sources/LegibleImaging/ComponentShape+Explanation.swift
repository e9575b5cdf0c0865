extension ComponentShape {
  /// What the shape means for the component, in words (rule `component-shape` in `--explain`).
  var explanation: String {
    switch self {
    case .glyph: "a glyph or icon part: measured"
    case .speck: "a speck (a dot or comma): judged only beside a line"
    case .bar: "a thin bar: a separator, border, underline or track, never text"
    case .containerEdge: "the edge between two surfaces, never text (see control-boundary)"
    case .frame: "a hollow outline: a field or card border, never text (see control-boundary)"
    case .oversized: "larger than any glyph: a picture or panel"
    }
  }
}
