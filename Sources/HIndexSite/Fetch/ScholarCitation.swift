import Foundation
import HIndexCore
import HIndexSources

/// A citation source fetched page by page through the cache: a Google Scholar profile by
/// id, a Scholar author search (`scholar_search:`), or an OpenAlex author's works. All share the fetch, cache, freshness and
/// stale-copy code of ``SourceLoader``; this type says only what differs.
enum ScholarCitation: Sendable, Hashable, CustomStringConvertible {
    /// `scholar: <id>`.
    case profile(id: String)
    /// `scholar_search: First Last`.
    case search(query: String)
    /// `openalex: A…`: the author's works, following `meta.next_cursor`.
    case openAlexWorks(id: String)

    /// The `source` of the parsed record in the cache (and of the refresh status key).
    var recordSource: String {
        switch self {
        case .profile: "scholar_profile"
        case .search: "scholar_search"
        case .openAlexWorks: "openalex_works"
        }
    }

    /// The parsed record's key: the profile id, or the searched name as requested.
    var key: String {
        switch self {
        case .profile(let id): id
        case .search(let query): ScholarSearchRequests.authorName(from: query)
        case .openAlexWorks(let id): id
        }
    }

    /// The source's name on pages and in progress lines.
    var label: String {
        switch self {
        case .profile: ScholarProfileParser.sourceName
        case .search: ScholarSearchParser.sourceName
        case .openAlexWorks: OpenAlexWorksFetcher.sourceName
        }
    }

    /// The source in messages: `Google Scholar profile ID`, `Google Scholar search
    /// author:"First Last"`.
    var description: String {
        switch self {
        case .profile(let id): "\(label) \(id)"
        case .search: "\(label) author:\"\(key)\""
        case .openAlexWorks(let id): "\(label) works of \(id)"
        }
    }

    /// What one fetch got: the result, the responses, and notes for the progress line.
    struct Fetch: Sendable {
        var result: CitationSourceResult
        var responses: [FetchResponse]
        var notes: [String]
    }

    /// Fetches every page over `network`.
    func fetch(from network: NetworkSources) async throws(ScholarFetchError) -> Fetch {
        switch self {
        case .profile(let id):
            let fetch = try await network.profiles.fetchProfile(user: id)
            return Fetch(
                result: fetch.result, responses: fetch.responses,
                notes: fetch.reachedPageCap ? ["stopped at the page cap"] : [])
        case .search(let query):
            let fetch = try await network.searches.fetchSearch(query: query)
            var notes = ["\(fetch.result.publications.count) of \(fetch.resultCount) results kept"]
            if fetch.droppedCount > 0 {
                notes[0] +=
                    " (\(fetch.droppedCount) without the surname in the author line dropped)"
            }
            if fetch.reachedPageCap { notes.append("stopped at the page cap") }
            return Fetch(result: fetch.result, responses: fetch.responses, notes: notes)
        case .openAlexWorks(let id):
            let fetch = try await network.openAlexWorks.fetchWorks(authorID: id)
            return Fetch(
                result: fetch.result, responses: fetch.responses,
                notes: fetch.reachedPageCap ? ["stopped at the page cap"] : [])
        }
    }
}
