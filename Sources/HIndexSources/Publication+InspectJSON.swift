import HIndexCore

extension Publication {
    /// The publication as `inspect --json` prints it: title, authors, venue, year, citations
    /// and the source's id; with `identifiers`, also the DOI and arXiv id (`null` when
    /// unknown).
    func inspectJSON(identifiers: Bool) -> JSONValue {
        var members: [String: JSONValue] = [
            "title": .string(title),
            "authors": .string(authors),
            "venue": .string(venue),
            "year": .number(year),
            "citations": .number(citations),
            "id": .text(sourceID),
        ]
        if identifiers {
            members["doi"] = .text(doi)
            members["arxiv"] = .text(arxivID)
        }
        return .object(members)
    }
}
