/// An optional report field that is written as `null` when absent, rather than left out, so
/// every JSON object of a kind has the same keys.
///
/// Synthesised `Encodable` conformances skip `nil` optionals (`encodeIfPresent`); wrapping the
/// property makes them encode the wrapper, which encodes `nil` as `null`.
@propertyWrapper
public struct ExplicitNull<Value: Encodable & Sendable>: Encodable, Sendable {
  /// The field's value.
  public var wrappedValue: Value?

  /// Wraps a value.
  public init(wrappedValue: Value?) {
    self.wrappedValue = wrappedValue
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let wrappedValue {
      try container.encode(wrappedValue)
    } else {
      try container.encodeNil()
    }
  }
}

extension ExplicitNull: Decodable where Value: Decodable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
  }
}

extension ExplicitNull: Equatable where Value: Equatable {}
extension ExplicitNull: Hashable where Value: Hashable {}
