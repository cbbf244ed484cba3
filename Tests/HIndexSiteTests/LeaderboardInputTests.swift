import Foundation
import HIndexCore
import HIndexStore
import Testing

@testable import HIndexSite

/// The text of a leaderboard row that the leaderboards' fingerprint reads: written by hand
/// for speed, so it must cover every field of the row.
@Suite struct LeaderboardInputTests {
    func row() -> LeaderboardRow {
        let metrics = Metrics(publications: [
            Publication(title: "One", year: 2020, citations: 4),
            Publication(title: "Two", year: 2021, citations: 2),
        ])
        return LeaderboardRow(
            rank: 3, slug: "ann", name: "Ann \"A\" Lee", departments: ["Physics", "Maths"],
            metrics: metrics, isLowerBound: false,
            scholarURL: "https://scholar.google.com/citations?user=x",
            homepageURL: "https://example.org/ann",
            trend: HIndexTrend(change: 1, previousHIndex: 1, since: "2026-01-02"),
            hasData: true, sourceRows: 2)
    }

    func text(_ row: LeaderboardRow, metricsJSON: String? = nil) -> String? {
        var output: [UInt8] = []
        guard
            SiteRenderer.leaderboardInputText(of: row, metricsJSON: metricsJSON, to: &output)
        else { return nil }
        return String(decoding: output, as: UTF8.self)
    }

    @Test func theTextCoversEveryFieldOfARow() throws {
        let object = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(row())) as? [String: Any])
        #expect(Set(object.keys) == Set(SiteRenderer.leaderboardInputFields))
        let trend = try #require(object["trend"] as? [String: Any])
        #expect(Set(trend.keys) == ["change", "previousHIndex", "since"])
    }

    @Test func changingAnyFieldChangesTheText() throws {
        let base = row()
        let original = try #require(text(base))
        let object = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(base)) as? [String: Any])
        func changed(_ value: Any) -> Any {
            switch value {
            case let text as String: return text + "x"
            case let number as NSNumber: return number.intValue + 1
            case let list as [Any]: return Array(list.dropLast())
            case let nested as [String: Any]:
                var nested = nested
                if let key = nested.keys.sorted().first(where: { nested[$0] is NSNumber }) {
                    nested[key] = changed(nested[key] ?? 0)
                }
                return nested
            default: return value
            }
        }
        var keys = 0
        for key in object.keys.sorted() {
            var variant = object
            // (JSONSerialization gives the flags as numbers.)
            variant[key] =
                ["isLowerBound", "hasData"].contains(key)
                ? !((object[key] as? Bool) ?? false) : changed(object[key] ?? 0)
            let data = try JSONSerialization.data(withJSONObject: variant)
            let other = try JSONDecoder().decode(LeaderboardRow.self, from: data)
            #expect(other != base, "\(key)")
            #expect(text(other) != original, "changing \(key) left the text as it was")
            keys += 1
        }
        #expect(keys == SiteRenderer.leaderboardInputFields.count)
        // Without a rank, a trend, links or row count.
        var bare = base
        bare.rank = nil
        bare.trend = nil
        bare.scholarURL = nil
        bare.homepageURL = nil
        bare.sourceRows = nil
        #expect(text(bare) != original)
    }

    @Test func theHistoryTextOfTheMetricsIsTheTextEncodedHere() throws {
        let row = row()
        let history = try CacheStore.metricsJSON(row.metrics).get()
        #expect(text(row, metricsJSON: history) == text(row))
        var broken = row
        broken.metrics.eIndex = .nan
        #expect(text(broken) == nil, "a metric that is not a number has no text")
    }
}
