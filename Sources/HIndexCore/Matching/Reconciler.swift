/// Reconciles a citation source with the scientist's reference list and manual corrections
/// (SPEC §5.1, §5.3).
///
/// In order:
/// 1. `exclude` (normalized exact title, or `doi:…` against the row's DOI) removes rows; it
///    always wins, even over the reference list and `include`.
/// 2. Duplicates inside the source are merged: `merge` groups, then rows sharing a DOI, arXiv
///    id or source id, then near-identical titles (plain similarity ≥ `duplicateThreshold`,
///    same numeric tokens, years within ±1, at least three words, and not two disjoint author
///    lists). The kept row of a group is the one with the most citations.
/// 3. With a reference list, each entry is paired with at most one source paper (a merged
///    group counts once) and vice versa, greedily by rule (DOI, arXiv, exact title, fuzzy
///    title) and then by score; near-ties within `nearTie` are reported. Fuzzy matches need
///    years within ±1 when both are known; with `similarity.authors > 0`, title matches need
///    that author similarity when both author lines have names.
/// 4. `include` titles (normalized exact, else the best fuzzy match) count even when the
///    reference list misses them.
/// 5. With a reference list, every other paper is judged by its evidence (``Attributor``):
///    attributed papers count, possible namesakes never do, undecided ones count when the
///    source is one the scientist curates (not a name search). A list declared `complete`
///    keeps the strict rule: only listed papers count.
///
/// The fuzzy search never compares every pair: see `TitleIndex` and `FuzzyTitleQuery`.
public enum Reconciler {
    /// Minimum plain title similarity for two rows of one source to be the same paper.
    public static let duplicateThreshold = 0.95
    /// Two candidates whose scores differ by at most this much are a near-tie.
    public static let nearTie = 0.02
    /// Minimum number of words of a title for automatic duplicate detection by title
    /// ("Editorial", "Introduction" and the like are often distinct papers).
    public static let duplicateMinimumWords = 3

    /// Reconciles `source` with `reference` (`nil`: no reference list) and the manual
    /// corrections and thresholds of `entry`.
    ///
    /// - Parameters:
    ///   - sourceIsSearch: whether the source is a search by name (`scholar_search:`), where
    ///     papers of namesakes are the rule: undecided papers do not count.
    ///   - selectionPhrase: the list's own words that call it a selection ("Selected
    ///     publications"), when it has them.
    public static func reconcile(
        source: [Publication], reference: [ReferenceEntry]?, entry: ScientistEntry,
        sourceIsSearch: Bool = false, selectionPhrase: String? = nil
    ) -> Reconciliation {
        var run = ReconcilerRun(source: source, entry: entry)
        return run.reconcile(
            reference: reference, sourceIsSearch: sourceIsSearch, selectionPhrase: selectionPhrase)
    }

    /// The kind a list is read as: the declared one, or for `auto`, `selected` when the list
    /// calls itself a selection or confirms fewer than half of the source's papers, else
    /// `complete`.
    public static func resolvedKind(
        declared: PublicationListKind, selectionPhrase: String?, confirmed: Int, papers: Int
    ) -> PublicationListKind {
        switch declared {
        case .complete, .selected: return declared
        case .auto:
            return selectionPhrase != nil || confirmed * 2 < papers ? .selected : .complete
        }
    }
}

/// The state of one reconciliation.
struct ReconcilerRun {
    let source: [Publication]
    let entry: ScientistEntry
    let titles: [PreparedTitle]
    let index: TitleIndex
    /// Source rows by normalized title.
    let rowsByTitle: [String: [Int]]
    var excluded: [Bool]
    /// Rows that are one paper (manual merges, duplicates).
    var groups: UnionFind
    var notices: [Message] = []

    init(source: [Publication], entry: ScientistEntry) {
        self.source = source
        self.entry = entry
        titles = source.map { PreparedTitle(title: $0.title) }
        index = TitleIndex(titles)
        var byTitle: [String: [Int]] = [:]
        for (row, title) in titles.enumerated() where !title.normalized.isEmpty {
            byTitle[title.normalized, default: []].append(row)
        }
        rowsByTitle = byTitle
        excluded = Array(repeating: false, count: source.count)
        groups = UnionFind(count: source.count)
    }

    var thresholds: SimilarityThresholds { entry.similarity }

    mutating func reconcile(
        reference: [ReferenceEntry]?, sourceIsSearch: Bool, selectionPhrase: String?
    ) -> Reconciliation {
        applyExclusions()
        applyManualMerges()
        detectDuplicates()
        let units = buildUnits()
        var unitOfRow = [Int?](repeating: nil, count: source.count)
        for (unit, members) in units.enumerated() {
            for row in members.rows { unitOfRow[row] = unit }
        }
        let included = resolveIncludes(unitOfRow: unitOfRow)

        var matches: [ReferenceMatch]?
        var unitMatch = [(reference: Int, rule: MatchRule, score: Double)?](
            repeating: nil, count: units.count)
        if let reference {
            let assignment = ReferenceAssignment.assign(
                reference: reference, run: self, units: units, unitOfRow: unitOfRow)
            matches = assignment.matches
            for (r, match) in assignment.matches.enumerated() {
                guard let kept = match.sourceIndex, let unit = unitOfRow[kept],
                    let rule = match.rule, let score = match.score
                else { continue }
                unitMatch[unit] = (r, rule, score)
            }
            notices += assignment.notices
        }

        var publications = source.map {
            ReconciledPublication(publication: $0, counted: false)
        }
        for row in source.indices where excluded[row] {
            publications[row].exclusion = .manual
        }
        var confirmed = [Bool](repeating: false, count: units.count)
        for unit in units.indices where unitMatch[unit] != nil || included[unit] != nil {
            confirmed[unit] = true
        }
        let declared = entry.publicationList ?? .auto
        var attributions: [PaperAttribution]?
        var attributionSummary: AttributionSummary?
        // Without a list: possible namesakes against the profile's main circle of co-authors.
        let unlisted =
            reference == nil
            ? Attributor.namesakesWithoutList(
                units.map(\.merged), scientistName: entry.name,
                foldedTitles: units.map { titles[$0.kept].normalized })
            : nil
        if reference != nil {
            let kind = Reconciler.resolvedKind(
                declared: declared, selectionPhrase: selectionPhrase,
                confirmed: confirmed.filter { $0 }.count, papers: units.count)
            let found = Attributor.attribute(
                units.map(\.merged), confirmed: confirmed, scientistName: entry.name,
                listLooksComplete: kind == .complete,
                foldedTitles: units.map { titles[$0.kept].normalized })
            attributions = found
            func count(_ kind: AttributionClass) -> Int {
                found.filter { $0.attributionClass == kind }.count
            }
            attributionSummary = AttributionSummary(
                confirmed: count(.confirmed), attributed: count(.attributed),
                undecided: count(.undecided), possibleNamesakes: count(.possibleNamesake),
                undecidedCount: !sourceIsSearch, declaredKind: declared, kind: kind,
                selectionPhrase: selectionPhrase)
        }
        for (unit, members) in units.enumerated() {
            let kept = members.kept
            publications[kept].publication = members.merged
            for row in members.rows where row != kept {
                publications[row].exclusion = .duplicate
                publications[row].duplicateOf = kept
            }
            publications[kept].attribution = attributions?[unit] ?? unlisted?[unit]
            if reference == nil {
                let leaveOut =
                    unlisted?[unit] != nil && entry.possibleNamesakes == .leaveOut
                publications[kept].counted = !leaveOut
                if leaveOut { publications[kept].exclusion = .possibleNamesake }
            } else if let match = unitMatch[unit] {
                publications[kept].counted = true
                publications[kept].referenceIndex = match.reference
                publications[kept].rule = match.rule
                publications[kept].score = match.score
            } else if let score = included[unit] {
                publications[kept].counted = true
                publications[kept].rule = .include
                publications[kept].score = score
            } else {
                switch (attributions?[unit].attributionClass, declared) {
                case (.possibleNamesake?, _):
                    publications[kept].exclusion = .possibleNamesake
                case (_, .complete):
                    publications[kept].exclusion = .notOnReferenceList
                case (.attributed?, _):
                    publications[kept].counted = true
                case (.undecided?, _) where !sourceIsSearch:
                    publications[kept].counted = true
                default:
                    publications[kept].exclusion = .notOnReferenceList
                }
            }
        }

        let matched = matches?.filter { $0.sourceIndex != nil }.count ?? 0
        let summary = MatchingSummary(
            matched: matched,
            // Papers the list does not confirm (counted or not); `include`d ones are confirmed.
            sourceOnly: reference == nil ? 0 : confirmed.filter { !$0 }.count,
            referenceOnly: (matches?.count ?? 0) - matched,
            ambiguous: matches?.filter(\.isAmbiguous).count ?? 0,
            duplicates: publications.filter { $0.duplicateOf != nil }.count)
        return Reconciliation(
            publications: publications, reference: matches, summary: summary, notices: notices,
            attribution: attributionSummary)
    }

    // MARK: - Manual corrections

    /// Marks the rows named by `exclude`.
    mutating func applyExclusions() {
        for item in entry.exclude {
            let trimmed = item.trimmingWhitespace()
            var rows: [Int] = []
            if trimmed.lowercased().hasPrefix("doi:"),
                let doi = Identifiers.doi(String(trimmed.dropFirst(4)))
            {
                rows = source.indices.filter { Identifiers.doi(source[$0].doi) == doi }
            } else {
                rows = rowsByTitle[TitleNormalizer.normalize(trimmed)] ?? []
            }
            if rows.isEmpty {
                notices.append(Message(.noticeExcludeNoMatch, ["title": .text(item)]))
            }
            for row in rows { excluded[row] = true }
        }
    }

    /// Rows a manual title names: normalized exact title, else the best fuzzy match.
    func rows(named title: String) -> [Int] {
        let key = TitleNormalizer.normalize(title)
        guard !key.isEmpty else { return [] }
        let exact = (rowsByTitle[key] ?? []).filter { !excluded[$0] }
        if !exact.isEmpty { return exact }
        let query = FuzzyTitleQuery(PreparedTitle(normalized: key))
        let hits = index.search(query, cutoff: thresholds.title) { !excluded[$0] }
        guard let best = hits.map(\.score).max() else { return [] }
        return hits.filter { $0.score >= best - 1e-9 }.map(\.item)
    }

    /// Unites the rows of each `merge` group.
    mutating func applyManualMerges() {
        for group in entry.merge {
            var rows: Set<Int> = []
            for title in group {
                let found = self.rows(named: title)
                if found.isEmpty {
                    notices.append(Message(.noticeMergeNoMatch, ["title": .text(title)]))
                }
                rows.formUnion(found)
            }
            let list = rows.sorted()
            if list.count < 2 {
                let names = group.map { "'\($0)'" }.joined(separator: ", ")
                notices.append(
                    Message(
                        list.isEmpty ? .noticeMergeGroupNone : .noticeMergeGroupOne,
                        ["titles": .text(names)]))
                continue
            }
            for row in list.dropFirst() { union(list[0], row) }
        }
    }

    /// Units (not yet excluded) for `include` titles, with the score of the include match.
    mutating func resolveIncludes(unitOfRow: [Int?]) -> [Int: Double] {
        var result: [Int: Double] = [:]
        for title in entry.include {
            let key = TitleNormalizer.normalize(title)
            var found: [(unit: Int, score: Double)] = []
            for row in rowsByTitle[key] ?? [] {
                if let unit = unitOfRow[row] { found.append((unit, 1)) }
            }
            if found.isEmpty, !key.isEmpty {
                let query = FuzzyTitleQuery(PreparedTitle(normalized: key))
                let hits = index.search(query, cutoff: thresholds.title) { !excluded[$0] }
                if let best = hits.map(\.score).max() {
                    for hit in hits where hit.score >= best - 1e-9 {
                        if let unit = unitOfRow[hit.item] { found.append((unit, hit.score)) }
                    }
                }
            }
            if found.isEmpty {
                let isExcluded = (rowsByTitle[key] ?? []).contains { excluded[$0] }
                notices.append(
                    Message(
                        isExcluded ? .noticeIncludeExcluded : .noticeIncludeNoMatch,
                        ["title": .text(title)]))
            }
            for hit in found { result[hit.unit] = max(result[hit.unit] ?? 0, hit.score) }
        }
        return result
    }

    // MARK: - Duplicates

    /// Unites rows that are the same paper listed twice.
    mutating func detectDuplicates() {
        var byIdentifier: [String: Int] = [:]
        for row in source.indices where !excluded[row] {
            let publication = source[row]
            let keys = [
                Identifiers.doi(publication.doi).map { "doi:" + $0 },
                Identifiers.arxiv(publication.arxivID).map { "arxiv:" + $0 },
                publication.sourceID.flatMap { $0.isEmpty ? nil : "id:" + $0 },
            ]
            for case let key? in keys {
                if let first = byIdentifier[key] {
                    if find(first) != find(row) { noteDuplicate(row, of: first, reason: key) }
                    union(first, row)
                } else {
                    byIdentifier[key] = row
                }
            }
        }
        let tables = index.tables(cutoff: Reconciler.duplicateThreshold, tokenAware: false)
        for row in source.indices
        where !excluded[row] && titles[row].wordCount >= Reconciler.duplicateMinimumWords {
            let query = FuzzyTitleQuery(titles[row], wordOrder: false)
            let hits = index.search(
                query, cutoff: Reconciler.duplicateThreshold, tokenAware: false, tables: tables
            ) { other in
                other > row && !excluded[other]
                    && titles[other].wordCount >= Reconciler.duplicateMinimumWords
            }
            for hit in hits where isSamePaper(row, hit.item) {
                if find(row) != find(hit.item) {
                    noteDuplicate(hit.item, of: row, reason: nil)
                    union(row, hit.item)
                }
            }
        }
    }

    /// Year and author checks for two rows with near-identical titles.
    func isSamePaper(_ a: Int, _ b: Int) -> Bool {
        if let x = source[a].year, let y = source[b].year, !Years.within(1, x, y) { return false }
        if let shared = AuthorSimilarity.similarity(source[a].authors, source[b].authors),
            shared == 0
        {
            return false
        }
        return true
    }

    mutating func noteDuplicate(_ row: Int, of other: Int, reason: String?) {
        var arguments: [String: Message.Argument] = [
            "title": .text(source[row].title), "other": .text(source[other].title),
        ]
        if let reason { arguments["identifier"] = .text(reason) }
        notices.append(
            Message(reason == nil ? .noticeDuplicate : .noticeDuplicateSame, arguments))
    }

    // MARK: - Units

    /// A merged group of source rows (a single row when it has no duplicates).
    struct Unit {
        /// Rows, ascending.
        var rows: [Int]
        /// The row that represents the group: the most cited, the first on ties.
        var kept: Int
        /// The kept publication, completed from the others.
        var merged: Publication
    }

    mutating func buildUnits() -> [Unit] {
        var groups: [Int: [Int]] = [:]
        var order: [Int] = []
        for row in source.indices where !excluded[row] {
            let root = find(row)
            if groups[root] == nil { order.append(root) }
            groups[root, default: []].append(row)
        }
        return order.compactMap { root -> Unit? in
            guard let rows = groups[root], let first = rows.first else { return nil }
            var kept = first
            for row in rows where source[row].citationCount > source[kept].citationCount {
                kept = row
            }
            var merged = source[kept]
            for row in rows where row != kept {
                let other = source[row]
                if merged.year == nil { merged.year = other.year }
                if merged.doi == nil { merged.doi = other.doi }
                if merged.arxivID == nil { merged.arxivID = other.arxivID }
            }
            return Unit(rows: rows, kept: kept, merged: merged)
        }
    }

    // MARK: - Union-find

    mutating func find(_ row: Int) -> Int { groups.find(row) }

    mutating func union(_ a: Int, _ b: Int) { groups.union(a, b) }
}
