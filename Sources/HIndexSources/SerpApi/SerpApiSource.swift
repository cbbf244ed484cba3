import Foundation
import HIndexCore

extension CitationSourceDescriptor {
    /// `serpapi:` — SerpApi's Google Scholar Author API, by Scholar user id (key from
    /// `SERPAPI_KEY`) or a saved response.
    public static let serpApi = CitationSourceDescriptor(
        key: "serpapi", label: SerpApiAuthorParser.sourceName,
        valueDescription: "a Google Scholar user id (fetched through SerpApi with the key in "
            + "SERPAPI_KEY) or a saved SerpApi google_scholar_author response (.json)",
        identifier: { SourceIdentifier.scholar($0) },
        parseSaved: { data, origin throws(SourceError) in
            try SerpApiAuthorParser.parse(data, origin: origin)
        },
        network: NetworkCitationSource(
            service: SourceService(
                "serpapi", environmentVariable: "HINDEX_SERPAPI_URL",
                defaultBaseURL: "https://serpapi.com",
                defaultPolicy: HostPolicy(minimumDelay: .milliseconds(500))),
            apiKey: .init(
                environmentVariable: "SERPAPI_KEY", name: "api_key", placement: .query,
                required: true),
            recordSource: "serpapi_author",
            fetch: { context, id throws(CitationFetchError) in
                try await SerpApiAuthorRequests.fetchArticles(
                    authorID: id, fetcher: context.fetcher, base: context.base)
            }),
        methodologyNote: DataSourceNote(
            id: "serpapi", name: .sourceNameSerpApi, caveats: .sourceCaveatsSerpApi))
}
