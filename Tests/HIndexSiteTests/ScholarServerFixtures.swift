import Foundation
import HIndexCore
import HIndexNetwork
import HIndexSite
import HIndexSources
import HIndexTestSupport

/// One publication row of a generated Scholar profile.
struct ProfileRow: Sendable, Hashable {
    var title: String
    var citations: Int
    var year: Int
}

/// Scholar profiles served by a local test server, in Scholar's markup and paging
/// (`cstart`, `pagesize`), and the build options that point a build at the server.
enum ScholarServerFixtures {
    /// `count` rows, most cited first, citation counts `top, top-1, …` (never below 0); every
    /// 7th title has apostrophes, quotes, `&` and non-ASCII text, every 11th an emoji.
    static func rows(_ count: Int, top: Int = 400, prefix: String = "Paper") -> [ProfileRow] {
        (0..<count).map { index in
            var title = "\(prefix) \(index + 1) on fetching things"
            if index % 7 == 0 {
                title =
                    "O'Brien's \"quoted\" café & naïve Ærø Ελληνικά 東京 \(prefix.lowercased()) \(index + 1)"
            }
            if index % 11 == 0 { title += " 🧪" }
            return ProfileRow(title: title, citations: max(0, top - index), year: 2000 + index % 25)
        }
    }

    /// The metrics a build must compute from `rows` when every row counts.
    static func metrics(_ rows: [ProfileRow]) -> Metrics {
        Metrics(citationCounts: rows.map(\.citations))
    }

    /// A profile page holding `rows`; "Show more" is disabled when `complete`.
    static func page(_ rows: ArraySlice<ProfileRow>, user: String, name: String, complete: Bool)
        -> String
    {
        let body = rows.enumerated().map { offset, row in
            """
            <tr class="gsc_a_tr"><td class="gsc_a_t"><a href="/citations?view_op=view_citation&amp;hl=en&amp;user=\(user)&amp;citation_for_view=\(user):r\(rows.startIndex + offset)" class="gsc_a_at">\(escape(row.title))</a><div class="gs_gray">A Author, B O&#39;Neil</div><div class="gs_gray">Journal of Tests<span class="gs_oph">, \(row.year)</span></div></td><td class="gsc_a_c"><a href="#" class="gsc_a_ac gs_ibl">\(row.citations)</a></td><td class="gsc_a_y"><span class="gsc_a_h gsc_a_hc gs_ibl">\(row.year)</span></td></tr>
            """
        }.joined(separator: "\n")
        return """
            <!doctype html><html><head><meta charset="utf-8"><title>\(escape(name)) - Google Scholar</title></head><body>
            <div id="gsc_prf_in">\(escape(name))</div><div class="gsc_prf_il">Lakeside Institute</div>
            <table id="gsc_rsb_st"><thead><tr><th class="gsc_rsb_sth"></th><th class="gsc_rsb_sth">All</th><th class="gsc_rsb_sth">Since 2021</th></tr></thead><tbody>
            <tr><td class="gsc_rsb_sc1">Citations</td><td class="gsc_rsb_std">1000</td><td class="gsc_rsb_std">500</td></tr>
            <tr><td class="gsc_rsb_sc1">h-index</td><td class="gsc_rsb_std">10</td><td class="gsc_rsb_std">5</td></tr>
            <tr><td class="gsc_rsb_sc1">i10-index</td><td class="gsc_rsb_std">10</td><td class="gsc_rsb_std">5</td></tr></tbody></table>
            <table id="gsc_a_t"><tbody id="gsc_a_b">\(body)</tbody></table>
            <div id="gsc_bpf"><button type="button" id="gsc_bpf_more" \(complete ? "disabled " : "")class="gs_btnPD"><span class="gs_lbl">Show more</span></button></div>
            </body></html>
            """
    }

    /// The page of `rows` that Scholar would send for the request's `cstart` and `pagesize`.
    static func reply(for request: LocalHTTPRequest, rows: [ProfileRow], name: String)
        -> LocalHTTPReply
    {
        let start = Int(request.query("cstart") ?? "0") ?? 0
        let size = min(100, Int(request.query("pagesize") ?? "20") ?? 20)
        let end = min(rows.count, start + size)
        let slice = start < end ? rows[start..<end] : rows[rows.count..<rows.count]
        return .html(
            page(
                slice, user: request.query("user") ?? "", name: name, complete: end >= rows.count))
    }

    /// A captcha page as Google serves it (status 200).
    static let captchaPage = """
        <!doctype html><html><head><title>Google Scholar</title></head><body>
        <h1>Please show you&#39;re not a robot</h1>
        <form id="gs_captcha_f" action="/sorry/index" method="post"><div id="gs_captcha_c">
        <div class="g-recaptcha" data-sitekey="x"></div></div></form>
        </body></html>
        """

    /// Fetcher settings for tests: 5 s timeout (a safety net that a loaded machine's loopback
    /// server stays well inside; only a stalling server reaches it), 2 attempts, short
    /// backoff, one request at a time (so scientists are fetched in slug order).
    static var fetcherConfiguration: NetworkFetcher.Configuration {
        NetworkFetcher.Configuration(
            requestTimeout: .seconds(5), resourceTimeout: .seconds(60), maximumAttempts: 2,
            initialBackoff: .milliseconds(20), maximumBackoff: .milliseconds(100),
            maximumRetryAfter: .seconds(5), maximumConcurrentRequests: 1)
    }

    /// Options for a build of `folder/content` into `folder/<output>` against `server`.
    static func options(
        _ folder: TemporaryFolder, output: String = "site", server: LocalHTTPServer?,
        offline: Bool = false, refresh: Bool = false, now: Date? = nil,
        verbosity: Verbosity = .quiet
    ) -> BuildOptions {
        let date = now
        return BuildOptions(
            contentDirectory: folder.url.appendingPathComponent("content"),
            outputDirectory: folder.url.appendingPathComponent(output), verbosity: verbosity,
            offline: offline, refresh: refresh,
            environment: server.map { ["HINDEX_SCHOLAR_URL": $0.baseURL.absoluteString] } ?? [:],
            fetcherConfiguration: fetcherConfiguration,
            now: { date ?? Date() })
    }

    /// A scientist file with a Scholar id (and optionally a homepage URL and departments).
    static func scientist(
        name: String, scholar: String, homepage: String? = nil, department: String = "Physics",
        bio: String = ""
    ) -> String {
        var text = "---\nname: \(name)\ndepartment: \(department)\nscholar: \(scholar)\n"
        if let homepage { text += "homepage: \(homepage)\n" }
        return text + "---\n\(bio)\n"
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }
}

extension LocalHTTPServer {
    /// The requests for Scholar profile `user`, as their `cstart` values in order.
    func profileRequests(_ user: String) -> [String] {
        requests.filter { $0.path == "/citations" && $0.query("user") == user }
            .map { $0.query("cstart") ?? "?" }
    }
}

extension TemporaryFolder {
    /// Builds `content/` into `output` quietly, with the cache in `cache/` and the test
    /// fetcher settings (no spacing between requests, short backoff); `environment` points
    /// the sources at a local server; `observe` receives each scientist's whole record.
    @discardableResult
    func build(
        output: String = "site", offline: Bool = false, refresh: Bool = false,
        environment: [String: String] = [:], observe: ObservedRecords? = nil
    ) async throws -> BuildState {
        var options = BuildOptions(
            contentDirectory: url.appendingPathComponent("content"),
            outputDirectory: url.appendingPathComponent(output), verbosity: .quiet,
            cacheDirectory: url.appendingPathComponent("cache"), offline: offline,
            refresh: refresh, environment: environment,
            fetcherConfiguration: ScholarServerFixtures.fetcherConfiguration)
        options.observeScientist = observe?.observer
        return try await Pipeline.build(options: options)
    }

    /// The notices of a scientist's JSON in output folder `output`.
    func notices(_ slug: String, in output: String = "site") throws -> [String] {
        (try json("\(output)/data/scientists/\(slug).json")["notices"] as? [String]) ?? []
    }

    /// The `metrics` object of a scientist's JSON in output folder `output`.
    func metrics(_ slug: String, in output: String = "site") throws -> [String: Any] {
        (try json("\(output)/data/scientists/\(slug).json")["metrics"] as? [String: Any]) ?? [:]
    }
}
