import Foundation
import HIndexTestSupport
import Testing

@testable import HIndexSources

/// The Markdown reading's search for known titles in block texts (issue 31, case 3: time
/// proportional to page size × known titles): the byte search is Foundation's `contains` on
/// normalized text, and the inner-word filter skips only blocks that cannot hold the title.
struct HomepageMarkdownSearchTests {
    static let words = ["a", "ab", "abc", "b", "ba", "c", "ça", "ünï", "日本", "x y"]

    static func text(_ generator: inout SeededGenerator, words count: Int) -> String {
        (0..<count).map { _ in Self.words[Int(generator.next() % UInt64(Self.words.count))] }
            .joined(separator: " ")
    }

    @Test func byteSearchIsFoundationsContainsOnRandomText() {
        var generator = SeededGenerator(seed: 31)
        for _ in 0..<20_000 {
            let text = Self.text(&generator, words: Int(generator.next() % 12))
            let part = Self.text(&generator, words: Int(generator.next() % 4))
            #expect(
                HomepageMarkdown.contains(text, part) == text.contains(part),
                "\(text.debugDescription) \(part.debugDescription)")
        }
    }

    @Test func aPageOfManyBlocksFindsTheKnownTitlesItHolds() throws {
        // 300 entries, 40 of them known; the filter must not lose a title whose inner word is
        // shared with other blocks, nor find one that is absent.
        var generator = SeededGenerator(seed: 32)
        var titles: [String] = []
        var markdown = "# Publications\n\n"
        for index in 0..<300 {
            let title =
                "Study \(index) of "
                + Self.text(&generator, words: 3 + Int(generator.next() % 4)) + " waves"
            titles.append(title)
            markdown += "- A. Smith. \(title). Journal of Seas, \(1990 + index % 30).\n"
        }
        let known = stride(from: 0, to: 300, by: 8).map { titles[$0] } + ["Absent title of nothing"]
        let prepared = HomepageAnchors.prepare(known)
        let (_, found) = try HomepageMarkdown.readings(
            markdown, origin: "p.md", titles: prepared, threshold: 0.8)
        #expect(found == Set(0..<(known.count - 1)))
    }
}
