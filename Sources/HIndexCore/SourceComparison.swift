/// Several citation sources of one scientist side by side: each source's papers, citations
/// and h-index, and the papers on which they disagree most.
///
/// Papers are matched across sources by DOI, then arXiv id, then normalized title, then
/// fuzzy title (the matcher's token-aware score at the scientist's title threshold); within
/// one source, records with the same DOI, arXiv id or normalized title are one paper with
/// the larger count. Pure and deterministic: the same inputs give the same comparison.
public struct SourceComparison: Sendable, Hashable, Codable {
    /// One source to compare: its name, where it came from, and the papers that count.
    public struct Input: Sendable, Hashable {
        /// The source's name, e.g. "OpenAlex".
        public var name: String
        /// The saved file or URL.
        public var origin: String
        /// Whether this source gives the headline metrics.
        public var isPrimary: Bool
        /// Whether the source's list is complete.
        public var isComplete: Bool
        /// The papers to compare (usually the ones that count after reconciliation).
        public var publications: [Publication]

        /// Creates an input.
        public init(
            name: String, origin: String, isPrimary: Bool, isComplete: Bool,
            publications: [Publication]
        ) {
            self.name = name
            self.origin = origin
            self.isPrimary = isPrimary
            self.isComplete = isComplete
            self.publications = publications
        }
    }

    /// One source's totals.
    public struct Source: Sendable, Hashable, Codable {
        /// The source's name.
        public var name: String
        /// The saved file or URL.
        public var origin: String
        /// Whether this source gives the headline metrics.
        public var isPrimary: Bool
        /// Whether the source's list is complete (else its numbers are lower bounds).
        public var isComplete: Bool
        /// Papers compared (after merging the source's own duplicates).
        public var papers: Int
        /// Their citations.
        public var citations: Int
        /// Their h-index.
        public var hIndex: Int
        /// How many of its papers no other source has.
        public var onlyHere: Int
    }

    /// One paper across the sources.
    public struct Paper: Sendable, Hashable, Codable {
        /// The title as the first source having the paper gives it.
        public var title: String
        /// The year, from the first source that gives one.
        public var year: Int?
        /// The DOI, from the first source that gives one.
        public var doi: String?
        /// The citations in each source, in ``SourceComparison/sources`` order; `nil` where the
        /// source does not have the paper.
        public var citations: [Int?]
        /// How the paper was matched across sources (`nil` when only one source has it).
        public var rule: MatchRule?

        /// The largest minus the smallest count among the sources that have the paper.
        public var difference: Int {
            let counts = citations.compactMap { $0 }
            guard let high = counts.max(), let low = counts.min() else { return 0 }
            return high - low
        }

        /// How many sources have the paper.
        public var sourceCount: Int { citations.count { $0 != nil } }
    }

    /// The sources in input order (the primary one first when the caller puts it first).
    public var sources: [Source]
    /// Papers found in two or more sources with different counts, the largest difference
    /// first (at most the `limit` given to ``compare(_:titleThreshold:limit:)``).
    public var disagreements: [Paper]
    /// Papers found in only one source, the most cited first (at most `limit`).
    public var singleSource: [Paper]
    /// How many papers every source has.
    public var inAllSources: Int

    /// Compares `inputs`.
    /// - Parameters:
    ///   - inputs: The sources, in display order.
    ///   - titleThreshold: The fuzzy title threshold (0…1).
    ///   - limit: How many disagreements and single-source papers to list.
    public static func compare(
        _ inputs: [Input], titleThreshold: Double = SimilarityThresholds.standard.title,
        limit: Int = 10
    ) -> SourceComparison {
        var matcher = Matcher(sourceCount: inputs.count, threshold: titleThreshold)
        for (source, input) in inputs.enumerated() {
            matcher.add(input.publications, source: source)
        }
        let groups = matcher.groups
        let papers = groups.map { group in
            Paper(
                title: group.title, year: group.year, doi: group.doi,
                citations: group.counts, rule: group.rule)
        }
        let sources = inputs.enumerated().map { index, input in
            let counts = papers.compactMap { $0.citations[index] }
            let metrics = Metrics(citationCounts: counts)
            return Source(
                name: input.name, origin: input.origin, isPrimary: input.isPrimary,
                isComplete: input.isComplete, papers: counts.count,
                citations: metrics.citations, hIndex: metrics.hIndex,
                onlyHere: papers.count { $0.sourceCount == 1 && $0.citations[index] != nil })
        }
        let order = { (a: Paper, b: Paper, key: (Paper) -> Int) -> Bool in
            if key(a) != key(b) { return key(a) > key(b) }
            if a.title != b.title { return a.title < b.title }
            return (a.year ?? 0) > (b.year ?? 0)
        }
        let shared = papers.filter { $0.sourceCount >= 2 && $0.difference > 0 }
            .sorted { order($0, $1, \.difference) }
        let single =
            inputs.count < 2
            ? []
            : papers.filter { $0.sourceCount == 1 }
                .sorted { order($0, $1) { $0.citations.compactMap { $0 }.max() ?? 0 } }
        return SourceComparison(
            sources: sources, disagreements: Array(shared.prefix(max(0, limit))),
            singleSource: Array(single.prefix(max(0, limit))),
            inAllSources: papers.count { $0.sourceCount == inputs.count })
    }

    /// Groups papers of several sources into one row per paper.
    struct Matcher {
        struct Group {
            var title: String
            var year: Int?
            var doi: String?
            var counts: [Int?]
            var rule: MatchRule?
        }

        let sourceCount: Int
        let threshold: Double
        var groups: [Group] = []
        var byDOI: [String: Int] = [:]
        var byArxiv: [String: Int] = [:]
        var byTitle: [String: Int] = [:]

        init(sourceCount: Int, threshold: Double) {
            self.sourceCount = sourceCount
            self.threshold = min(max(threshold, 0), 1)
        }

        mutating func add(_ publications: [Publication], source: Int) {
            let earlier = groups.count
            let index = TitleIndex(groups.map { PreparedTitle(title: $0.title) })
            for publication in publications {
                let doi = Identifiers.doi(publication.doi)
                let arxiv = Identifiers.arxiv(publication.arxivID)
                let title = TitleNormalizer.normalize(publication.title)
                var found: (group: Int, rule: MatchRule)?
                if let doi, let group = byDOI[doi] {
                    found = (group, .doi)
                } else if let arxiv, let group = byArxiv[arxiv] {
                    found = (group, .arxiv)
                } else if !title.isEmpty, let group = byTitle[title] {
                    found = (group, .exactTitle)
                } else if !title.isEmpty, earlier > 0 {
                    let query = FuzzyTitleQuery(PreparedTitle(normalized: title))
                    let hits = index.search(query, cutoff: threshold) { item in
                        item < earlier && self.groups[item].counts[source] == nil
                    }
                    if let best = hits.max(by: { ($0.score, -$0.item) < ($1.score, -$1.item) }) {
                        found = (best.item, .fuzzyTitle)
                    }
                }
                let count = publication.citationCount
                let group: Int
                if let found {
                    group = found.group
                    if let existing = groups[group].counts[source] {
                        // The same source lists the paper twice: keep the larger count.
                        groups[group].counts[source] = max(existing, count)
                    } else {
                        groups[group].counts[source] = count
                        if groups[group].rule.map({ $0.rank > found.rule.rank }) ?? true {
                            groups[group].rule = found.rule
                        }
                    }
                    if groups[group].year == nil { groups[group].year = publication.year }
                    if groups[group].doi == nil { groups[group].doi = doi }
                } else {
                    var counts = [Int?](repeating: nil, count: sourceCount)
                    counts[source] = count
                    group = groups.count
                    groups.append(
                        Group(
                            title: publication.title, year: publication.year, doi: doi,
                            counts: counts))
                }
                if let doi, byDOI[doi] == nil { byDOI[doi] = group }
                if let arxiv, byArxiv[arxiv] == nil { byArxiv[arxiv] = group }
                if !title.isEmpty, byTitle[title] == nil { byTitle[title] = group }
            }
        }
    }
}
