/// The one-to-one assignment of reference-list entries to source papers (merged groups).
struct ReferenceAssignment {
    /// One match per reference entry, in list order.
    var matches: [ReferenceMatch]
    /// Messages about ambiguous assignments.
    var notices: [Message]

    /// A possible pairing of a reference entry with a unit.
    struct Candidate {
        var reference: Int
        var unit: Int
        var rule: MatchRule
        var score: Double

        /// Whether this candidate ranks above `other`: better rule, then higher score.
        func beats(_ other: Candidate) -> Bool {
            if rule.rank != other.rule.rank { return rule.rank > other.rule.rank }
            return score > other.score
        }
    }

    static func assign(
        reference: [ReferenceEntry], run: ReconcilerRun, units: [ReconcilerRun.Unit],
        unitOfRow: [Int?]
    ) -> ReferenceAssignment {
        let source = run.source
        let thresholds = run.thresholds
        var doiUnits: [String: [Int]] = [:]
        var arxivUnits: [String: [Int]] = [:]
        for (unit, members) in units.enumerated() {
            for row in members.rows {
                if let doi = Identifiers.doi(source[row].doi) {
                    doiUnits[doi, default: []].append(unit)
                }
                if let arxiv = Identifiers.arxiv(source[row].arxivID) {
                    arxivUnits[arxiv, default: []].append(unit)
                }
            }
        }

        func authorsAgree(_ entry: ReferenceEntry, _ row: Int) -> Bool {
            guard thresholds.authors > 0,
                let similarity = AuthorSimilarity.similarity(entry.authors, source[row].authors)
            else { return true }
            return similarity >= thresholds.authors - 1e-9
        }
        func yearsAgree(_ entry: ReferenceEntry, _ row: Int) -> Bool {
            guard let a = entry.year, let b = source[row].year else { return true }
            return Years.within(1, a, b)
        }

        // Candidates of every entry, best first.
        var perReference: [[Candidate]] = []
        perReference.reserveCapacity(reference.count)
        // One set of distance tables for every entry's search (titles rarely pass 512 scalars;
        // a longer one computes its own).
        let tables = run.index.tables(cutoff: thresholds.title, queryLength: 512)
        for (r, entry) in reference.enumerated() {
            var best: [Int: Candidate] = [:]
            func offer(_ unit: Int, _ rule: MatchRule, _ score: Double) {
                let candidate = Candidate(reference: r, unit: unit, rule: rule, score: score)
                if let known = best[unit], !candidate.beats(known) { return }
                best[unit] = candidate
            }
            if let doi = Identifiers.doi(entry.doi) {
                for unit in doiUnits[doi] ?? [] { offer(unit, .doi, 1) }
            }
            if let arxiv = Identifiers.arxiv(entry.arxivID) {
                for unit in arxivUnits[arxiv] ?? [] { offer(unit, .arxiv, 1) }
            }
            let title = PreparedTitle(title: entry.title)
            if !title.normalized.isEmpty {
                for row in run.rowsByTitle[title.normalized] ?? [] {
                    if let unit = unitOfRow[row], authorsAgree(entry, row) {
                        offer(unit, .exactTitle, 1)
                    }
                }
                let query = FuzzyTitleQuery(title)
                let hits = run.index.search(query, cutoff: thresholds.title, tables: tables) {
                    unitOfRow[$0] != nil
                }
                for hit in hits
                where run.titles[hit.item].normalized != title.normalized
                    && yearsAgree(entry, hit.item) && authorsAgree(entry, hit.item)
                {
                    if let unit = unitOfRow[hit.item] { offer(unit, .fuzzyTitle, hit.score) }
                }
            }
            perReference.append(
                best.values.sorted { a, b in
                    if a.beats(b) != b.beats(a) { return a.beats(b) }
                    return a.unit < b.unit
                })
        }

        // Greedy by rule, then score; ties go to the earlier entry and the earlier row.
        let all = perReference.flatMap { $0 }.sorted { a, b in
            if a.beats(b) != b.beats(a) { return a.beats(b) }
            if a.reference != b.reference { return a.reference < b.reference }
            return a.unit < b.unit
        }
        var assignedTo = [Candidate?](repeating: nil, count: reference.count)
        var unitTaken = [Candidate?](repeating: nil, count: units.count)
        for candidate in all
        where assignedTo[candidate.reference] == nil && unitTaken[candidate.unit] == nil {
            assignedTo[candidate.reference] = candidate
            unitTaken[candidate.unit] = candidate
        }

        // Near-ties: other units an entry matched about as well as its best candidate, which
        // stayed free or went to an entry that matched them no better.
        var ambiguous = [[Int]](repeating: [], count: reference.count)
        var contested = [[Int]](repeating: [], count: reference.count)
        for r in reference.indices {
            guard let top = perReference[r].first else { continue }
            for candidate in perReference[r]
            where candidate.rule == top.rule && candidate.score >= top.score - Reconciler.nearTie
                && candidate.unit != assignedTo[r]?.unit
            {
                if let holder = unitTaken[candidate.unit] {
                    guard holder.rule == candidate.rule,
                        holder.score <= candidate.score + Reconciler.nearTie
                    else { continue }
                    contested[holder.reference].append(r)
                }
                ambiguous[r].append(units[candidate.unit].kept)
            }
        }

        var matches: [ReferenceMatch] = []
        var notices: [Message] = []
        for (r, entry) in reference.enumerated() {
            var match = ReferenceMatch(entry: entry)
            if let chosen = assignedTo[r] {
                match.sourceIndex = units[chosen.unit].kept
                match.rule = chosen.rule
                match.score = chosen.score
            }
            match.ambiguousWith = ambiguous[r].sorted()
            match.contestedBy = Array(Set(contested[r])).sorted()
            if !match.ambiguousWith.isEmpty {
                let others = match.ambiguousWith.map { "'\(source[$0].title)'" }
                    .joined(separator: ", ")
                let chosen: Message =
                    match.sourceIndex.map {
                        Message(.noticeQuoted, ["title": .text(source[$0].title)])
                    } ?? Message(.noticeAmbiguousNothing)
                notices.append(
                    Message(
                        .noticeAmbiguous,
                        [
                            "title": .text(entry.title), "chosen": .message(chosen),
                            "others": .text(others),
                        ]))
            }
            matches.append(match)
        }
        return ReferenceAssignment(matches: matches, notices: notices)
    }
}
