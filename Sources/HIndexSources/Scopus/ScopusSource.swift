import Foundation
import HIndexCore

extension CitationSourceDescriptor {
    /// `scopus:` — the documents of a Scopus author, by Scopus author identifier (with
    /// `SCOPUS_API_KEY`, and `SCOPUS_INSTTOKEN` where the institution has one) or a saved
    /// Scopus Search response.
    public static let scopus = CitationSourceDescriptor(
        key: "scopus", label: ScopusSearchParser.sourceName,
        valueDescription: "a Scopus author identifier such as 7006615561, or a saved Scopus "
            + "Search response (.json)",
        identifier: { SourceIdentifier.scopus($0) },
        parseSaved: { data, origin throws(SourceError) in
            try ScopusSearchParser.parse(data, origin: origin)
        },
        network: NetworkCitationSource(
            service: SourceService(
                "scopus", environmentVariable: "HINDEX_SCOPUS_URL",
                defaultBaseURL: "https://api.elsevier.com",
                defaultPolicy: HostPolicy(minimumDelay: .milliseconds(200))),
            apiKey: .init(
                environmentVariable: "SCOPUS_API_KEY", name: "X-ELS-APIKey", placement: .header,
                required: true),
            additionalKeys: [
                .init(
                    environmentVariable: "SCOPUS_INSTTOKEN", name: "X-ELS-Insttoken",
                    placement: .header, required: false)
            ],
            recordSource: "scopus_search",
            describe: { label, id in "\(label) documents of author \(id)" },
            fetch: { context, id throws(CitationFetchError) in
                try await ScopusSearchRequests.fetchDocuments(
                    authorID: id, fetcher: context.fetcher, base: context.base)
            }),
        methodologyNote: DataSourceNote(
            id: "scopus", name: .sourceNameScopus, caveats: .sourceCaveatsScopus))
}
