import Foundation
import HIndexCore
import HIndexSources

/// A citation source fetched page by page through the cache, by the pager of its
/// descriptor (``CitationSourceDescriptor/network``). All sources share the fetch, cache,
/// freshness and stale-copy code of ``SourceLoader``; the descriptor says what differs.
struct CitationFetch: Sendable, Hashable, CustomStringConvertible {
    /// The source's front-matter key (`scholar`, `openalex`, `serpapi`…).
    let source: String
    /// The identifier (profile or author id, or the searched name as written).
    let id: String

    /// The source's descriptor.
    var descriptor: CitationSourceDescriptor? { CitationSources.descriptor(source) }

    /// The `source` of the parsed record in the cache (and of the refresh status key).
    var recordSource: String { descriptor?.network?.recordSource ?? source }

    /// The parsed record's key: the profile or author id, or the searched name as requested.
    var key: String { descriptor?.network?.recordKey(id) ?? id }

    /// The `sources.<key>` entry of `site.md` that sets how long the source stays fresh.
    var periodKey: String { descriptor?.network?.freshnessKey ?? source }

    /// The source's name on pages and in progress lines.
    var label: String { descriptor?.label ?? source }

    /// The source in messages: `Google Scholar profile ID`, `Google Scholar search
    /// author:"First Last"`, `OpenAlex author A…`, `Semantic Scholar papers of author 123`.
    var description: String {
        descriptor?.network?.describe(label, id) ?? "\(label) author \(id)"
    }

    /// Fetches every page over `network`.
    func fetch(from network: NetworkSources) async throws(CitationFetchError)
        -> NetworkCitationSource.Fetch
    {
        guard let pager = descriptor?.network else {
            throw .notConfigured(source: source, reason: "no network reader")
        }
        return try await pager.fetch(try network.context(source), id)
    }
}
