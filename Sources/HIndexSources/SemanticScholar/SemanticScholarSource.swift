import Foundation
import HIndexCore

extension CitationSourceDescriptor {
    /// `semantic_scholar:` — a Semantic Scholar author's papers, by author id or a saved
    /// papers response.
    public static let semanticScholar = CitationSourceDescriptor(
        key: "semantic_scholar", label: SemanticScholarPapersFetcher.sourceName,
        valueDescription: "a Semantic Scholar author id (digits) or a saved papers response",
        identifier: { SourceIdentifier.semanticScholar($0) },
        parseSaved: { data, origin throws(SourceError) in
            let page = try SemanticScholarPapersParser.parse(data, origin: origin)
            return CitationSourceResult(
                sourceName: SemanticScholarPapersFetcher.sourceName, origin: origin,
                profile: nil, publications: page.publications, isComplete: page.next == nil)
        })
}
