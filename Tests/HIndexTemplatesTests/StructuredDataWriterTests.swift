import Foundation
import HIndexCore
import HIndexTestSupport
import Testing

@testable import HIndexTemplates

/// The structured-data writer gives the bytes `JSONSerialization` (`.sortedKeys`,
/// `.withoutEscapingSlashes`) and `scriptSafe` gave, on the pages' own objects and on
/// random values made of the keys the pages use and text full of what JSON and HTML escape.
@Suite struct StructuredDataWriterTests {
    /// Every key the pages write.
    static let keys = [
        "@context", "@type", "name", "url", "affiliation", "memberOf", "parentOrganization",
        "sameAs", "itemListElement", "itemListOrder", "numberOfItems", "position",
    ]

    /// Pieces of the random strings: every escaped character, every control, DEL, `/`,
    /// Unicode line separators, non-ASCII text and markup.
    static let pieces: [String] =
        (0..<0x20).map { String(UnicodeScalar(UInt8($0))) } + [
            "\u{7F}", "\"", "\\", "/", "<", ">", "&", "</script>", "<!--", "\u{2028}", "\u{2029}",
            "\u{85}", "\u{A0}", "é", "Åberg", "漢字", "😀", "e\u{301}", "a", "Ada Lovelace", " ",
            "https://example.org/a?b=c&d", "\u{FEFF}", "\u{E2}",
        ]

    /// The reference: `JSONSerialization`, then `scriptSafe`.
    static func reference(_ value: JSONValue) throws -> String {
        func any(_ value: JSONValue) -> Any {
            switch value {
            case .null: NSNull()
            case .bool(let flag): flag
            case .int(let number): number
            case .decimal(let number, _): number
            case .string(let text): text
            case .array(let values): values.map(any)
            case .object(let members): members.mapValues(any)
            }
        }
        let data = try JSONSerialization.data(
            withJSONObject: any(value), options: [.sortedKeys, .withoutEscapingSlashes])
        return scriptSafe(String(decoding: data, as: UTF8.self))
    }

    /// The escaping the pages' JSON-LD had after `JSONSerialization` (the reference): JSON
    /// text with `<`, `>`, `&`, U+2028 and U+2029 written as `\u` escapes. They can
    /// only occur inside JSON strings, where the escape means the same character.
    static func scriptSafe(_ json: String) -> String {
        var result = ""
        result.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": result += "\\u003c"
            case ">": result += "\\u003e"
            case "&": result += "\\u0026"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static func randomString(_ generator: inout some RandomNumberGenerator) -> String {
        (0..<Int.random(in: 0...6, using: &generator)).map { _ in
            pieces.randomElement(using: &generator) ?? ""
        }.joined()
    }

    static func randomValue(_ generator: inout some RandomNumberGenerator, depth: Int)
        -> JSONValue
    {
        switch Int.random(in: 0..<(depth > 0 ? 5 : 2), using: &generator) {
        case 0: return .string(randomString(&generator))
        case 1: return .int(Int.random(in: -1_000_000...1_000_000, using: &generator))
        case 2, 3: return randomObject(&generator, depth: depth - 1)
        default:
            return .array(
                (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                    randomValue(&generator, depth: depth - 1)
                })
        }
    }

    static func randomObject(_ generator: inout some RandomNumberGenerator, depth: Int)
        -> JSONValue
    {
        var members: [String: JSONValue] = [:]
        for key in keys where Bool.random(using: &generator) {
            members[key] = randomValue(&generator, depth: depth)
        }
        return .object(members)
    }

    @Test func writerMatchesJSONSerializationOnRandomValues() throws {
        var generator = SeededGenerator(seed: 51)
        for _ in 0..<3_000 {
            let value = Self.randomObject(&generator, depth: 2)
            let written = StructuredData.json(value)
            #expect(written == (try Self.reference(value)), "\(value)")
        }
    }

    @Test func writerMatchesJSONSerializationOnThePagesObjects() throws {
        let settings = SiteSettings(
            title: "T", baseURL: "https://x.example/", organization: "Uni <&> \"Q\"")
        let context = PageContext(settings: settings, rootPath: "../../", buildDate: "2026-01-02")
        let entry = ScientistEntry(
            slug: "ada-quispe", path: "scientists/ada-quispe.md",
            name: "Ada </script> Quispe\u{2028}\t\u{1}", departments: ["Physics & Co", "Math"],
            affiliation: nil)
        let person = StructuredData.person(
            entry, context: context, departments: [Department(slug: "math", name: "Math")])
        #expect(StructuredData.json(person) == (try Self.reference(person)))
        #expect(
            StructuredData.script(person).markup
                == "<script type=\"application/ld+json\">\(try Self.reference(person))</script>")
        let rows = (1...30).map { index in
            LeaderboardRow(
                rank: index, slug: "s\(index)", name: "Name \(index) <é>", departments: [],
                metrics: Metrics(papers: 1, citations: 1, hIndex: 1, gIndex: 1, i10Index: 1),
                isLowerBound: false)
        }
        let list = StructuredData.itemList(rows, name: "All & \"everyone\"", context: context)
        #expect(StructuredData.json(list) == (try Self.reference(list)))
    }

    @Test func itemListScriptIsTheTreesScriptOnRandomRows() throws {
        var generator = SeededGenerator(seed: 77)
        for _ in 0..<300 {
            let settings = SiteSettings(
                title: "T",
                baseURL: Bool.random(using: &generator) ? "https://x.example/" : "/site/",
                siteURL: Bool.random(using: &generator) ? nil : "https://u.example/a b/")
            let context = PageContext(settings: settings, rootPath: "../", buildDate: "2026-01-02")
            let rows = (0..<Int.random(in: 0...12, using: &generator)).map { index in
                LeaderboardRow(
                    rank: index, slug: Self.randomString(&generator) + "-\(index)",
                    name: Self.randomString(&generator), departments: [],
                    metrics: Metrics(papers: 1, citations: 1, hIndex: 1, gIndex: 1, i10Index: 1),
                    isLowerBound: false)
            }
            let name = Self.randomString(&generator)
            let tree = StructuredData.script(
                StructuredData.itemList(rows, name: name, context: context))
            let written = StructuredData.itemListScript(rows, name: name, context: context)
            #expect(written.markup == tree.markup)
            if written.markup != tree.markup { break }
        }
    }
}
