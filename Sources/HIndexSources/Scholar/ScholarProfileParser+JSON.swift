import HIndexCore

extension ScholarProfileParser {
    /// The parsed result as the `inspect` command prints it: a pretty-printed JSON object with
    /// sorted keys, missing values as `null`, the same bytes for the same result.
    ///
    /// ```json
    /// {"complete": …, "profile": {"affiliation", "citations", "citations_since", "h_index",
    ///  "h_index_since", "i10_index", "i10_index_since", "name", "since_year"},
    ///  "publications": [{"authors", "citations", "id", "title", "venue", "year"}],
    ///  "source": "scholar-profile"}
    /// ```
    public static func inspectJSON(_ result: CitationSourceResult) -> String {
        let profile = result.profile ?? ProfileSummary()
        let publications = result.publications.map { $0.inspectJSON(identifiers: false) }
        let root = JSONValue.object([
            "source": .string("scholar-profile"),
            "complete": .bool(result.isComplete),
            "profile": .object([
                "name": .text(profile.name),
                "affiliation": .text(profile.affiliation),
                "citations": .number(profile.citations),
                "citations_since": .number(profile.citationsSince),
                "h_index": .number(profile.hIndex),
                "h_index_since": .number(profile.hIndexSince),
                "i10_index": .number(profile.i10Index),
                "i10_index_since": .number(profile.i10IndexSince),
                "since_year": .number(profile.sinceYear),
            ]),
            "publications": .array(publications),
        ])
        return root.prettyPrinted
    }
}
