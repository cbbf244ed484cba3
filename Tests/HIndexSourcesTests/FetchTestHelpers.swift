import Foundation
import HIndexNetwork
import HIndexSources
import HIndexTestSupport
import Synchronization

/// A clock whose sleeps return at once and advance its time: tests assert on what would
/// have been waited without waiting.
final class InstantClock: FetchClock {
    private let state = Mutex<(now: Duration, sleeps: [Duration])>((.zero, []))
    private let advances: Bool

    /// A clock whose sleeps advance its time (`advances`) or leave it where it is.
    init(advances: Bool = true) { self.advances = advances }

    func now() -> Duration { state.withLock { $0.now } }

    func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        state.withLock { state in
            if advances { state.now += duration }
            if duration > .zero { state.sleeps.append(duration) }
        }
        await Task.yield()
    }

    /// Every non-zero sleep, in order.
    var sleeps: [Duration] { state.withLock { $0.sleeps } }
}

/// Fetchers and pages for the fetch tests.
enum FetchFixtures {
    /// A fetcher with a 5 s timeout (tests of timeouts pass less), no host spacing and an ``InstantClock`` for backoff.
    static func fetcher(
        clock: InstantClock = InstantClock(), attempts: Int = 3, timeout: Double = 5,
        maximumBytes: Int = 1_000_000,
        blockDetector: (@Sendable (Int, Data) -> String?)? = nil,
        contact: String? = "web-editor@northfield.example"
    ) -> NetworkFetcher {
        let configuration = NetworkFetcher.Configuration(
            userAgent: NetworkFetcher.Configuration.userAgent(contact: contact),
            requestTimeout: .milliseconds(Int64(timeout * 1000)),
            resourceTimeout: .seconds(10),
            maximumBytes: maximumBytes,
            maximumAttempts: attempts,
            initialBackoff: .seconds(1),
            maximumBackoff: .seconds(8),
            maximumRetryAfter: .seconds(30),
            maximumConcurrentRequests: 2,
            blockDetector: blockDetector)
        return NetworkFetcher(
            configuration: configuration, rateLimiter: HostRateLimiter(clock: clock), clock: clock)
    }

    /// The captcha page Google served to a scraper (real, see PROVENANCE.md).
    static func realCaptchaPage() throws -> Data {
        try RealFixtures.data("scholar_blocked/geomap_scholar_search_results2_captcha.html")
    }

    /// The "unusual traffic" page (real).
    static func realUnusualTrafficPage() throws -> Data {
        try RealFixtures.data("scholar_blocked/ordovicia_blocked.html")
    }
}

/// One generated publication row.
struct GeneratedRow: Sendable, Hashable {
    var title: String
    var authors: String
    var venue: String
    var year: Int
    var citations: Int
    var id: String
}

/// Scholar profile pages generated in Scholar's markup (as in ScholarFixtures), for a
/// profile long enough to need several pages.
enum GeneratedProfile {
    /// `count` rows, most cited first; every 7th title has apostrophes, quotes, `&` and
    /// non-ASCII text, every 11th an emoji.
    static func rows(_ count: Int) -> [GeneratedRow] {
        (0..<count).map { index in
            var title = "Generated paper \(index + 1) on fetching"
            if index % 7 == 0 {
                title = "O'Brien's \"quoted\" café & naïve Ærø Ελληνικά 東京 paper \(index + 1)"
            }
            if index % 11 == 0 { title += " 🧪" }
            return GeneratedRow(
                title: title, authors: "W Quill, T O'Neil", venue: "Journal of Tests \(index)",
                year: 2000 + index % 25, citations: max(0, 400 - index), id: "gen\(index)")
        }
    }

    /// A profile page holding `rows`, the "Show more" button disabled when `complete`.
    static func page(_ rows: ArraySlice<GeneratedRow>, complete: Bool, name: String = "Wanda Quill")
        -> String
    {
        var html = """
            <!doctype html><html><head><title>\(escape(name)) - Google Scholar</title>\
            <meta charset="utf-8"></head><body><div id="gsc_prf_in">\(escape(name))</div>\
            <div class="gsc_prf_il">Lakeside Institute</div>\
            <table id="gsc_rsb_st"><thead><tr><th class="gsc_rsb_sth"></th>\
            <th class="gsc_rsb_sth">All</th><th class="gsc_rsb_sth">Since 2021</th></tr></thead>\
            <tbody><tr><td>Citations</td><td class="gsc_rsb_std">54,321</td>\
            <td class="gsc_rsb_std">12,345</td></tr><tr><td>h-index</td>\
            <td class="gsc_rsb_std">99</td><td class="gsc_rsb_std">50</td></tr>\
            <tr><td>i10-index</td><td class="gsc_rsb_std">250</td>\
            <td class="gsc_rsb_std">100</td></tr></tbody></table>\
            <table id="gsc_a_t"><tbody id="gsc_a_b">
            """
        for row in rows {
            html += """
                <tr class="gsc_a_tr"><td class="gsc_a_t"><a href="/citations?view_op=view_citation\
                &amp;hl=en&amp;user=WQu1llAAAAAJ&amp;citation_for_view=WQu1llAAAAAJ:\(row.id)" \
                class="gsc_a_at">\(escape(row.title))</a><div class="gs_gray">\(escape(row.authors))\
                </div><div class="gs_gray">\(escape(row.venue))<span class="gs_oph">, \(row.year)\
                </span></div></td><td class="gsc_a_c"><a href="https://scholar.google.com/scholar\
                ?cites=1" class="gsc_a_ac gs_ibl">\(row.citations)</a></td><td class="gsc_a_y">\
                <span class="gsc_a_h gsc_a_hc gs_ibl">\(row.year)</span></td></tr>

                """
        }
        html += """
            </tbody></table><div id="gsc_bpf"><button type="button" id="gsc_bpf_more" \
            \(complete ? "disabled " : "")class="gs_btnPD"><span class="gs_lbl">Show more</span>\
            </button></div></body></html>
            """
        return html
    }

    /// The page of `rows` a Scholar server would send for `cstart` and `pagesize`.
    static func reply(
        for request: LocalHTTPRequest, rows: [GeneratedRow], pageSize: Int = 100
    ) -> LocalHTTPReply {
        let start = Int(request.query("cstart") ?? "0") ?? 0
        let size = Int(request.query("pagesize") ?? "20") ?? 20
        let end = min(rows.count, start + min(size, pageSize))
        let slice = start < end ? rows[start..<end] : []
        return .html(page(slice, complete: end >= rows.count))
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }
}
