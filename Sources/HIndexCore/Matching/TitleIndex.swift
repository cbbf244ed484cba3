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

    /// An inverted index without an array per trigram: an open-addressing hash table of the
    /// distinct trigrams (linear probing, at most half full), and for the trigram in slot `k`
    /// the items `items[starts[k]..<starts[k + 1]]`, ascending.
    struct Postings: Sendable {
        /// The trigram in each slot, or ``empty``. A trigram packs three scalars into 63
        /// bits, so it is never `UInt64.max`.
        let table: [UInt64]
        let starts: [Int32]
        let items: [Int32]

        static let empty = UInt64.max

        /// The slot of `key` in `table` (of a power-of-two size): where it is, or the empty
        /// slot where it would go.
        @inline(__always)
        static func slot(of key: UInt64, in table: UnsafeBufferPointer<UInt64>) -> Int {
            let mask = table.count - 1
            var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
            while table[slot] != key && table[slot] != empty { slot = (slot + 1) & mask }
            return slot
        }

        /// The postings of the distinct trigram lists `lists` (list `i` is item `i`'s).
        init(_ lists: [[UInt64]]) {
            let total = lists.reduce(0) { $0 + $1.count }
            var capacity = 16
            while capacity < 2 * total { capacity *= 2 }
            var table = [UInt64](repeating: Self.empty, count: capacity)
            var starts = [Int32](repeating: 0, count: capacity + 1)
            // Count each trigram's items (in `starts[slot + 1]`), then sum up the starts.
            table.withUnsafeMutableBufferPointer { table in
                for list in lists {
                    for key in list {
                        let slot = Self.slot(of: key, in: UnsafeBufferPointer(table))
                        table[slot] = key
                        starts[slot + 1] += 1
                    }
                }
            }
            for slot in 0..<capacity { starts[slot + 1] += starts[slot] }
            var next = starts
            var items = [Int32](repeating: 0, count: total)
            table.withUnsafeBufferPointer { table in
                for (item, list) in lists.enumerated() {
                    for key in list {
                        let slot = Self.slot(of: key, in: table)
                        items[Int(next[slot])] = Int32(item)
                        next[slot] += 1
                    }
                }
            }
            self.table = table
            self.starts = starts
            self.items = items
        }

        /// The distinct trigrams, ascending (for the tests).
        var keys: [UInt64] { table.filter { $0 != Self.empty }.sorted() }

        /// Adds 1 to `counts[item]` for every item holding each of `query` (distinct).
        func count(_ query: [UInt64], into counts: inout [Int32]) {
            table.withUnsafeBufferPointer { table in
                starts.withUnsafeBufferPointer { starts in
                    items.withUnsafeBufferPointer { items in
                        counts.withUnsafeMutableBufferPointer { counts in
                            for key in query {
                                let slot = Self.slot(of: key, in: table)
                                guard table[slot] == key else { continue }
                                for position in Int(starts[slot])..<Int(starts[slot + 1]) {
                                    counts[Int(items[position])] += 1
                                }
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
