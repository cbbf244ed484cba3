import Foundation
import HIndexCore

/// schema.org structured data as JSON-LD: a `Person` on each scientist page, an `ItemList`
/// on each leaderboard.
///
/// The JSON is written by `JSONSerialization` (keys sorted, so pages stay byte-identical)
/// and then made safe for a `<script>` element (``scriptSafe(_:)``): `<`, `>` and `&` become
/// `\u003c`, `\u003e` and `\u0026` and U+2028/U+2029 become `\u2028`/`\u2029`, so no
/// value (a name such as `</script><script>…`, or `<!--`) can end the element or change how
/// HTML parses it; the JSON means exactly the same.
public enum StructuredData {
    /// The `<script type="application/ld+json">` element holding `object`.
    public static func script(_ object: [String: Any]) -> HTML {
        .raw("<script type=\"application/ld+json\">\(json(object))</script>")
    }

    /// `object` as script-safe JSON text (see ``scriptSafe(_:)``).
    public static func json(_ object: [String: Any]) -> String {
        let data =
            (try? JSONSerialization.data(
                withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data("{}".utf8)
        return scriptSafe(String(decoding: data, as: UTF8.self))
    }

    /// JSON text with `<`, `>`, `&`, U+2028 and U+2029 written as `\u` escapes. They can
    /// only occur inside JSON strings, where the escape means the same character.
    public static func scriptSafe(_ json: String) -> String {
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

    /// The scientist as a schema.org `Person`: `name`, `url` (the page), `affiliation` (the
    /// file's `affiliation`, else the site's `organization`), `memberOf` (each department,
    /// with its page when it has one) and `sameAs` (the canonical URLs of the profiles the
    /// file names: ORCID, Google Scholar, OpenAlex, DBLP, Semantic Scholar, homepage).
    public static func person(
        _ entry: ScientistEntry, context: PageContext, departments: [Department]
    ) -> [String: Any] {
        var person: [String: Any] = [
            "@context": "https://schema.org",
            "@type": "Person",
            "name": entry.name,
            "url": context.publicURL("scientists/\(URLPath.segment(entry.slug))/"),
        ]
        if let organization = entry.affiliation ?? context.settings.organization,
            !organization.isEmpty
        {
            person["affiliation"] = ["@type": "Organization", "name": organization]
        }
        let memberOf = entry.departments.map { name -> [String: Any] in
            var department: [String: Any] = ["@type": "Organization", "name": name]
            if let page = departments.first(where: { $0.name == name || $0.slug == name }) {
                department["url"] = context.publicURL(
                    "departments/\(URLPath.segment(page.slug))/")
            }
            if let organization = context.settings.organization {
                department["parentOrganization"] = [
                    "@type": "Organization", "name": organization,
                ]
            }
            return department
        }
        if !memberOf.isEmpty { person["memberOf"] = memberOf }
        let sameAs = entry.profileURLs
        if !sameAs.isEmpty { person["sameAs"] = sameAs }
        return person
    }

    /// A leaderboard as a schema.org `ItemList`: one `ListItem` per row in the page's order,
    /// with its `position` (1, 2, …), the scientist's `name` and page `url`.
    public static func itemList(_ rows: [LeaderboardRow], name: String, context: PageContext)
        -> [String: Any]
    {
        let items = rows.enumerated().map { index, row -> [String: Any] in
            [
                "@type": "ListItem", "position": index + 1, "name": row.name,
                "url": context.publicURL("scientists/\(URLPath.segment(row.slug))/"),
            ]
        }
        return [
            "@context": "https://schema.org",
            "@type": "ItemList",
            "name": name,
            "itemListOrder": "https://schema.org/ItemListOrderDescending",
            "numberOfItems": rows.count,
            "itemListElement": items,
        ]
    }
}
