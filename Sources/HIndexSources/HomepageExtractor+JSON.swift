import HIndexCore

extension HomepageExtractor {
    /// The extraction as the `inspect homepage` command prints it: a pretty-printed JSON
    /// object with sorted keys, missing values as `null`, the same bytes for the same result.
    ///
    /// ```json
    /// {"entries": [{"authors", "title", "year"}], "source": "homepage",
    ///  "xpath": {"authors", "title"}}
    /// ```
    public static func inspectJSON(_ extraction: HomepageExtraction) -> String {
        let entries = extraction.entries.map { entry -> JSONValue in
            .object([
                "title": .string(entry.title),
                "authors": .text(entry.authors.isEmpty ? nil : entry.authors),
                "year": .number(entry.year),
            ])
        }
        let root = JSONValue.object([
            "source": .string(sourceName),
            "entries": .array(entries),
            "xpath": .object([
                "title": .text(extraction.titleXPath.isEmpty ? nil : extraction.titleXPath),
                "authors": .text(extraction.authorsXPath),
            ]),
        ])
        return root.prettyPrinted
    }
}
