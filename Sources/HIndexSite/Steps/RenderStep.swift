import Foundation
import HIndexCore
import HIndexSources
import HIndexStore
import HIndexTemplates

/// `render`: builds the output files in memory: pages, stylesheet, data exports, sitemap. The files
/// of unchanged scientists, and the leaderboards and static pages when nothing they show
/// changed, are kept in the previous output instead (checked against their signatures or
/// hashes).
enum RenderStep {
    static let step = BuildStep(
        name: "render", summary: "render the pages and data exports that changed"
    ) { state, log in
        let content = try state.requireContent(step: "render")
        if content.settings.siteURL == nil, state.options.verbosity >= .normal {
            log.line(Sitemap.missingSiteURLNote)
        }
        state.batches.renderer = SiteRenderer(content: content, reports: [])
        // The scientists' files are written as they are rendered (in place for an
        // incremental build, else into a temporary folder swapped in by `write`): a build
        // holds a few scientists' files at a time, not the whole site.
        state.output = try SiteWriteSession.begin(
            SiteWriter(outputDirectory: state.options.outputDirectory),
            incremental: !state.incremental.keptPaths.isEmpty)
    } batch: { state, range, _ in
        state.batches.toRender = []
        guard var renderer = state.batches.renderer, state.output != nil else { return }
        // A copy of the batch's records, not a slice: a slice would share the whole array's
        // storage, and marking a record below would then copy every record of the build.
        let records = Array(state.records[range])
        var freshness: [String: [DataFreshness]] = [:]
        for record in records { freshness[record.slug] = record.freshness }
        let keptPaths = state.incremental.keptPaths
        var changed: Set<String> = []
        for (position, record) in zip(range, records) {
            guard let report = record.report else { continue }
            let slug = report.entry.slug
            let paths = scientistPaths(slug: slug)
            if record.unchanged, paths.allSatisfy(keptPaths.contains) {
                state.batches.kept.formUnion(paths)
                continue
            }
            guard !report.isSummary else {
                // Cannot happen: a scientist is unchanged only when every file was verified.
                state.problems.append(
                    "\(slug): the previous page could not be kept; run the build again")
                continue
            }
            // A previous file is missing or differs: the scientist is rendered again.
            state.records[position].unchanged = false
            changed.insert(slug)
        }
        // The history charts of the scientists rendered again (the leaderboards' trends come
        // from the whole history, read once at the end).
        var history: [String: [MetricsHistoryPoint]] = [:]
        if let cache = state.cache, state.batches.historyReadable, !changed.isEmpty {
            do {
                history = try await loadHistory(
                    of: records.compactMap(\.report).filter { changed.contains($0.entry.slug) },
                    from: cache)
            } catch {
                state.batches.historyReadable = false
                state.problems.append("\(error); the history charts and trends are left out")
            }
        }
        renderer.freshness = freshness
        renderer.history = history
        state.batches.batchRenderer = renderer
        state.batches.toRender = changed
    } scientist: { state, _ in
        // Each scientist's files are rendered, hashed and written in the scientist's task.
        let changed = state.batches.toRender
        guard let renderer = state.batches.batchRenderer, let session = state.output,
            !changed.isEmpty
        else { return { _ in } }
        return { record in
            guard changed.contains(record.slug), let report = record.report else { return }
            record.stored = try session.store(renderer.scientistFiles(report))
        }
    } collect: { state, range, _ in
        state.batches.batchRenderer = nil
        state.batches.toRender = []
        guard var session = state.output else { return }
        // Recorded in slug order.
        for position in range {
            guard let stored = state.records[position].stored else { continue }
            session.record(stored)
            state.batches.rendered += stored.hashes.keys
            state.records[position].stored = nil
        }
        state.output = session
    } finish: { state, _ in
        let content = try state.requireContent(step: "render")
        guard let session = state.output else { return }
        var freshness: [String: [DataFreshness]] = [:]
        for record in state.records {
            freshness[record.slug] = record.freshness
        }
        var allHistory: [MetricsHistoryEntry] = []
        var historyRead = false
        if let cache = state.cache {
            do {
                // The feeds and trends show the five metrics every row stores.
                allHistory = try await cache.allHistory(fullMetrics: false)
                historyRead = true
            } catch {
                state.problems.append("\(error); the feeds list no changes")
            }
        }
        let reports = state.reports
        let renderer = SiteRenderer(
            content: content, reports: reports, freshness: freshness,
            history: historyRead && state.batches.historyReadable
                ? history(of: reports, in: allHistory) : [:],
            allHistory: allHistory)
        // Derived while the leaderboards are rendered.
        async let feeds = renderer.feedFiles()
        // The leaderboards are kept when what they are made from is what the previous build's
        // were made from (a bio edited, say, changes no row).
        let leaderboards = SiteRenderer.LeaderboardShared(renderer)
        // Each scientist's metrics as their task encoded them for the history.
        var metricsJSON: [String: String] = [:]
        for record in state.records {
            if case .success(let text)? = record.metricsJSON { metricsJSON[record.slug] = text }
        }
        let inputs = await renderer.leaderboardInputs(
            leaderboards, jobs: state.options.jobs, metricsJSON: metricsJSON)
        state.incremental.leaderboardFingerprint = IncrementalBuild.hash(
            [
                "leaderboards", state.incremental.code, IncrementalBuild.encode(content.settings),
                IncrementalBuild.encode(content.departments),
            ] + (inputs ?? ["unknown \(UUID())"]))
        state.incremental.leaderboardsUnchanged =
            state.incremental.leaderboardFilesVerified
            && state.incremental.previousSite?.leaderboardFingerprint
                == state.incremental.leaderboardFingerprint
        let incremental = state.incremental
        var files: [String: Data] = [:]
        var kept = state.batches.kept
        var rendered = state.batches.rendered
        func take(_ paths: [String]) -> Bool {
            guard paths.allSatisfy(incremental.keptPaths.contains) else { return false }
            kept.formUnion(paths)
            return true
        }
        func add(_ new: [String: Data]) {
            files.merge(new) { _, new in new }
            rendered += new.keys
        }
        if !(incremental.staticUnchanged && take(staticPaths)) {
            add(renderer.staticFiles())
        }
        let leaderboardPaths = incremental.keptPaths.filter(isLeaderboardPath).sorted()
        if !(incremental.leaderboardsUnchanged && take(leaderboardPaths)) {
            add(await renderer.leaderboardFiles(leaderboards, jobs: state.options.jobs))
        }
        // The feeds follow the whole history (cheap to derive, so always written); the
        // sitemap lists whatever pages this build has, so it is derived last.
        files.merge(await feeds) { _, new in new }
        kept.subtract(files.keys)
        kept.subtract(session.hashes.keys)
        files[Sitemap.path] = Sitemap.xml(
            paths: Array(files.keys) + Array(kept) + Array(session.hashes.keys),
            settings: content.settings)
        state.files = files
        state.keptFiles = kept
        state.rendered = rendered.sorted()
        state.batches.kept = []
        state.batches.rendered = []
    }

    /// Each scientist's metrics history of the current citation source, oldest first (the
    /// metrics step has already appended this build's entry).
    static func loadHistory(of reports: [ScientistReport], from cache: CacheStore)
        async throws(CacheStoreError) -> [String: [MetricsHistoryPoint]]
    {
        let requests = reports.compactMap { report in
            report.source.map { (slug: report.entry.slug, source: $0.sourceName) }
        }
        return try await cache.histories(requests).mapValues { $0.map(historyPoint) }
    }

    /// Each scientist's metrics history of the current citation source, oldest first, taken
    /// from the whole history (``CacheStore/allHistory()``, in the same order): what
    /// ``loadHistory(of:from:)`` reads, without a query per scientist.
    static func history(of reports: [ScientistReport], in allHistory: [MetricsHistoryEntry])
        -> [String: [MetricsHistoryPoint]]
    {
        var sourceOf: [String: String] = [:]
        for report in reports {
            if let source = report.source { sourceOf[report.entry.slug] = source.sourceName }
        }
        var result = sourceOf.mapValues { _ in [MetricsHistoryPoint]() }
        for entry in allHistory where sourceOf[entry.slug] == entry.source {
            result[entry.slug, default: []].append(historyPoint(entry))
        }
        return result
    }

    /// A cache history row as the pages use it.
    static func historyPoint(_ entry: MetricsHistoryEntry) -> MetricsHistoryPoint {
        let seconds = CacheDay.wholeSeconds(entry.builtAt)
        return MetricsHistoryPoint(
            seconds: Int(seconds.timeIntervalSince1970), day: CacheDay.string(seconds),
            hIndex: entry.metrics.hIndex, citations: entry.metrics.citations,
            i10Index: entry.metrics.i10Index, papers: entry.metrics.papers)
    }

    /// The output files of one scientist.
    static func scientistPaths(slug: String) -> [String] {
        [
            "scientists/\(slug)/index.html", "data/scientists/\(slug).json",
            "data/scientists/\(slug).csv", "data/scientists/\(slug).bib",
            "data/badges/\(slug).json",
        ]
    }

    /// The files that depend only on the site settings.
    static let staticPaths = [
        "assets/style.css", "assets/sort.js", "assets/filter.js", "methodology/index.html",
        "404.html",
    ]

    /// Whether `path` is a leaderboard: the home page or a department page, in any ordering
    /// (`index.html`, `by-<order>.html`), or the leaderboard data.
    static func isLeaderboardPath(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        let isPage: (Substring) -> Bool = { name in
            name == "index.html" || (name.hasPrefix("by-") && name.hasSuffix(".html"))
        }
        if parts.count == 1 { return isPage(parts[0]) }
        if parts.count == 3, parts[0] == "departments" { return isPage(parts[2]) }
        return path == "data/leaderboard.json" || path == "data/leaderboard.csv"
    }
}

/// Renders the whole site from the content and the reports; a pure function of both.
public struct SiteRenderer: Sendable {
    /// The loaded content.
    public var content: Content
    /// One report per scientist.
    public var reports: [ScientistReport]
    /// When each scientist's fetched sources were fetched, by slug (dates from the cache).
    public var freshness: [String: [DataFreshness]]
    /// Each scientist's metrics history of the current citation source, oldest first, by
    /// slug (from the cache), for the trend column and the history charts.
    public var history: [String: [MetricsHistoryPoint]]
    /// The cache's whole metrics history (every scientist, every source), oldest first, for
    /// the feeds.
    public var allHistory: [MetricsHistoryEntry]

    /// Creates a renderer.
    public init(
        content: Content, reports: [ScientistReport], freshness: [String: [DataFreshness]] = [:],
        history: [String: [MetricsHistoryPoint]] = [:], allHistory: [MetricsHistoryEntry] = []
    ) {
        self.content = content
        self.reports = reports
        self.freshness = freshness
        self.history = history
        self.allHistory = allHistory
    }

    /// Every department; the content loader gives each name a scientist uses exactly one.
    public var departments: [Department] { content.departments }

    /// Output files by path relative to the site root.
    public func files() -> [String: Data] {
        var files = staticFiles()
        files.merge(leaderboardFiles()) { _, new in new }
        for report in reports { files.merge(scientistFiles(report)) { _, new in new } }
        files.merge(feedFiles()) { _, new in new }
        files[Sitemap.path] = Sitemap.xml(paths: Array(files.keys), settings: content.settings)
        return files
    }

    /// The methodology page's sources: every citation source of the registry (each note
    /// once, in the registry's order), then the publication lists.
    static var methodologySources: [DataSourceNote] {
        CitationSources.methodologyNotes + DataSourceNote.referenceLists
    }

    /// The stylesheet, the methodology page and the 404 page: they depend on the settings only.
    public func staticFiles() -> [String: Data] {
        let settings = content.settings
        var files: [String: Data] = [:]
        files["assets/style.css"] = Data(stylesheet().utf8)
        files["assets/sort.js"] = Data(sortScript().utf8)
        files["assets/filter.js"] = Data(
            filterScript(catalog: Catalog.of(content.settings.language)).utf8)
        files["methodology/index.html"] = page(
            methodologyPage(
                context: PageContext(settings: settings, rootPath: PageContext.rootPath(depth: 1)),
                sources: Self.methodologySources))
        // A host serves 404.html at any missing URL, so its links are absolute from base_url.
        files["404.html"] = page(
            notFoundPage(
                context: PageContext(
                    settings: settings, rootPath: settings.baseURL, directoryIndex: "")))
        return files
    }

    /// The oldest day on which each scientist's fetched data was fetched, for scientists with
    /// fetched sources.
    public var fetchedDays: [String: String] {
        var result: [String: String] = [:]
        for (slug, items) in freshness {
            if let day = items.map(\.fetched).min() { result[slug] = day }
        }
        return result
    }

    /// The `saved:` day of each scientist whose data comes only from saved pages (no fetched
    /// source), when the content file gives one.
    public var savedDays: [String: String] {
        var result: [String: String] = [:]
        for report in reports where freshness[report.entry.slug]?.isEmpty ?? true {
            if let saved = report.entry.saved, ISODay(saved) != nil {
                result[report.entry.slug] = saved
            }
        }
        return result
    }

    /// The day since when each scientist's data is stale, for those whose refresh failed.
    public var staleSince: [String: String] {
        var result: [String: String] = [:]
        for (slug, items) in freshness {
            if let since = items.compactMap(\.staleSince).min() { result[slug] = since }
        }
        return result
    }

    /// The home page and the department pages, each in every ordering (`index.html` by
    /// h-index, `by-<order>.html`), and `data/leaderboard.json`.
    public func leaderboardFiles() -> [String: Data] {
        let shared = LeaderboardShared(self)
        var files: [String: Data] = [:]
        for part in LeaderboardPart.all(departments) {
            files.merge(leaderboardFiles(part, shared)) { _, new in new }
        }
        return files
    }

    /// Canonical texts of everything ``leaderboardFiles()`` is made from besides the
    /// settings and departments: the rows (names, departments, metrics, trends, links), in
    /// parts of ``leaderboardInputRows`` rows written by up to `jobs` tasks at once
    /// (``leaderboardInputText(of:metricsJSON:to:)``), then the days the data was fetched and
    /// went stale, and the row counts. Equal texts give equal files. `metricsJSON` holds the
    /// metrics of scientists as the history stores them, already encoded
    /// (``CacheStore/metricsJSON(_:)`` of the same report's metrics); the others are encoded
    /// here. `nil` when the metrics cannot be written as JSON (a metric that is not a finite
    /// number): the leaderboards are then always rendered.
    func leaderboardInputs(
        _ shared: LeaderboardShared, jobs: Int, metricsJSON: [String: String] = [:]
    ) async -> [String]? {
        struct Others: Encodable {
            let staleSince: [String: String]
            let fetchedDays: [String: String]
            let savedDays: [String: String]
            let rowCounts: [String: Int]
        }
        let rows = shared.rows
        let parts = stride(from: 0, to: rows.count, by: Self.leaderboardInputRows).map {
            Array(rows[$0..<min($0 + Self.leaderboardInputRows, rows.count)])
        }
        var rowCounts: [String: Int] = [:]
        for report in reports { rowCounts[report.entry.slug] = report.rowCount }
        let encodedRows = await BoundedConcurrency.map(parts, limit: jobs) { part -> String? in
            var output: [UInt8] = []
            for row in part {
                guard
                    Self.leaderboardInputText(
                        of: row, metricsJSON: metricsJSON[row.slug], to: &output)
                else { return nil }
                output.append(UInt8(ascii: "\n"))
            }
            return String(decoding: output, as: UTF8.self)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let others =
            (try? encoder.encode(
                Others(
                    staleSince: shared.staleSince, fetchedDays: shared.fetchedDays,
                    savedDays: shared.savedDays, rowCounts: rowCounts))).map {
                String(decoding: $0, as: UTF8.self)
            }
        var texts: [String] = []
        for text in encodedRows + [others] {
            guard let text else { return nil }
            texts.append(text)
        }
        return texts
    }

    /// The names of the fields ``leaderboardInputText(of:metricsJSON:to:)`` writes, as
    /// ``LeaderboardRow`` encodes them (`LeaderboardInputTests` checks that a row has no other).
    static let leaderboardInputFields = [
        "rank", "slug", "name", "departments", "isLowerBound", "scholarURL", "homepageURL",
        "trend", "hasData", "sourceRows", "metrics",
    ]

    /// Appends one row as the leaderboards' fingerprint reads it: a JSON array of its fields
    /// in the order of ``leaderboardInputFields``, the trend as `[change, previous h-index,
    /// since]`, the metrics last as `metricsJSON` (the scientist's metrics as the history
    /// stores them) or, without it, encoded here the same way. `false` when the metrics
    /// cannot be written as JSON.
    static func leaderboardInputText(
        of row: LeaderboardRow, metricsJSON: String?, to output: inout [UInt8]
    ) -> Bool {
        guard let metrics = metricsJSON ?? (try? CacheStore.metricsJSON(row.metrics).get())
        else { return false }
        let comma = UInt8(ascii: ",")
        output.append(UInt8(ascii: "["))
        JSONValue.writeNumber(row.rank, to: &output)
        output.append(comma)
        JSONValue.writeString(row.slug, to: &output)
        output.append(comma)
        JSONValue.writeString(row.name, to: &output)
        output.append(comma)
        output.append(UInt8(ascii: "["))
        for (index, department) in row.departments.enumerated() {
            if index > 0 { output.append(comma) }
            JSONValue.writeString(department, to: &output)
        }
        output.append(UInt8(ascii: "]"))
        output.append(comma)
        JSONValue.writeBool(row.isLowerBound, to: &output)
        output.append(comma)
        JSONValue.writeText(row.scholarURL, to: &output)
        output.append(comma)
        JSONValue.writeText(row.homepageURL, to: &output)
        output.append(comma)
        if let trend = row.trend {
            output.append(UInt8(ascii: "["))
            JSONValue.writeNumber(trend.change, to: &output)
            output.append(comma)
            JSONValue.writeNumber(trend.previousHIndex, to: &output)
            output.append(comma)
            JSONValue.writeString(trend.since, to: &output)
            output.append(UInt8(ascii: "]"))
        } else {
            JSONValue.writeText(nil, to: &output)
        }
        output.append(comma)
        JSONValue.writeBool(row.hasData, to: &output)
        output.append(comma)
        JSONValue.writeNumber(row.sourceRows, to: &output)
        output.append(comma)
        output.append(contentsOf: metrics.utf8)
        output.append(UInt8(ascii: "]"))
        return true
    }

    /// How many rows each part of ``leaderboardInputs(_:jobs:)`` holds (the same for any
    /// `jobs`, so the texts are).
    static let leaderboardInputRows = 256

    /// The same files as ``leaderboardFiles()``, rendered by up to `jobs` tasks at once
    /// (the home leaderboard, the data, each department).
    func leaderboardFiles(_ shared: LeaderboardShared, jobs: Int) async -> [String: Data] {
        var files: [String: Data] = [:]
        for part in await BoundedConcurrency.map(
            LeaderboardPart.all(departments), limit: jobs,
            { self.leaderboardFiles($0, shared) })
        {
            files.merge(part) { _, new in new }
        }
        return files
    }

    /// One part of the leaderboards.
    private enum LeaderboardPart: Sendable {
        /// The home page in every ordering.
        case home
        /// `data/leaderboard.json` and `data/leaderboard.csv`.
        case data
        /// A department's pages in every ordering.
        case department(Department)

        /// Every part, in order.
        static func all(_ departments: [Department]) -> [LeaderboardPart] {
            [.home, .data] + departments.map(LeaderboardPart.department)
        }
    }

    /// What every part of the leaderboards uses, derived once.
    struct LeaderboardShared: Sendable {
        let rows: [LeaderboardRow]
        let staleSince: [String: String]
        let fetchedDays: [String: String]
        let savedDays: [String: String]

        init(_ renderer: SiteRenderer) {
            rows = Leaderboard.rows(for: renderer.reports, history: renderer.history)
            staleSince = renderer.staleSince
            fetchedDays = renderer.fetchedDays
            savedDays = renderer.savedDays
        }
    }

    /// The files of one part of the leaderboards.
    private func leaderboardFiles(_ part: LeaderboardPart, _ shared: LeaderboardShared)
        -> [String: Data]
    {
        let settings = content.settings
        var files: [String: Data] = [:]
        switch part {
        case .home:
            let root = PageContext(settings: settings, rootPath: PageContext.rootPath(depth: 0))
            let markup = LeaderboardRowsMarkup(
                context: root, rows: shared.rows, departments: departments,
                staleSince: shared.staleSince)
            let introHTML = Markdown.html(settings.introMarkdown)
            for order in LeaderboardOrder.allCases {
                files[Self.leaderboardPath(folder: "", order: order)] = page(
                    leaderboardPage(
                        context: root, rows: shared.rows, departments: departments,
                        introHTML: introHTML, staleSince: shared.staleSince, order: order,
                        fetchedDays: shared.fetchedDays, savedDays: shared.savedDays,
                        markup: markup))
            }
        case .data:
            files["data/leaderboard.json"] = Exports.leaderboardJSON(shared.rows)
            files["data/leaderboard.csv"] = Exports.leaderboardCSV(
                shared.rows, reports: reports, freshness: freshness, settings: settings)
        case .department(let department):
            let nested = PageContext(settings: settings, rootPath: PageContext.rootPath(depth: 2))
            let members = reports.filter { report in
                report.entry.departments.contains(department.name)
            }
            let memberRows = Leaderboard.rows(for: members, history: history)
            let descriptionHTML = Markdown.html(department.descriptionMarkdown)
            let markup = LeaderboardRowsMarkup(
                context: nested, rows: memberRows, departments: departments,
                staleSince: shared.staleSince)
            for order in LeaderboardOrder.allCases {
                files[
                    Self.leaderboardPath(folder: "departments/\(department.slug)/", order: order)] =
                    page(
                        departmentPage(
                            context: nested, department: department,
                            descriptionHTML: descriptionHTML, rows: memberRows,
                            departments: departments, staleSince: shared.staleSince,
                            order: order, fetchedDays: shared.fetchedDays,
                            savedDays: shared.savedDays, markup: markup))
            }
        }
        return files
    }

    /// The Atom feeds: `feed.xml` and `departments/<slug>/feed.xml` (see ``SiteFeeds``).
    public func feedFiles() -> [String: Data] {
        SiteFeeds.files(
            history: allHistory, reports: reports, departments: departments,
            settings: content.settings)
    }

    /// The output path of a leaderboard page: `folder` + `index.html` or `by-<order>.html`.
    static func leaderboardPath(folder: String, order: LeaderboardOrder) -> String {
        folder + (order.fileName.isEmpty ? "index.html" : order.fileName)
    }

    /// One scientist's page and JSON.
    public func scientistFiles(_ report: ScientistReport) -> [String: Data] {
        let slug = report.entry.slug
        let nested = PageContext(
            settings: content.settings, rootPath: PageContext.rootPath(depth: 2))
        let freshness = freshness[slug] ?? []
        let dataDay = freshness.map(\.fetched).min() ?? report.entry.saved
        return [
            "scientists/\(slug)/index.html": page(
                scientistPage(
                    context: nested, report: report, freshness: freshness,
                    history: history[slug] ?? [], departments: departments, dataDay: dataDay)),
            "data/scientists/\(slug).json": Exports.scientistJSON(report, freshness: freshness),
            "data/scientists/\(slug).csv": Exports.scientistCSV(
                report, language: content.settings.language),
            "data/scientists/\(slug).bib": Exports.scientistBibTeX(report),
            "data/badges/\(slug).json": Exports.badgeJSON(
                report, language: content.settings.language),
        ]
    }

    private func page(_ html: HTML) -> Data { Data(html.markup.utf8) }
}
