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

    @Test func emptyIndexAndEmptyQuery() {
        let postings = TitleIndex.Postings([])
        var counts: [Int32] = []
        postings.count([1, 2, 3], into: &counts)
        #expect(postings.keys.isEmpty && postings.starts == [0])
        let one = TitleIndex.Postings([[5, 9], []])
        var two: [Int32] = [0, 0]
        one.count([], into: &two)
        #expect(two == [0, 0])
        one.count([9, 10], into: &two)
        #expect(two == [1, 0])
    }
}
