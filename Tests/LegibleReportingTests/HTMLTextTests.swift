import Testing

@testable import LegibleReporting

/// What the HTML report lets into markup and style attributes.
@Suite struct HTMLTextTests {
  @Test func escapesMarkupCharacters() {
    #expect(
      HTMLText.escaped("<script>a & \"b\" 'c'</script>")
        == "&lt;script&gt;a &amp; &quot;b&quot; &#39;c&#39;&lt;/script&gt;")
    // Control characters are not allowed in HTML or XML text.
    #expect(HTMLText.escaped("a\u{0}b\u{1B}c\td") == "a\u{FFFD}b\u{FFFD}c\td")
  }

  /// Only colours reach a `style` attribute; anything that could end the declaration or the
  /// attribute is refused.
  @Test(
    arguments: [
      ("#abc", "#abc"), ("#a1b2c3", "#a1b2c3"), ("#a1b2c3d4", "#a1b2c3d4"),
      ("color(display-p3 1 0.2 0)", "color(display-p3 1 0.2 0)"),
      ("rgb(10 20 30 / 50%)", "rgb(10 20 30 / 50%)"),
      ("#abcg", nil), ("#12345", nil), ("red;background:url(x)", nil),
      ("#fff\" onmouseover=\"x", nil), ("expression(alert(1))x", nil),
      ("rgb(1,2,3);x:y", nil), ("<script>", nil), ("", nil), ("url(a)b", nil),
    ] as [(String, String?)])
  func cssColor(input: String, expected: String?) {
    #expect(HTMLText.cssColor(input) == expected)
  }

  @Test func base64MatchesRFC4648Vectors() {
    // RFC 4648 §10 test vectors.
    let vectors = [
      ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="),
      ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy"),
    ]
    for (plain, encoded) in vectors {
      #expect(HTMLText.base64(Array(plain.utf8)) == encoded)
    }
    #expect(HTMLText.base64([0xFB, 0xFF, 0xBF]) == "+/+/")
  }
}
