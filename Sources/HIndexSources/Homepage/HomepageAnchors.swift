import Foundation
import HIndexCore

/// A title known from the citation source, normalized once.
struct HomepageKnownTitle {
    /// The title as the citation source gives it.
    let text: String
    /// ``TitleNormalizer`` form.
    let normalized: String
    /// Its normalized words.
    let words: [String]
}

/// Where a known title occurs on the page.
struct HomepageAnchor {
    /// Index of the known title.
    let title: Int
    /// The page words that match it.
    let span: Range<Int>
    /// The smallest element holding those words.
    let element: Int
    /// Whether the element's text is the title (a title element) rather than a longer text
    /// that contains it (a citation string).
    let isWhole: Bool
    /// Similarity of the matched words to the known title.
    let similarity: Double
}

/// Finds the known titles on a page, as whole elements or inside longer texts.
///
/// Work is bounded by the page's word index: for each title, only places where its rarest
/// words occur are compared (a few edit distances each), so a list of hundreds of known titles
/// on a large page stays fast.
enum HomepageAnchors {
    /// Words too common to locate a title by.
    static let stopWords: Set<String> = [
        "a", "an", "the", "of", "for", "and", "in", "on", "to", "with", "by", "from", "at",
        "via", "is", "are", "as", "or", "using", "towards", "toward", "its", "into", "we",
        "learning", "data", "deep", "neural", "networks", "network", "model", "models",
    ]

    /// The most places one title is looked for (a title word occurring more often is skipped).
    static let maximumPositionsPerWord = 300
    /// The most occurrences kept per title.
    static let maximumAnchorsPerTitle = 6

    /// The known titles worth looking for: normalized, de-duplicated, at least two words or
    /// one long word.
    static func prepare(_ titles: [String]) -> [HomepageKnownTitle] {
        var seen = Set<String>()
        var result: [HomepageKnownTitle] = []
        for title in titles {
            let normalized = TitleNormalizer.normalize(title)
            let words = HomepageText.spaceSeparated(normalized).map(String.init)
            guard words.count >= 2 || normalized.count >= 8, seen.insert(normalized).inserted
            else { continue }
            result.append(HomepageKnownTitle(text: title, normalized: normalized, words: words))
        }
        return result
    }

    /// All occurrences of the known titles on the page.
    static func find(
        _ titles: [HomepageKnownTitle], in page: HomepagePage, threshold: Double
    ) -> [HomepageAnchor] {
        var positions: [String: [Int]] = [:]
        for (index, word) in page.words.enumerated() {
            positions[word, default: []].append(index)
        }
        var anchors: [HomepageAnchor] = []
        for (titleIndex, title) in titles.enumerated() {
            let spans = matchingSpans(
                of: title, in: page, positions: positions, threshold: threshold)
            for (span, similarity) in spans.prefix(maximumAnchorsPerTitle) {
                guard let element = page.smallestElement(covering: span) else { continue }
                let elementWords = page.wordCount(of: element)
                var isWhole = span.count * 10 >= elementWords * 6
                if !isWhole, elementWords <= title.words.count * 2 + 2 {
                    let elementSimilarity = TitleSimilarity.normalizedSimilarity(
                        page.text(of: element), title.normalized)
                    isWhole = elementSimilarity >= threshold
                }
                // A short title only approximately inside a longer text is chance
                // ("learning for data" somewhere in a citation): exact matches only.
                if !isWhole, title.words.count < 5, similarity < 1 { continue }
                anchors.append(
                    HomepageAnchor(
                        title: titleIndex, span: span, element: element, isWhole: isWhole,
                        similarity: similarity))
            }
        }
        return anchors
    }

    /// Word ranges of the page similar to `title` (≥ `threshold`), best first, not
    /// overlapping.
    static func matchingSpans(
        of title: HomepageKnownTitle, in page: HomepagePage, positions: [String: [Int]],
        threshold: Double
    ) -> [(Range<Int>, Double)] {
        let length = title.words.count
        // The two rarest title words (stop words last) locate candidate starts.
        var options: [(offset: Int, places: [Int], weight: Int)] = []
        // Each distinct word once, at its first offset (a title has a few words: comparing
        // them beats hashing them).
        for (offset, word) in title.words.enumerated()
        where !title.words[..<offset].contains(word) {
            guard let places = positions[word], places.count <= maximumPositionsPerWord else {
                continue
            }
            let weight = places.count + (stopWords.contains(word) ? 1_000_000 : 0)
            options.append((offset, places, weight))
        }
        options.sort { $0.weight < $1.weight }
        var startList: [Int] = []
        for option in options.prefix(2) {
            for place in option.places { startList.append(place - option.offset) }
        }
        // The distinct starts, ascending.
        startList.sort()
        var starts: [Int] = []
        for start in startList where starts.last != start { starts.append(start) }
        // Where the title is printed word for word, its fuzzy near-misses are not looked for.
        let exact = starts.filter { start in
            start >= 0 && start + length <= page.words.count
                && page.words[start..<(start + length)].elementsEqual(title.words)
        }
        if !exact.isEmpty {
            var kept: [(Range<Int>, Double)] = []
            for start in exact where !kept.contains(where: { $0.0.contains(start) }) {
                kept.append((start..<(start + length), 1))
            }
            return kept
        }
        let titleCounts = Dictionary(title.words.map { ($0, 1) }, uniquingKeysWith: +)
        let slack = max(1, min(3, length / 5))
        var found: [(Range<Int>, Double)] = []
        for start in starts {
            var best: (Range<Int>, Double)?
            search: for startShift in -slack...slack {
                for endShift in -slack...slack {
                    let lower = max(0, start + startShift)
                    let upper = min(page.words.count, start + length + endShift)
                    guard upper > lower else { continue }
                    let range = lower..<upper
                    if startShift == 0, endShift == 0,
                        page.words[range].elementsEqual(title.words)
                    {
                        best = (range, 1)
                        break search
                    }
                    guard
                        sharedWords(page.words[range], titleCounts) * 2 >= length,
                        let score = similarity(
                            page.text(of: range), title.normalized, threshold: threshold)
                    else { continue }
                    if score > (best?.1 ?? 0) { best = (range, score) }
                }
            }
            if let best { found.append(best) }
        }
        found.sort { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.lowerBound < $1.0.lowerBound }
        var kept: [(Range<Int>, Double)] = []
        for candidate in found where !kept.contains(where: { $0.0.overlaps(candidate.0) }) {
            kept.append(candidate)
        }
        return kept
    }

    /// Edit-distance similarity when it can reach `threshold` (lengths close enough).
    static func similarity(_ a: String, _ b: String, threshold: Double) -> Double? {
        guard lengthsCanReach(characterCount(a), characterCount(b), threshold: threshold) else {
            return nil
        }
        // ``TitleSimilarity/normalizedSimilarity(_:_:)``, with the edit distance given up one
        // edit past the threshold's (a score beyond that is below it by at least
        // 1 / longest, so no rounding decides); the score itself is computed as there.
        let x = a.unicodeScalars.map(\.value)
        let y = b.unicodeScalars.map(\.value)
        let longest = max(x.count, y.count)
        guard longest > 0 else { return 1 >= threshold ? 1 : nil }
        let limit = LevenshteinPattern.maxDistance(longest: longest, cutoff: threshold)
        guard let distance = EditDistance.levenshtein(x, y, maxDistance: max(0, limit) + 1)
        else { return nil }
        let score = 1 - Double(distance) / Double(longest)
        return score >= threshold ? score : nil
    }

    /// Whether texts of `a` and `b` characters can be `threshold` similar: one edit per
    /// character of difference.
    static func lengthsCanReach(_ a: Int, _ b: Int, threshold: Double) -> Bool {
        let longest = max(a, b)
        guard longest > 0 else { return false }
        return 1 - Double(abs(a - b)) / Double(longest) >= threshold
    }

    /// `text.count` without breaking ASCII text into grapheme clusters (normalized titles
    /// nearly always are ASCII): there every byte is one character but the LF of a CR LF pair.
    static func characterCount(_ text: String) -> Int {
        var count = 0
        var afterReturn = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return text.count }
            if !(afterReturn && byte == 0x0A) { count += 1 }
            afterReturn = byte == 0x0D
        }
        return count
    }

    /// How many words of `window` the title holds (with multiplicity).
    static func sharedWords(_ window: ArraySlice<String>, _ title: [String: Int]) -> Int {
        var remaining = title
        var shared = 0
        for word in window {
            if let count = remaining[word], count > 0 {
                remaining[word] = count - 1
                shared += 1
            }
        }
        return shared
    }
}
