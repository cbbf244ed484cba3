import Foundation
import HIndexCore

/// schema.org structured data as JSON-LD: a `Person` on each scientist page, an `ItemList`
/// on each leaderboard.
///
/// The JSON is compact with its keys sorted, written straight into one byte buffer, and made
/// safe for a `<script>` element as it is written: in strings `<`, `>` and `&` become
/// `\u003c`, `\u003e` and `\u0026` and U+2028/U+2029 become `\u2028`/`\u2029`, so no
/// value (a name such as `</script><script>…`, or `<!--`) can end the element or change how
/// HTML parses it; the JSON means exactly the same. The bytes are those the pages had when
/// `JSONSerialization` (`.sortedKeys`, `.withoutEscapingSlashes`) wrote them and those five
/// characters were escaped after it: the same escapes (`\"`, `\\`, `\b \f \n \r \t`,
/// `\u00XX` in lower case for other controls; `/`, DEL and non-ASCII text as they are), and
/// the same key order, since the schema.org keys written here sort the same by Unicode
/// scalars as by `JSONSerialization`'s numeric, case-insensitive order (the tests hold the
/// writer to `JSONSerialization` on random values).
public enum StructuredData {
    /// The `<script type="application/ld+json">` element holding `value`.
    public static func script(_ value: JSONValue) -> HTML {
        var output: [UInt8] = []
        output.reserveCapacity(512)
        append("<script type=\"application/ld+json\">", to: &output)
        write(value, to: &output)
        append("</script>", to: &output)
        return .raw(String(decoding: output, as: UTF8.self))
    }

    /// `value` as script-safe JSON text.
    public static func json(_ value: JSONValue) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(512)
        write(value, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private static func append(_ text: StaticString, to output: inout [UInt8]) {
        text.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    /// Appends `value` as compact, script-safe JSON.
    static func write(_ value: JSONValue, to output: inout [UInt8]) {
        switch value {
        case .null: append("null", to: &output)
        case .bool(let flag): flag ? append("true", to: &output) : append("false", to: &output)
        case .int(let number): output.append(contentsOf: String(number).utf8)
        case .decimal: output.append(contentsOf: value.prettyPrinted.utf8)
        case .string(let text): JSONValue.writeString(text, to: &output, scriptSafe: true)
        case .array(let values):
            output.append(UInt8(ascii: "["))
            for (index, element) in values.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                write(element, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            // UTF-8 byte order is Unicode scalar order.
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            for (index, member) in sorted.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                JSONValue.writeString(member.key, to: &output, scriptSafe: true)
                output.append(UInt8(ascii: ":"))
                write(member.value, to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// The scientist as a schema.org `Person`: `name`, `url` (the page), `affiliation` (the
    /// file's `affiliation`, else the site's `organization`), `memberOf` (each department,
    /// with its page when it has one) and `sameAs` (the canonical URLs of the profiles the
    /// file names: ORCID, Google Scholar, OpenAlex, DBLP, Semantic Scholar, homepage).
    public static func person(
        _ entry: ScientistEntry, context: PageContext, departments: [Department]
    ) -> JSONValue {
        var person: [String: JSONValue] = [
            "@context": .string("https://schema.org"),
            "@type": .string("Person"),
            "name": .string(entry.name),
            "url": .string(context.publicURL("scientists/\(URLPath.segment(entry.slug))/")),
        ]
        if let organization = entry.affiliation ?? context.settings.organization,
            !organization.isEmpty
        {
            person["affiliation"] = .object([
                "@type": .string("Organization"), "name": .string(organization),
            ])
        }
        let memberOf = entry.departments.map { name -> JSONValue in
            var department: [String: JSONValue] = [
                "@type": .string("Organization"), "name": .string(name),
            ]
            if let page = departments.first(where: { $0.name == name || $0.slug == name }) {
                department["url"] = .string(
                    context.publicURL("departments/\(URLPath.segment(page.slug))/"))
            }
            if let organization = context.settings.organization {
                department["parentOrganization"] = .object([
                    "@type": .string("Organization"), "name": .string(organization),
                ])
            }
            return .object(department)
        }
        if !memberOf.isEmpty { person["memberOf"] = .array(memberOf) }
        let sameAs = entry.profileURLs
        if !sameAs.isEmpty { person["sameAs"] = .array(sameAs.map(JSONValue.string)) }
        return .object(person)
    }

    /// A leaderboard as a schema.org `ItemList`: one `ListItem` per row in the page's order,
    /// with its `position` (1, 2, …), the scientist's `name` and page `url`. The pages write it
    /// with ``itemListScript(_:name:context:)``; this tree is its definition, which the tests
    /// hold that writer to.
    public static func itemList(_ rows: [LeaderboardRow], name: String, context: PageContext)
        -> JSONValue
    {
        let items = rows.enumerated().map { index, row -> JSONValue in
            .object([
                "@type": .string("ListItem"), "position": .int(index + 1),
                "name": .string(row.name),
                "url": .string(context.publicURL("scientists/\(URLPath.segment(row.slug))/")),
            ])
        }
        return .object([
            "@context": .string("https://schema.org"),
            "@type": .string("ItemList"),
            "name": .string(name),
            "itemListOrder": .string("https://schema.org/ItemListOrderDescending"),
            "numberOfItems": .int(rows.count),
            "itemListElement": .array(items),
        ])
    }

    /// ``script(_:)`` of ``itemList(_:name:context:)``, written without building the tree:
    /// every leaderboard page has one, with an item per scientist.
    public static func itemListScript(
        _ rows: [LeaderboardRow], name: String, context: PageContext
    ) -> HTML {
        var output: [UInt8] = []
        output.reserveCapacity(256 + 128 * rows.count)
        append("<script type=\"application/ld+json\">", to: &output)
        // The members in UTF-8 byte order, as `write` sorts them.
        append(
            "{\"@context\":\"https://schema.org\",\"@type\":\"ItemList\",\"itemListElement\":[",
            to: &output)
        let base = context.publicURL("scientists/")
        for (index, row) in rows.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            append("{\"@type\":\"ListItem\",\"name\":", to: &output)
            JSONValue.writeString(row.name, to: &output, scriptSafe: true)
            append(",\"position\":", to: &output)
            JSONValue.writeInt(index + 1, to: &output)
            append(",\"url\":", to: &output)
            JSONValue.writeString(
                base + URLPath.segment(row.slug) + "/", to: &output, scriptSafe: true)
            output.append(UInt8(ascii: "}"))
        }
        append(
            "],\"itemListOrder\":\"https://schema.org/ItemListOrderDescending\",\"name\":",
            to: &output)
        JSONValue.writeString(name, to: &output, scriptSafe: true)
        append(",\"numberOfItems\":", to: &output)
        JSONValue.writeInt(rows.count, to: &output)
        append("}</script>", to: &output)
        return .raw(String(decoding: output, as: UTF8.self))
    }
}
