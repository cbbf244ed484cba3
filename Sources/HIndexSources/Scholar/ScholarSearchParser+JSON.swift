import HIndexCore

extension ScholarSearchParser {
    /// The parsed page as the `inspect` command prints it: the shape of
    /// ``ScholarProfileParser/inspectJSON(_:)`` without the profile, `complete` saying that
    /// no next page is linked.
    ///
    /// ```json
    /// {"complete": …, "publications": [{"authors", "citations", "id", "title", "venue",
    ///  "year"}], "source": "scholar-search"}
    /// ```
    public static func inspectJSON(_ page: ScholarSearchPage) -> String {
        let publications = page.results.map { $0.inspectJSON(identifiers: false) }
        let root = JSONValue.object([
            "source": .string("scholar-search"),
            "complete": .bool(!page.hasNextPage),
            "publications": .array(publications),
        ])
        return root.prettyPrinted
    }
}
