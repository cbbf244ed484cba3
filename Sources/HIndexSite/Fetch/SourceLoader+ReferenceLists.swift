import Foundation
import HIndexCore
import HIndexSources
import HIndexStore

/// Publication lists: saved files, pages by URL, ORCID works and DBLP person records.
extension SourceLoader {
    // MARK: Reference list

    /// The reference list `list`, or `nil` when this version does not read it.
    func reference(_ list: ReferenceListPlan) async -> FetchedSource? {
        switch list {
        case .homepageFile(let path), .orcidFile(let path), .dblpFile(let path),
            .bibtexFile(let path):
            return savedFile(path)
        case .homepageURL(let url):
            return await listPage(
                url: url, label: "Publication list", what: "the publication list \(url)",
                statusKey: "homepage/\(url)", ttl: periods.seconds("homepage"))
        case .orcidWorks(let iD):
            let url = orcidBase.appendingPathComponent("v3.0/\(iD)/works").absoluteString
            return await listPage(
                url: url, label: "ORCID works", what: "the ORCID works of \(iD)",
                statusKey: "orcid/\(iD)", ttl: periods.seconds("orcid"),
                headers: ["Accept": "application/json"],
                explain: { body in
                    // ORCID's error payload ("user-message", "error-desc") says why.
                    do throws(SourceError) {
                        _ = try ORCIDWorksParser.parse(body, origin: url)
                    } catch {
                        if case .unexpectedLayout(_, _, let detail) = error {
                            return detail
                        }
                    }
                    return nil
                })
        case .dblpPerson(let pid):
            let url = Self.dblpPersonURL(base: dblpBase, pid: pid)
            return await listPage(
                url: url, label: "DBLP record", what: "the DBLP record of \(pid)",
                statusKey: "dblp/\(pid)", ttl: periods.seconds("dblp"),
                headers: ["Accept": "application/xml"],
                check: { data, origin throws(SourceError) in
                    _ = try DBLPPersonParser.parse(data, origin: origin)
                })
        case .unavailable:
            return nil
        }
    }

    /// The URL of a DBLP person record: `{base}/pid/{pid}.xml`.
    static func dblpPersonURL(base: URL, pid: String) -> String {
        let path = pid.split(separator: "/").map {
            $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0)
        }.joined(separator: "/")
        return base.absoluteString + "/pid/" + path + ".xml"
    }

    /// A reference list by URL (a publications page, an ORCID works response, a DBLP person
    /// record) under the refresh policy. `check`, when given, must accept a fetched body (it
    /// parses): a response of the wrong kind (an HTML error page instead of XML) is neither
    /// cached nor used, and counts as a failed refresh. `explain`, when given, reads the body
    /// of an error answer (an API's error payload) and returns its message for the failure
    /// reason.
    func listPage(
        url text: String, label: String, what: String, statusKey: String, ttl: TimeInterval,
        headers: [String: String] = [:],
        check: (@Sendable (Data, String) throws(SourceError) -> Void)? = nil,
        explain: (@Sendable (Data) -> String?)? = nil
    ) async -> FetchedSource {
        let cached = (try? await cache?.latestResponse(url: text, successfulOnly: true))
            .map { RefreshPolicy.Copy(value: $0.body, fetchedAt: $0.fetchedAt) }
        let outcome = await policy.run(
            statusKey: statusKey, ttl: ttl, cached: cached,
            fetch: network.map { network in
                {
                    let response = try await fetchPage(
                        text, headers: headers, check: check, from: network)
                    let fetchedAt = CacheDay.wholeSeconds(response.fetchedAt)
                    return (
                        RefreshPolicy.Copy(value: response.body, fetchedAt: fetchedAt), "fetched"
                    )
                }
            },
            reason: { error in
                var reason = RefreshPolicy.reason(error)
                if case .status(_, _, _, let body)? = error as? FetchError, !body.isEmpty,
                    let message = explain?(body)
                {
                    reason += ": " + message
                }
                return reason
            })
        switch outcome {
        case .data(let copy, let failure, let summary):
            return .page(
                text, label: label, body: copy.value, fetchedAt: copy.fetchedAt,
                failure: failure, summary: summary)
        case .missing(let failure):
            return .missing(label: label, what: what, failure: failure, hashKey: statusKey)
        }
    }

    /// Fetches the page at `text` through the cache; with `check`, an answer it refuses is
    /// neither stored nor used.
    private func fetchPage(
        _ text: String, headers: [String: String],
        check: (@Sendable (Data, String) throws(SourceError) -> Void)?, from network: NetworkSources
    ) async throws -> FetchResponse {
        guard let url = URL(string: text) else {
            throw FetchError.invalidURL(url: text, reason: "not a URL")
        }
        let fetcher =
            check.map { check in
                CachingFetcher(
                    upstream: network.pages.upstream, cache: cache, freshAfter: nil,
                    accept: { response in
                        (try? check(response.body, response.url.absoluteString)) != nil
                    }, tally: tally)
            } ?? network.pages
        let response = try await fetcher.fetch(FetchRequest(url: url, headers: headers))
        try check?(response.body, text)
        return response
    }
}
