extension JSONFile {
  /// Reads `"distinct"`: an array of groups, each an array of two or more colour names
  /// (`[["status/success", "status/error"]]`), or an object `{"groups": [...], "threshold": 0.1}`
  /// that also sets the Oklab distance the groups must keep.
  func distinctGroups(_ node: JSONNode) throws(PaletteError) -> ([[String]], Double?) {
    var groupsNode = node
    var threshold: Double?
    if let members = node.members {
      try checkKeys(members, allowed: ["groups", "threshold"], in: "\"distinct\"")
      guard let groups = node["groups"] else {
        throw .invalidValue(at: location(node), message: "\"distinct\" has no \"groups\"")
      }
      groupsNode = groups
      if let thresholdNode = node["threshold"] {
        let value = try number(thresholdNode, "\"threshold\"")
        guard value > 0, value.isFinite else {
          throw .invalidValue(
            at: location(thresholdNode),
            message: "\"threshold\" must be a positive Oklab distance such as 0.1, not \(value)")
        }
        threshold = value
      }
    }
    var groups: [[String]] = []
    for element in try array(groupsNode, "\"distinct\" groups") {
      let names = try strings(element, "a \"distinct\" group")
      guard names.count >= 2 else {
        throw .invalidValue(
          at: location(element), message: "a \"distinct\" group needs at least two colour names")
      }
      groups.append(names)
    }
    return (groups, threshold)
  }
}
