import Foundation
import Testing
import _LegibleTestSupport

/// Each schema in `Schemas/` stands on its own: `report.schema.json` referred to
/// `check-report.schema.json` through a remote `$id` that validators tried to download.
@Suite struct SchemaOfflineTests {
  @Test(arguments: [
    "check-report.schema.json", "report.schema.json", "legible-config.schema.json",
  ])
  func referencesStayInsideTheFile(name: String) throws {
    let url = Fixtures.repositoryRoot.appendingPathComponent("Schemas").appendingPathComponent(name)
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    var references: [String] = []
    func collect(_ node: Any) {
      if let object = node as? [String: Any] {
        if let reference = object["$ref"] as? String { references.append(reference) }
        object.values.forEach(collect)
      } else if let array = node as? [Any] {
        array.forEach(collect)
      }
    }
    collect(root)
    #expect(!references.isEmpty)
    for reference in references {
      #expect(reference.hasPrefix("#/"), "\(name): \(reference)")
      // Every local reference resolves within the file.
      var target: Any? = root
      for key in reference.dropFirst(2).split(separator: "/") {
        target = (target as? [String: Any])?[String(key)]
      }
      #expect(target != nil, "\(name): \(reference)")
    }
  }
}
