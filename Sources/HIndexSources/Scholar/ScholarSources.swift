import Foundation
import HIndexCore

extension CitationSourceDescriptor {
    /// `scholar:` — a Google Scholar profile, by user id or saved page.
    public static let scholar = CitationSourceDescriptor(
        key: "scholar", label: ScholarProfileParser.sourceName,
        valueDescription: "a Google Scholar user id, a profile URL or a saved profile page",
        identifier: { SourceIdentifier.scholar($0) },
        parseSaved: { data, origin throws(SourceError) in
            try ScholarProfileParser.parse(data, origin: origin)
        },
        network: NetworkCitationSource(
            service: .scholar, apiKey: nil, recordSource: "scholar_profile",
            keepsResponse: ScholarPager.keeps,
            describe: { label, id in "\(label) \(id)" },
            fetch: { context, id throws(CitationFetchError) in
                let fetch = try await ScholarProfileFetcher(
                    fetcher: context.fetcher, baseURL: context.base,
                    blockedHosts: context.blockedHosts
                ).fetchProfile(user: id)
                return NetworkCitationSource.Fetch(
                    result: fetch.result, responses: fetch.responses,
                    notes: fetch.reachedPageCap ? ["stopped at the page cap"] : [])
            }),
        identifierInURL: { url in
            // The content loader reduces profile URLs to their id; any other URL is read
            // only when it carries a `user=` parameter.
            URLComponents(string: url)?.queryItems?.first { $0.name == "user" }?.value
                .flatMap { $0.isEmpty ? nil : $0 }
        },
        unreadableURL: .noticeScholarNotProfile, inspectKind: "scholar-profile",
        methodologyNote: .scholar)

    /// `scholar_search:` — a Google Scholar author search by name (never saved).
    public static let scholarSearch = CitationSourceDescriptor(
        key: "scholar_search", label: ScholarSearchParser.sourceName,
        valueDescription: "the author's name as Google Scholar writes it (\"First Last\")",
        identifier: { SourceIdentifier.scholarSearch($0) }, parseSaved: nil,
        network: NetworkCitationSource(
            service: .scholar, apiKey: nil, freshnessKey: "scholar",
            recordSource: "scholar_search", keepsResponse: ScholarPager.keeps,
            recordKey: { ScholarSearchRequests.authorName(from: $0) },
            describe: { label, query in
                "\(label) author:\"\(ScholarSearchRequests.authorName(from: query))\""
            },
            partialResultsAreWhole: true,
            fetch: { context, query throws(CitationFetchError) in
                let fetch = try await ScholarSearchFetcher(
                    fetcher: context.fetcher, baseURL: context.base,
                    blockedHosts: context.blockedHosts
                ).fetchSearch(query: query)
                var notes = [
                    "\(fetch.result.publications.count) of \(fetch.resultCount) results kept"
                ]
                if fetch.droppedCount > 0 {
                    notes[0] +=
                        " (\(fetch.droppedCount) without the surname in the author line dropped)"
                }
                if fetch.reachedPageCap { notes.append("stopped at the page cap") }
                return NetworkCitationSource.Fetch(
                    result: fetch.result, responses: fetch.responses, notes: notes)
            }),
        usableIdentifier: { !ScholarSearchRequests.authorName(from: $0).isEmpty },
        methodologyNote: .scholar)

}

extension DataSourceNote {
    /// Google Scholar's note, shared by the profile and the author search.
    public static let scholar = DataSourceNote(
        id: "scholar", name: .sourceNameScholar, caveats: .sourceCaveatsScholar)
}
