import Foundation
import HIndexCore
import HIndexStore
import HIndexTemplates

/// The Atom feeds: `feed.xml` for the site and `departments/<slug>/feed.xml` for each
/// department, one entry per build whose data changed (h-index changes, new papers,
/// scientists added), newest first, at most ``maximumEntries``.
///
/// They are derived from the cache's metrics history only: a build appends a row for each
/// scientist whose metrics changed, dated by the data's date (fetch time or saved page
/// date), and numbered by build. So the feeds never read the clock, an unchanged rebuild
/// gives byte-identical feeds, and an entry keeps its id in every later build.
public enum SiteFeeds {
    /// The most entries a feed lists.
    public static let maximumEntries = 50

    /// The site feed's path.
    public static let sitePath = "feed.xml"

    /// The feed path of the department with `slug`.
    public static func departmentPath(slug: String) -> String {
        "departments/\(URLPath.segment(slug))/feed.xml"
    }

    /// One scientist's change in one build.
    struct Change: Sendable, Hashable {
        /// The new history row.
        var current: MetricsHistoryEntry
        /// The row it follows (same scientist and citation source), `nil` when it is the
        /// first.
        var previous: MetricsHistoryEntry?
        /// True when the scientist had rows of another citation source before.
        var sourceChanged: Bool

        /// The first row of a scientist.
        var isAddition: Bool { previous == nil && !sourceChanged }

        /// Whether the change is worth an entry: an addition, a new citation source, or a
        /// change of h-index, i10-index, papers or citations (not, say, only the year the
        /// recent window is counted from).
        var isVisible: Bool {
            guard let previous else { return true }
            let (old, new) = (previous.metrics, current.metrics)
            return old.hIndex != new.hIndex || old.papers != new.papers
                || old.citations != new.citations || old.i10Index != new.i10Index
        }
    }

    /// The rows appended by one build (or, for rows stored before builds were numbered, at
    /// one data date).
    struct Build: Sendable, Hashable {
        /// The changes, in the order the rows were stored.
        var changes: [Change]
    }

    /// The builds of `history` (oldest first, as ``CacheStore/allHistory()`` gives it) with
    /// the changes each made, oldest build first. Each row is compared with the row before
    /// it of the same scientist and source, as the history appends them.
    static func builds(history: [MetricsHistoryEntry]) -> [Build] {
        struct Key: Hashable {
            var slug: String
            var source: String
        }
        enum GroupKey: Hashable, Comparable {
            /// Rows without a build number, grouped by data date (they come first).
            case dated(Double)
            case numbered(Int)
        }
        var last: [Key: MetricsHistoryEntry] = [:]
        var seen: Set<String> = []
        var groups: [GroupKey: [Change]] = [:]
        for row in history {
            let key = Key(slug: row.slug, source: row.source)
            let previous = last[key]
            let change = Change(
                current: row, previous: previous,
                sourceChanged: previous == nil && seen.contains(row.slug))
            last[key] = row
            seen.insert(row.slug)
            let group: GroupKey =
                row.build.map(GroupKey.numbered) ?? .dated(row.builtAt.timeIntervalSince1970)
            groups[group, default: []].append(change)
        }
        return groups.keys.sorted().map { Build(changes: groups[$0] ?? []) }
    }

    /// Every feed: the site's and one per department.
    ///
    /// - Parameters:
    ///   - history: the whole metrics history, oldest first.
    ///   - reports: the scientists on the site (only their changes are listed; names and
    ///     departments are today's).
    ///   - departments: the departments with a page.
    ///   - settings: the site settings (title, URLs).
    public static func files(
        history: [MetricsHistoryEntry], reports: [ScientistReport], departments: [Department],
        settings: SiteSettings
    ) -> [String: Data] {
        let builds = builds(history: history)
        var names: [String: String] = [:]
        for report in reports { names[report.entry.slug] = report.entry.name }
        var files: [String: Data] = [:]
        files[sitePath] = Data(
            feed(
                builds: builds, names: names, settings: settings, title: settings.title,
                pagePath: "", feedPath: sitePath
            ).xml.utf8)
        for department in departments {
            var members: [String: String] = [:]
            for report in reports where report.entry.departments.contains(department.name) {
                members[report.entry.slug] = report.entry.name
            }
            let folder = "departments/\(URLPath.segment(department.slug))/"
            files[departmentPath(slug: department.slug)] = Data(
                feed(
                    builds: builds, names: members, settings: settings,
                    title: "\(department.name) — \(settings.title)", pagePath: folder,
                    feedPath: departmentPath(slug: department.slug)
                ).xml.utf8)
        }
        return files
    }

    /// The feed of the scientists in `names` (slug → name).
    ///
    /// - Parameters:
    ///   - pagePath: the leaderboard the feed belongs to, from the site root (`""`,
    ///     `departments/<slug>/`).
    ///   - feedPath: the feed's own path from the site root.
    static func feed(
        builds: [Build], names: [String: String], settings: SiteSettings, title: String,
        pagePath: String, feedPath: String
    ) -> AtomFeed {
        var entries: [AtomFeed.Entry] = []
        var usedIDs: Set<String> = []
        for build in builds {
            let changes = build.changes.filter { names[$0.current.slug] != nil && $0.isVisible }
            guard let updated = changes.map(\.current.builtAt).max() else { continue }
            var id = entryID(settings: settings, feedPath: feedPath, updated: updated)
            // Two builds of the same data date: the later one gets a suffix (the history is
            // append-only, so earlier entries keep theirs).
            var suffix = 2
            let base = id
            while usedIDs.contains(id) {
                id = "\(base)-\(suffix)"
                suffix += 1
            }
            usedIDs.insert(id)
            entries.append(
                AtomFeed.Entry(
                    id: id, title: entryTitle(changes, updated: updated),
                    updated: CacheDay.wholeSeconds(updated),
                    link: Exports.pageURL(settings, path: pagePath),
                    contentHTML: entryContent(changes, names: names, settings: settings)))
        }
        entries.reverse()
        let shown = Array(entries.prefix(maximumEntries))
        let updated = shown.map(\.updated).max() ?? Date(timeIntervalSince1970: 0)
        return AtomFeed(
            id: feedID(settings: settings, feedPath: feedPath), title: title,
            subtitle: "Changes of h-index, papers and scientists, one entry per build whose "
                + "data changed", updated: updated,
            selfLink: settings.siteURL.map { $0 + feedPath },
            alternateLink: Exports.pageURL(settings, path: pagePath), authorName: settings.title,
            entries: shown)
    }

    /// The feed's id: its URL when the site URL is known, else a `urn:uuid:` derived from
    /// the site's path and title and the feed's path.
    static func feedID(settings: SiteSettings, feedPath: String) -> String {
        if let site = settings.siteURL { return site + feedPath }
        return hashedUUID("\(settings.baseURL)\n\(settings.title)\n\(feedPath)")
    }

    /// An entry's id, the same in every build: `tag:<host>,<day>:<path of the feed>/<time>`
    /// (RFC 4151) from the site URL and the data date, or a `urn:uuid:` derived from the
    /// same when the site URL is unknown.
    public static func entryID(settings: SiteSettings, feedPath: String, updated: Date)
        -> String
    {
        let stamp = AtomFeed.timestamp(updated)
        let compact = stamp.filter { $0 != "-" && $0 != ":" }
        if let site = settings.siteURL, let components = URLComponents(string: site),
            let host = components.host, !host.isEmpty
        {
            let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
            return "tag:\(host.lowercased()),\(stamp.prefix(10)):\(path)\(feedPath)/\(compact)"
        }
        return hashedUUID("\(settings.baseURL)\n\(settings.title)\n\(feedPath)\n\(compact)")
    }

    /// A name-based UUID (`urn:uuid:…`, version 8 per RFC 9562) from the SHA-256 of `name`.
    static func hashedUUID(_ name: String) -> String {
        var bytes = Array(ContentHash.sha256(Data(name.utf8)).prefix(16))
        bytes[6] = (bytes[6] & 0x0F) | 0x80
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        let hex = bytes.map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
        let parts = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { range in
            String(hex.dropFirst(range.lowerBound).prefix(range.count))
        }
        return "urn:uuid:" + parts.joined(separator: "-")
    }

    /// "2026-11-20: 1 scientist added, 2 h-index changes, 5 new papers"; "2026-11-20:
    /// citation counts changed for 3 scientists" when only those changed.
    static func entryTitle(_ changes: [Change], updated: Date) -> String {
        func count(_ number: Int, _ singular: String, _ plural: String) -> String {
            "\(number) \(number == 1 ? singular : plural)"
        }
        let added = changes.filter(\.isAddition).count
        let switched = changes.filter(\.sourceChanged).count
        var hChanges = 0
        var newPapers = 0
        var removedPapers = 0
        for change in changes {
            guard let previous = change.previous else { continue }
            if previous.metrics.hIndex != change.current.metrics.hIndex { hChanges += 1 }
            let difference = change.current.metrics.papers - previous.metrics.papers
            newPapers += max(0, difference)
            removedPapers += max(0, -difference)
        }
        var parts: [String] = []
        if added > 0 { parts.append(count(added, "scientist added", "scientists added")) }
        if switched > 0 {
            parts.append(count(switched, "new citation source", "new citation sources"))
        }
        if hChanges > 0 { parts.append(count(hChanges, "h-index change", "h-index changes")) }
        if newPapers > 0 { parts.append(count(newPapers, "new paper", "new papers")) }
        if removedPapers > 0 {
            parts.append(count(removedPapers, "paper removed", "papers removed"))
        }
        if parts.isEmpty {
            parts.append(
                "citation counts changed for " + count(changes.count, "scientist", "scientists"))
        }
        return "\(CacheDay.string(updated)): \(parts.joined(separator: ", "))"
    }

    /// The entry's HTML: one list item per scientist, linking their page.
    static func entryContent(_ changes: [Change], names: [String: String], settings: SiteSettings)
        -> String
    {
        let items = changes.map { change -> HTML in
            let current = change.current.metrics
            let slug = change.current.slug
            let link = Exports.pageURL(settings, path: "scientists/\(URLPath.segment(slug))/")
            let name: HTML = "<a href=\"\(link)\">\(names[slug] ?? slug)</a>"
            let totals: HTML =
                "h-index \(current.hIndex), \(grouped: current.papers) \(current.papers == 1 ? "paper" : "papers"), \(grouped: current.citations) citations"
            guard let previous = change.previous?.metrics else {
                if change.sourceChanged {
                    return
                        "<li>\(name): citation source now \(change.current.source): \(totals).</li>"
                }
                return "<li>\(name) added (\(change.current.source)): \(totals).</li>"
            }
            var parts: [HTML] = []
            if previous.hIndex != current.hIndex {
                parts.append("h-index \(previous.hIndex) → \(current.hIndex)")
            }
            if previous.i10Index != current.i10Index {
                parts.append("i10-index \(previous.i10Index) → \(current.i10Index)")
            }
            let newPapers = current.papers - previous.papers
            if newPapers > 0 {
                parts.append(
                    "\(grouped: newPapers) new \(newPapers == 1 ? "paper" : "papers") (\(grouped: previous.papers) → \(grouped: current.papers))"
                )
            } else if newPapers < 0 {
                parts.append("papers \(grouped: previous.papers) → \(grouped: current.papers)")
            }
            if previous.citations != current.citations {
                parts.append(
                    "citations \(grouped: previous.citations) → \(grouped: current.citations)")
            }
            return "<li>\(name): \(parts.joined(separator: "; ")).</li>"
        }
        return "<ul>\n\(items.joined(separator: "\n"))\n</ul>"
    }
}
