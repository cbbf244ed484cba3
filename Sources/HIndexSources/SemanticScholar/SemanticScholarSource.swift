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
        },
        network: NetworkCitationSource(
            service: .semanticScholar,
            apiKey: .init(
                environmentVariable: "S2_API_KEY", name: "x-api-key", placement: .header,
                required: false),
            recordSource: "semantic_scholar_papers",
            describe: { label, id in "\(label) papers of author \(id)" },
            fetch: { context, id throws(CitationFetchError) in
                let fetch = try await SemanticScholarPapersFetcher(
                    fetcher: context.fetcher, baseURL: context.base
                ).fetchPapers(authorID: id)
                return NetworkCitationSource.Fetch(
                    result: fetch.result, responses: fetch.responses,
                    notes: fetch.reachedPageCap ? ["stopped at the page cap"] : [])
            }),
        unreadableURL: .noticeSemanticScholarNotID, inspectKind: "s2-papers",
        methodologyNote: DataSourceNote(
            id: "semantic-scholar", name: .sourceNameSemanticScholar,
            caveats: .sourceCaveatsSemanticScholar))
}
