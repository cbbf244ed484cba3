/// Candidate filtering for fuzzy title search over a fixed list of titles.
///
/// An inverted index from trigrams to titles counts, for one query, the trigrams it shares with
/// every title; the length bound and the q-gram lemma implied by the threshold then rule out
/// most titles before any edit distance is computed, and the distances that remain stop early
/// once the threshold is out of reach.
struct TitleIndex: Sendable {
    /// The indexed titles.
    let items: [PreparedTitle]
    /// Their numeric tokens, sorted (see `PreparedTitle.numberTokens`).
    let itemNumbers: [[String]]
    /// Trigram → indices of the items containing it.
    let postings: [UInt64: [Int32]]
    /// Trigram of the word-sorted form → indices of the items containing it.
    let sortedPostings: [UInt64: [Int32]]
    /// Per item, in flat arrays for the filter loop: length in scalars, word count, and
    /// numbers of distinct trigrams of the title and of its word-sorted form.
    let lengths: [Int]
    let wordCounts: [Int]
    let trigramCounts: [Int]
    let sortedTrigramCounts: [Int]
    /// The longest item.
    let longestItem: Int

    init(_ items: [PreparedTitle]) {
        self.items = items
        itemNumbers = items.map { $0.numberTokens() }
        var plain: [UInt64: [Int32]] = [:]
        var sorted: [UInt64: [Int32]] = [:]
        for (index, item) in items.enumerated() {
            for key in item.trigrams { plain[key, default: []].append(Int32(index)) }
            for key in item.sortedTrigrams { sorted[key, default: []].append(Int32(index)) }
        }
        postings = plain
        sortedPostings = sorted
        lengths = items.map(\.count)
        wordCounts = items.map(\.wordCount)
        trigramCounts = items.map(\.trigrams.count)
        sortedTrigramCounts = items.map(\.sortedTrigrams.count)
        longestItem = lengths.max() ?? 0
    }

    /// `LevenshteinPattern.maxDistance(longest: L, cutoff:)` for every L up to `limit`.
    static func distanceTable(upTo limit: Int, cutoff: Double) -> [Int] {
        (0...limit).map { LevenshteinPattern.maxDistance(longest: $0, cutoff: cutoff) }
    }

    /// Every item (for which `include` holds) whose fuzzy score against `query` reaches
    /// `cutoff`, with that score, in item order.
    func search(
        _ query: FuzzyTitleQuery, cutoff: Double, tokenAware: Bool = true,
        include: (Int) -> Bool = { _ in true }
    ) -> [(item: Int, score: Double)] {
        var shared = [Int32](repeating: 0, count: items.count)
        var sharedSorted = [Int32](repeating: 0, count: tokenAware ? items.count : 0)
        for key in query.title.trigrams {
            guard let list = postings[key] else { continue }
            for item in list { shared[Int(item)] += 1 }
        }
        if tokenAware {
            for key in query.title.sortedTrigrams {
                guard let list = sortedPostings[key] else { continue }
                for item in list { sharedSorted[Int(item)] += 1 }
            }
        }
        // Necessary conditions from lengths and shared trigrams alone (see
        // `FuzzyTitleQuery.score`, which checks them exactly); most items stop here.
        let q = query.title
        let limit = max(longestItem, q.count)
        let plainTable = Self.distanceTable(upTo: limit, cutoff: cutoff)
        let sortedTable = Self.distanceTable(
            upTo: limit, cutoff: cutoff / FuzzyTitleQuery.wordOrderFactor)
        let prefixTable = Self.distanceTable(
            upTo: limit, cutoff: cutoff / FuzzyTitleQuery.subtitleFactor)
        var found: [(item: Int, score: Double)] = []
        for index in items.indices {
            let length = lengths[index]
            let longest = max(q.count, length)
            let gap = abs(q.count - length)
            let plainLimit = plainTable[longest]
            var possible =
                gap <= plainLimit
                && Int(shared[index])
                    >= max(q.trigrams.count, trigramCounts[index]) - 3 * plainLimit
            if !possible && tokenAware {
                let sortedLimit = sortedTable[longest]
                possible =
                    gap <= sortedLimit
                    && Int(sharedSorted[index])
                        >= max(q.sortedTrigrams.count, sortedTrigramCounts[index]) - 3
                        * sortedLimit
                let words = wordCounts[index]
                if !possible && words != q.wordCount
                    && min(words, q.wordCount) >= FuzzyTitleQuery.subtitleMinimumWords
                {
                    let shorterTrigrams =
                        words < q.wordCount ? trigramCounts[index] : q.trigrams.count
                    possible = Int(shared[index]) >= shorterTrigrams - 3 * prefixTable[longest]
                }
            }
            guard possible, include(index) else { continue }
            let counts = FuzzyTitleQuery.Shared(
                plain: Int(shared[index]), sorted: tokenAware ? Int(sharedSorted[index]) : 0)
            if let score = query.score(
                items[index], otherNumbers: itemNumbers[index], cutoff: cutoff, shared: counts,
                tokenAware: tokenAware)
            {
                found.append((index, score))
            }
        }
        return found
    }
}
