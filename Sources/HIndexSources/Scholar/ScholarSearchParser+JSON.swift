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
        let publications = page.results.map { publication -> JSONValue in
            .object([
                "title": .string(publication.title),
                "authors": .string(publication.authors),
                "venue": .string(publication.venue),
                "year": .number(publication.year),
                "citations": .number(publication.citations),
                "id": .text(publication.sourceID),
            ])
        }
        let root = JSONValue.object([
            "source": .string("scholar-search"),
            "complete": .bool(!page.hasNextPage),
            "publications": .array(publications),
        ])
        return root.prettyPrinted
    }
}
