import HIndexTestSupport
import Testing

@testable import HIndexCore

/// The flat postings count what the per-trigram arrays they replaced counted: for each item,
/// how many of the query's trigrams it holds.
@Suite struct TitleIndexPostingsTests {
    @Test func countsMatchTheSetIntersectionOnRandomLists() {
        var generator = SeededGenerator(seed: 61)
        func list(_ maximum: Int) -> [UInt64] {
            let count = Int(generator.next() % UInt64(maximum + 1))
            return Array(Set((0..<count).map { _ in generator.next() % 40 })).sorted()
        }
        for _ in 0..<2_000 {
            let lists = (0..<Int(generator.next() % 8)).map { _ in list(12) }
            let postings = TitleIndex.Postings(lists)
            #expect(postings.keys == Array(Set(lists.flatMap { $0 })).sorted())
            let query = list(20)
            var counts = [Int32](repeating: 0, count: lists.count)
            postings.count(query, into: &counts)
            let expected = lists.map { Int32(Set($0).intersection(query).count) }
            #expect(counts == expected, "\(lists) \(query)")
        }
    }

    /// `PreparedTitle.trigrams` is the packed scalar triples without repeats, in the order
    /// they first occur, and a title whose words are already in order shares them with its
    /// word-sorted form.
    @Test func trigramsAreTheDistinctTriplesInOrder() {
        var generator = SeededGenerator(seed: 62)
        for round in 0..<5_000 {
            // Short titles, and long ones (hundreds of trigrams, many repeated).
            let length = round % 10 == 0 ? 600 : 30
            let scalars = (0..<Int(generator.next() % UInt64(length))).map { _ in
                UInt32([0x61, 0x62, 0x20, 0xE9, 0x6F22, 0x1F600][Int(generator.next() % 6)])
            }
            var seen: Set<UInt64> = []
            var triples: [UInt64] = []
            if scalars.count >= 3 {
                for i in 0..<(scalars.count - 2) {
                    let triple =
                        UInt64(scalars[i]) << 42 | UInt64(scalars[i + 1]) << 21
                        | UInt64(scalars[i + 2])
                    if seen.insert(triple).inserted { triples.append(triple) }
                }
            }
            #expect(PreparedTitle.trigrams(scalars) == triples, "\(scalars)")
        }
        for text in ["alpha beta gamma", "beta alpha", "one", "a a a a", "über alles", ""] {
            let title = PreparedTitle(title: text)
            #expect(title.trigrams == PreparedTitle.trigrams(title.scalars))
            #expect(title.sortedTrigrams == PreparedTitle.trigrams(title.sortedScalars))
        }
    }

    /// Many items and trigrams spread over the whole 63 bits or packed close together, so
    /// the hash table fills up to half and probes past collisions.
    @Test func countsMatchOnLargeIndexes() {
        var generator = SeededGenerator(seed: 63)
        for round in 0..<40 {
            let lists = (0..<Int(generator.next() % 150)).map { _ in
                Array(
                    Set(
                        (0..<Int(generator.next() % 70)).map { _ in
                            round % 2 == 0
                                ? generator.next() >> 1 : 0x61 << 42 | generator.next() % 500
                        })
                ).sorted()
            }
            let postings = TitleIndex.Postings(lists)
            #expect(postings.keys == Array(Set(lists.flatMap { $0 })).sorted())
            let query = Array(Set(lists.prefix(3).flatMap { $0 } + [1, 2, 0x61 << 42])).sorted()
            var counts = [Int32](repeating: 0, count: lists.count)
            postings.count(query, into: &counts)
            #expect(counts == lists.map { Int32(Set($0).intersection(query).count) })
        }
    }

    @Test func emptyIndexAndEmptyQuery() {
        let postings = TitleIndex.Postings([])
        var counts: [Int32] = []
        postings.count([1, 2, 3], into: &counts)
        #expect(postings.keys.isEmpty && postings.items.isEmpty)
        let one = TitleIndex.Postings([[5, 9], []])
        var two: [Int32] = [0, 0]
        one.count([], into: &two)
        #expect(two == [0, 0])
        one.count([9, 10], into: &two)
        #expect(two == [1, 0])
    }
}
