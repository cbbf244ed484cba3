import Foundation
import HIndexTestSupport
import Testing

@testable import HIndexSources

/// Long entries (a physics collaboration's hundreds of authors) are read in time linear in
/// their length, and exactly as before the work was made linear.
@Suite struct HomepageLongEntryTests {
    /// ``HomepageCitation/sentenceEnd(_:from:afterComma:)`` as it was written before its
    /// words were counted as it scans: every condition counts the words of the prefix again.
    static func referenceSentenceEnd(_ citation: HomepageCitationText, from begin: Int) -> (
        title: Int, rest: Int
    ) {
        let characters = citation.characters
        let venueMark = citation.marks.first { mark in
            ["em", "i", "cite"].contains(mark.tag) && mark.range.lowerBound > begin
                && HomepageCitation.wordCount(characters, begin..<mark.range.lowerBound) >= 3
                && HomepageCitation.mayBeVenue(mark.range, in: citation, titleStart: begin)
        }
        let limit = venueMark?.range.lowerBound ?? characters.count
        var index = begin
        while index < limit {
            let character = characters[index]
            let atBreak = index + 1 >= characters.count || characters[index + 1] == " "
            let words = HomepageCitation.wordCount(characters, begin..<index)
            if character == "?" || character == "!", atBreak, words >= 1 {
                return (index + 1, index + 1)
            }
            if character == ".", atBreak,
                !HomepageCitation.isAbbreviation(characters, before: index), words >= 1
            {
                return (index, index + 1)
            }
            if character == ",", atBreak, index + 2 < characters.count, words >= 2 {
                let next = HomepageCitation.nextWord(characters, from: index + 1)
                let lowered = next.lowercased().trimmingCharacters(in: .punctuationCharacters)
                if let first = next.first, first.isUppercase || first == "(",
                    HomepageCitation.venueStarts.contains(lowered) && first.isUppercase
                        || HomepageCitation.isVenueClause(characters, from: index + 1, limit: limit)
                {
                    return (index, index + 1)
                }
            }
            index += 1
        }
        return (limit, limit)
    }

    /// Random entries built from the pieces the sentence end looks at: names, initials,
    /// abbreviations, venue words, years, punctuation, runs of spaces and italic elements.
    @Test func sentenceEndAgreesWithThePrefixDefinition() {
        let tokens = [
            "Smith", "J.", "A.", "Doe,", "et", "al.", "Title", "of", "the", "Journal", "Proc.",
            "In", "2019", "2019.", "(2020)", "vs.", "U.S.", "Does", "it?", "Yes!", ",", ".", "?",
            "Conference", "Nature,", "12(3),", "pp.", "1–10.", "“Quoted", "title,”", "and", "&",
            "IEEE", "Trans.", "", " ",
        ]
        var generator = SeededGenerator(seed: 2026)
        for _ in 0..<5_000 {
            let count = Int.random(in: 0...24, using: &generator)
            let text = (0..<count).map { _ in tokens.randomElement(using: &generator)! }
                .joined(separator: " ")
            var citation = HomepageCitationText(characters: Array(text))
            let length = citation.characters.count
            for _ in 0..<Int.random(in: 0...2, using: &generator) where length > 1 {
                let lower = Int.random(in: 0..<length, using: &generator)
                let upper = Int.random(in: (lower + 1)...length, using: &generator)
                let tag = ["i", "em", "b", "cite", "a"].randomElement(using: &generator)!
                citation.marks.append((lower..<upper, tag))
            }
            citation.marks.sort { $0.range.lowerBound < $1.range.lowerBound }
            for begin in [0, length / 3, length / 2].filter({ $0 < max(1, length) }) {
                let fast = HomepageCitation.sentenceEnd(citation, from: begin, afterComma: false)
                let reference = Self.referenceSentenceEnd(citation, from: begin)
                #expect(
                    fast.title == reference.title && fast.rest == reference.rest,
                    "\(text.debugDescription) from \(begin)")
                if fast.title != reference.title || fast.rest != reference.rest { return }
            }
        }
    }

    /// A title's end found from each delimiter's first place (as the rule learner asks,
    /// worked out once per delimiter) is the end found by scanning up to the best so far.
    @Test func endFromFirstPlacesAgreesWithTheScan() {
        let tokens = [
            "Smith", "J.", "Doe,", "(2019).", "Title", "of", "U.S.", "vs.", "“Quoted", "“x”",
            "priors,”", "title.”", "«Titre»", "‘single’", "In:", "Proc.", "2020;", "?", "!", ".",
            ",", ":", "pp.", "1–10.", "\"Straight\"", "'tick'", "Journal", "Nature,", "",
        ]
        var generator = SeededGenerator(seed: 77)
        for _ in 0..<3_000 {
            let count = Int.random(in: 2...20, using: &generator)
            let text = (0..<count).map { _ in tokens.randomElement(using: &generator)! }
                .joined(separator: " ")
            var citation = HomepageCitationText(characters: Array(text))
            let characters = citation.characters
            if Bool.random(using: &generator), characters.count > 4 {
                let lower = Int.random(in: 0..<(characters.count - 1), using: &generator)
                citation.marks.append((lower..<characters.count, "i"))
            }
            // Delimiters cut from the text itself, at both levels, one to four characters.
            var delimiters: [HomepageDelimiter] = []
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let length = Int.random(in: 1...4, using: &generator)
                guard characters.count > length else { continue }
                let start = Int.random(in: 0...(characters.count - length), using: &generator)
                delimiters.append(
                    HomepageDelimiter(
                        characters[start..<(start + length)],
                        level: Int.random(in: 0...1, using: &generator)))
            }
            let begin = Int.random(in: 0..<characters.count, using: &generator)
            let scanned = HomepageTitleRule.end(delimiters, in: citation, from: begin)
            let fromFirst = HomepageTitleRule.end(
                delimiters, in: citation, from: begin,
                firstPlace: { HomepageTitleRule.firstPlace($0, in: characters, from: begin) })
            #expect(scanned == fromFirst, "\(text.debugDescription) from \(begin)")
            if scanned != fromFirst { return }
        }
    }

    /// A venue clause is read up to its bound and no further: a comma in a long author list
    /// does not read the rest of the list.
    @Test func venueClauseStopsAtItsBound() {
        let venue = Array("Journal of Physics 12, 2019. Rest")
        #expect(HomepageCitation.isVenueClause(venue, from: 0, limit: venue.count))
        let authors = (0..<200).map { "Name\($0), A." }.joined(separator: " ")
        let long = Array(authors + " Journal of Physics 12, 2019. Rest")
        #expect(long.count > HomepageCitation.maximumVenueClause)
        #expect(!HomepageCitation.isVenueClause(long, from: 0, limit: long.count))
    }
}

/// Pages nested deeper than the HTML parser reads.
@Suite struct HomepageDeepPageTests {
    static let titles = ["Learning to Rank Fish by Their Colour", "A Survey of Sea Creatures"]

    /// Text only below the parser's depth limit: a layout error that says so, not "empty".
    @Test func textBelowTheDepthLimitIsNotCalledEmpty() throws {
        let html =
            "<html><body>" + String(repeating: "<div>", count: 1_000)
            + "<p>Learning to Rank Fish by Their Colour. A Survey of Sea Creatures.</p></body></html>"
        let document = try HTMLDocument(data: Data(html.utf8), origin: "deep.html")
        #expect(document.elementDepth >= HTMLDocument.parserDepthLimit - 1)
        #expect(document.elementDepth <= HTMLDocument.parserDepthLimit + 1)
        do {
            _ = try HomepageExtractor.extract(
                Data(html.utf8), origin: "deep.html", knownTitles: Self.titles)
            Issue.record("a page whose text is below the depth limit was read")
        } catch {
            guard case .unexpectedLayout(_, let origin, let detail) = error else {
                Issue.record("expected a layout error, got \(error)")
                return
            }
            #expect(origin == "deep.html")
            #expect(detail.contains("nests its elements more than 256 deep"))
        }
    }

    /// A page with no text at all, shallow or deep, is empty; a shallow page's depth is its own.
    @Test func pagesWithoutTextAreEmpty() throws {
        let shallow = "<html><body><div><p></p></div></body></html>"
        #expect(try HTMLDocument(data: Data(shallow.utf8), origin: "x").elementDepth == 4)
        #expect(throws: SourceError.empty(source: HomepageExtractor.sourceName, origin: "x.html")) {
            try HomepageExtractor.extract(
                Data(shallow.utf8), origin: "x.html", knownTitles: Self.titles)
        }
    }
}
