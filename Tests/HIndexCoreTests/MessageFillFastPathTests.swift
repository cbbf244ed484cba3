import HIndexTestSupport
import Testing

@testable import HIndexCore

/// Filling placeholders on the bytes gives what the `Character` search gives, on random
/// templates with braces next to marks, prepended characters and non-Latin text, unknown and
/// unclosed placeholders.
@Suite struct MessageFillFastPathTests {
    static let pieces = [
        "{", "}", "{name}", "{count}", "{unknown}", "{}", "name", "count", "x", " ", "é", "\u{301}",
        "\u{600}", "漢", "😀", "\r\n", "{name", "count}", "{{name}}",
    ]

    @Test func bytewiseFillIsTheGeneralFillOnRandomTemplates() {
        var generator = SeededGenerator(seed: 71)
        var bytewise = 0
        for _ in 0..<30_000 {
            let template = (0..<Int(generator.next() % 10)).map { _ in
                Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))]
            }.joined()
            var values: [String: String] = [:]
            if generator.next() % 2 == 0 { values["name"] = "N{a}é" }
            if generator.next() % 2 == 0 { values["count"] = "" }
            if values.isEmpty { values["x"] = "1" }
            let general = Message.generalFill(template, values)
            if let fast = Message.bytewiseFill(template, values) {
                #expect(fast == general, "\(template.debugDescription) \(values)")
                bytewise += 1
            }
            #expect(Message.fill(template, values) == general)
        }
        #expect(bytewise > 10_000)
        #expect(Message.fill("{count} of {name}", ["count": "3", "name": "x"]) == "3 of x")
    }

    /// A brace that no `}` closes, and what follows it, stay as written, once (they were
    /// written twice: the text before the brace again with the rest).
    @Test func anUnclosedBraceAndTheRestStayAsWritten() {
        let values = ["name": "Ada", "count": "3"]
        for (template, expected) in [
            ("a {name} b {c", "a Ada b {c"),
            ("{", "{"),
            ("x {", "x {"),
            ("{count} of {name", "3 of {name"),
            ("é {name} 漢 {count", "é Ada 漢 {count"),
            ("{name}{", "Ada{"),
        ] {
            #expect(Message.fill(template, values) == expected, "\(template)")
            #expect(Message.generalFill(template, values) == expected, "\(template)")
            if let fast = Message.bytewiseFill(template, values) {
                #expect(fast == expected, "\(template)")
            }
        }
        // Any template: each placeholder filled with its own spelling gives the template back.
        var generator = SeededGenerator(seed: 72)
        for _ in 0..<5_000 {
            let template = (0..<Int(generator.next() % 8)).map { _ in
                Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))]
            }.joined()
            let identity = ["name": "{name}", "count": "{count}"]
            #expect(Message.fill(template, identity) == template, "\(template.debugDescription)")
            #expect(
                Message.generalFill(template, identity) == template,
                "\(template.debugDescription)")
        }
    }
}
