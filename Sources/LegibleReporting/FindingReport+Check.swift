extension FindingReport {
  /// The findings of a `check` run: one input (the batch file, or `<arguments>`), one finding
  /// per pair and policy; unreadable batch lines make the input's error.
  public init(check report: CheckReport, role: String, batch: String?) {
    let path = batch.map { $0 == "-" ? "<stdin>" : $0 }
    var error: String?
    if !report.errors.isEmpty {
      error = report.errors.map { "line \($0.line): \($0.message)" }.joined(separator: "; ")
    }
    self.init(
      command: .check, policies: report.policies,
      inputs: [
        Input(
          path: path ?? "<arguments>", error: error,
          findings: report.results.flatMap {
            Finding.findings(from: $0, role: role, path: path)
          })
      ])
  }
}
