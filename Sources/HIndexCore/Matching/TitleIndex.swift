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
    /// Trigram → indices of the items containing it, ascending.
    let postings: Postings
    /// Trigram of the word-sorted form → indices of the items containing it, ascending.
    let sortedPostings: Postings
    /// Per item, in flat arrays for the filter loop: length in scalars, word count, and
    /// numbers of distinct trigrams of the title and of its word-sorted form.
    let lengths: [Int]
    let wordCounts: [Int]
    let trigramCounts: [Int]
    let sortedTrigramCounts: [Int]
    /// The longest item.
    let longestItem: Int

    /// An inverted index in three flat arrays (no array per trigram): the distinct trigrams
    /// ascending, and for the trigram at `k` the items `items[starts[k]..<starts[k + 1]]`.
    struct Postings: Sendable {
        let keys: [UInt64]
        let starts: [Int32]
        let items: [Int32]

        /// The postings of the sorted, distinct trigram lists `lists` (list `i` is item `i`'s).
        init(_ lists: [[UInt64]]) {
            var pairs: [(key: UInt64, item: Int32)] = []
            pairs.reserveCapacity(lists.reduce(0) { $0 + $1.count })
            for (item, list) in lists.enumerated() {
                for key in list { pairs.append((key, Int32(item))) }
            }
            pairs.sort { $0.key != $1.key ? $0.key < $1.key : $0.item < $1.item }
            var keys: [UInt64] = []
            var starts: [Int32] = []
            var items: [Int32] = []
            items.reserveCapacity(pairs.count)
            for (position, pair) in pairs.enumerated() {
                if keys.last != pair.key {
                    keys.append(pair.key)
                    starts.append(Int32(position))
                }
                items.append(pair.item)
            }
            starts.append(Int32(pairs.count))
            self.keys = keys
            self.starts = starts
            self.items = items
        }

        /// Adds 1 to `counts[item]` for every item holding each of `query` (sorted,
        /// distinct): one merge-like pass over both sorted key lists.
        func count(_ query: [UInt64], into counts: inout [Int32]) {
            keys.withUnsafeBufferPointer { keys in
                starts.withUnsafeBufferPointer { starts in
                    items.withUnsafeBufferPointer { items in
                        counts.withUnsafeMutableBufferPointer { counts in
                            var low = 0
                            for key in query {
                                // The first key ≥ `key`, searched from where the last one was.
                                var high = keys.count
                                while low < high {
                                    let middle = (low + high) / 2
                                    if keys[middle] < key {
                                        low = middle + 1
                                    } else {
                                        high = middle
                                    }
                                }
                                guard low < keys.count else { return }
                                guard keys[low] == key else { continue }
                                for position in Int(starts[low])..<Int(starts[low + 1]) {
                                    counts[Int(items[position])] += 1
                                }
                                low += 1
                            }
                        }
                    }
                }
            }
        }
    }

    init(_ items: [PreparedTitle]) {
        self.items = items
        itemNumbers = items.map { $0.numberTokens() }
        postings = Postings(items.map { $0.trigrams })
        sortedPostings = Postings(items.map { $0.sortedTrigrams })
        lengths = items.map { $0.count }
        wordCounts = items.map { $0.wordCount }
        trigramCounts = items.map { $0.trigrams.count }
        sortedTrigramCounts = items.map { $0.sortedTrigrams.count }
        longestItem = lengths.max() ?? 0
    }

    /// `LevenshteinPattern.maxDistance(longest: L, cutoff:)` for every L up to `limit`.
    static func distanceTable(upTo limit: Int, cutoff: Double) -> [Int] {
        (0...limit).map { LevenshteinPattern.maxDistance(longest: $0, cutoff: cutoff) }
    }

    /// The distance tables of one cutoff, for every length up to `limit`: computed once for
    /// many searches with that cutoff (see ``tables(cutoff:tokenAware:)``).
    struct Tables: Sendable {
        let cutoff: Double
        let tokenAware: Bool
        let limit: Int
        let plain: [Int]
        let sorted: [Int]
        let prefix: [Int]

        init(cutoff: Double, tokenAware: Bool, limit: Int) {
            self.cutoff = cutoff
            self.tokenAware = tokenAware
            self.limit = limit
            plain = TitleIndex.distanceTable(upTo: limit, cutoff: cutoff)
            sorted =
                tokenAware
                ? TitleIndex.distanceTable(
                    upTo: limit, cutoff: cutoff / FuzzyTitleQuery.wordOrderFactor) : []
            prefix =
                tokenAware
                ? TitleIndex.distanceTable(
                    upTo: limit, cutoff: cutoff / FuzzyTitleQuery.subtitleFactor) : []
        }
    }

    /// The tables for searches of this index with `cutoff`, for queries up to
    /// `queryLength` scalars (longer ones compute their own).
    func tables(cutoff: Double, tokenAware: Bool = true, queryLength: Int = 0) -> Tables {
        Tables(cutoff: cutoff, tokenAware: tokenAware, limit: max(longestItem, queryLength))
    }

    /// Every item (for which `include` holds) whose fuzzy score against `query` reaches
    /// `cutoff`, with that score, in item order. `tables` (from ``tables(cutoff:tokenAware:queryLength:)``)
    /// saves recomputing the distance tables in a loop of searches; tables of another cutoff,
    /// or too short for the query, are not used.
    func search(
        _ query: FuzzyTitleQuery, cutoff: Double, tokenAware: Bool = true,
        tables: Tables? = nil, include: (Int) -> Bool = { _ in true }
    ) -> [(item: Int, score: Double)] {
        var shared = [Int32](repeating: 0, count: items.count)
        var sharedSorted = [Int32](repeating: 0, count: tokenAware ? items.count : 0)
        postings.count(query.title.trigrams, into: &shared)
        if tokenAware { sortedPostings.count(query.title.sortedTrigrams, into: &sharedSorted) }
        // Necessary conditions from lengths and shared trigrams alone (see
        // `FuzzyTitleQuery.score`, which checks them exactly); most items stop here.
        let q = query.title
        let limit = max(longestItem, q.count)
        let table =
            tables.flatMap {
                $0.cutoff == cutoff && ($0.tokenAware || !tokenAware) && $0.limit >= limit
                    ? $0 : nil
            } ?? Tables(cutoff: cutoff, tokenAware: tokenAware, limit: limit)
        let plainTable = table.plain
        let sortedTable = table.sorted
        let prefixTable = table.prefix
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
