import HIndexCore
import Yams

/// Reads and validates the front matter of `departments/<slug>.md`.
enum DepartmentFrontMatter {
    /// Every key a department file may have.
    static let keys = ["name", "description"]

    /// The department; its name defaults to the slug, its description is the `description`
    /// key followed by the Markdown body.
    static func department(
        from document: FrontMatterDocument, slug: String, reader: inout FrontMatterReader
    ) -> Department {
        var name: String?
        var description: String?
        for item in document.entries {
            guard keys.contains(item.key) else {
                reader.unknownKey(
                    item, known: keys,
                    hints: ["title": "name", "body": "description", "intro": "description"])
                continue
            }
            if item.value.isNull { continue }
            if item.key == "name" {
                name = reader.displayName(item)
            } else {
                description = reader.string(item)
            }
        }
        let markdown = [description, document.body.isEmpty ? nil : document.body]
            .compactMap { $0 }.joined(separator: "\n\n")
        return Department(slug: slug, name: name ?? slug, descriptionMarkdown: markdown)
    }
}
