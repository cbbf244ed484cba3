import Foundation
import HIndexCore
import HIndexSources
import HIndexStore
import Testing

@testable import HIndexSite

/// The one refresh policy of the network sources: fresh copies are used, stale ones are
/// refreshed, a failed refresh keeps the last good copy and remembers since when it fails, a
/// "not found" answer is remembered while fresh, and `--offline` reads the cache as it is.
@Suite struct RefreshPolicyTests {
    struct Failure: Error {}

    let folder: TemporaryFolder
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let day: TimeInterval = 86_400

    init() throws { folder = try TemporaryFolder() }

    func policy(at date: Date, refresh: Bool = false) throws -> RefreshPolicy {
        let cache = try CacheStore(directory: folder.url.appendingPathComponent("cache"))
        return RefreshPolicy(cache: cache, now: date, refresh: refresh, tally: FetchTally())
    }

    func copy(_ value: String, _ date: Date) -> RefreshPolicy.Copy<String> {
        RefreshPolicy.Copy(value: value, fetchedAt: date)
    }

    @Test func aFreshCopyIsUsedAndAStaleOneIsRefreshed() async throws {
        let cached = copy("old", start)
        var calls = 0
        let fresh = try await policy(at: start.addingTimeInterval(day)).run(
            statusKey: "k", ttl: 7 * day, cached: cached,
            fetch: {
                calls += 1
                return (copy("new", start), "fetched")
            })
        guard case .data(let value, nil, "from the cache") = fresh else {
            Issue.record("expected the cached copy, got \(fresh)")
            return
        }
        #expect(value.value == "old")
        #expect(calls == 0)
        let later = start.addingTimeInterval(8 * day)
        let refreshed = try await policy(at: later).run(
            statusKey: "k", ttl: 7 * day, cached: cached,
            fetch: {
                calls += 1
                return (copy("new", later), "fetched")
            })
        guard case .data(let value, nil, "fetched") = refreshed else {
            Issue.record("expected a fetched copy, got \(refreshed)")
            return
        }
        #expect(value.value == "new")
        #expect(calls == 1)
    }

    @Test func aFailedRefreshKeepsTheCopyAndTheFirstFailureDate() async throws {
        let cached = copy("old", start)
        let first = start.addingTimeInterval(8 * day)
        let second = start.addingTimeInterval(9 * day)
        for date in [first, second] {
            let outcome = try await policy(at: date).run(
                statusKey: "k", ttl: 7 * day, cached: cached,
                fetch: { throw Failure() }, reason: { _ in "HTTP 500" })
            guard case .data(let value, let failure?, "refresh failed") = outcome else {
                Issue.record("expected the stale copy, got \(outcome)")
                return
            }
            #expect(value.value == "old")
            #expect(failure.since == first)
            #expect(failure.reason == "HTTP 500")
            #expect(failure.kind == .failed)
        }
        // Offline, the stored failure still shows; a success clears it.
        let offline = try await policy(at: second).run(
            statusKey: "k", ttl: 7 * day, cached: cached, fetch: nil)
        guard case .data(_, let failure?, "from the cache") = offline else {
            Issue.record("expected the cached copy with its failure, got \(offline)")
            return
        }
        #expect(failure.since == first)
        _ = try await policy(at: second).run(
            statusKey: "k", ttl: 7 * day, cached: cached,
            fetch: { (copy("new", second), "fetched") })
        let after = try await policy(at: second).run(
            statusKey: "k", ttl: 7 * day, cached: copy("new", second), fetch: nil)
        guard case .data(_, nil, _) = after else {
            Issue.record("expected no failure after a success, got \(after)")
            return
        }
    }

    @Test func notFoundIsRememberedWhileFreshAndAskedAgainAfter() async throws {
        var calls = 0
        let run = { (date: Date) async throws -> RefreshPolicy.Outcome<String> in
            try await policy(at: date).run(
                statusKey: "doi", ttl: 7 * day, cached: nil,
                fetch: {
                    calls += 1
                    throw Failure()
                }, reason: { _ in "not found" }, notFound: { _ in true })
        }
        guard case .missing(let failure?) = try await run(start), failure.kind == .notFound
        else {
            Issue.record("expected a remembered 'not found'")
            return
        }
        _ = try await run(start.addingTimeInterval(day))
        #expect(calls == 1)
        guard case .missing(let again?) = try await run(start.addingTimeInterval(8 * day))
        else {
            Issue.record("expected 'not found' again")
            return
        }
        #expect(calls == 2)
        #expect(again.since == start.addingTimeInterval(8 * day))
    }

    @Test func offlineWithoutACopyIsMissingWithoutAFailure() async throws {
        let outcome = try await policy(at: start).run(
            statusKey: "k", ttl: day, cached: RefreshPolicy.Copy<String>?.none, fetch: nil)
        guard case .missing(nil) = outcome else {
            Issue.record("expected missing, got \(outcome)")
            return
        }
    }

    @Test func failuresStoredBeforeTheyHadAKindReadAsFailed() throws {
        let json = Data(#"{"since": 0, "reason": "HTTP 500"}"#.utf8)
        let failure = try JSONDecoder().decode(RefreshFailure.self, from: json)
        #expect(failure.kind == .failed)
        #expect(failure.reason == "HTTP 500")
    }
}

/// Source labels inside sentences ("refreshing the … failed"): common nouns lose their
/// capital, names keep theirs.
@Suite struct SourceLabelTests {
    @Test(arguments: [
        ("Publication list", "publication list"),
        ("Google Scholar profile", "Google Scholar profile"),
        ("OpenAlex", "OpenAlex"),
        ("Semantic Scholar", "Semantic Scholar"),
        ("ORCID works", "ORCID works"),
        ("DBLP record", "DBLP record"),
        ("Google Scholar (SerpApi)", "Google Scholar (SerpApi)"),
    ])
    func labelInSentence(label: String, expected: String) {
        #expect(Message.inSentence(label) == expected)
    }
}
