import Foundation
import HIndexCore

/// Reads a scientist's own publication list — usually their homepage — into reference entries
/// (SPEC §5.2, the thesis's "intelligent extraction").
///
/// No layout is configured per page. The titles the citation source already knows locate the
/// list: the extractor finds where at least two of them occur, walks up to the elements they
/// share and learns the XPath shape (tag names and shared classes) that selects every title,
/// then does the same for the authors and keeps them only when they line up with the titles.
/// Pages whose titles are not elements of their own (`<li>A. Author. Title. Venue 2020</li>`)
/// have their citation strings split instead; year headings, sibling lists and Markdown lists
/// are handled too. A page that cannot be understood is reported, never guessed at.
public enum HomepageExtractor {
    /// The source name used in errors.
    public static let sourceName = "homepage"

    /// Extracts the publication list from a saved page or a fetched response.
    ///
    /// - Parameters:
    ///   - data: The page's bytes (HTML, or Markdown when `origin` ends in `.md`/`.markdown`).
    ///   - origin: Where the bytes come from (file path or URL), for messages.
    ///   - knownTitles: Titles from the citation source (any number; a few spread over the
    ///     page suffice).
    ///   - titleThreshold: `similarity.title`: how similar a page text must be to a known title
    ///     to count as that title.
    /// - Throws: ``SourceError/blocked(source:origin:reason:)`` for a captcha page,
    ///   ``SourceError/unexpectedLayout(source:origin:detail:)`` when fewer than two known
    ///   titles are on the page or no repeating layout holds them,
    ///   ``SourceError/empty(source:origin:)`` for a page without text, and the errors of
    ///   ``HTMLDocument/init(data:origin:limit:)``.
    public static func extract(
        _ data: Data, origin: String, knownTitles: [String], titleThreshold: Double = 0.8
    ) throws(SourceError) -> HomepageExtraction {
        let titles = HomepageAnchors.prepare(knownTitles)
        if isMarkdown(origin) {
            guard !data.isEmpty else {
                throw .unreadable(origin: origin, reason: "the input is empty")
            }
            let text = markdownText(data)
            guard !titles.isEmpty else { throw noKnownTitles(origin) }
            do {
                let (readings, found) = try HomepageMarkdown.readings(
                    text, origin: origin, titles: titles, threshold: titleThreshold)
                var extraction = try accept(
                    readings, titles: titles, onPage: found.sorted().map { [$0] },
                    origin: origin, threshold: titleThreshold)
                extraction.selectionPhrase = HomepageSelection.phrase(inMarkdown: text)
                return extraction
            } catch {
                // Markdown pages often hold their list as raw HTML (`<ol><li>…`, or a whole
                // page of tables that leaves no Markdown block): read the same bytes as HTML,
                // and report the Markdown failure when that fails too.
                switch error {
                case .notUnderstood, .empty: break
                default: throw error
                }
                guard
                    let html = try? extractHTML(
                        data, origin: origin, titles: titles, threshold: titleThreshold)
                else { throw error }
                return html
            }
        }
        return try extractHTML(data, origin: origin, titles: titles, threshold: titleThreshold)
    }

    /// ``extract(_:origin:knownTitles:titleThreshold:)`` for an HTML page.
    static func extractHTML(
        _ data: Data, origin: String, titles: [HomepageKnownTitle], threshold titleThreshold: Double
    ) throws(SourceError) -> HomepageExtraction {
        let attempt = try readHTML(data, origin: origin, titles: titles, threshold: titleThreshold)
        let found = Set(attempt.anchors.map(\.title))
        guard found.count >= 2 else {
            throw tooFewKnownTitles(found.count, of: titles.count, origin)
        }
        var extraction = try accept(
            attempt.readings, titles: titles, onPage: places(of: attempt.anchors), origin: origin,
            threshold: titleThreshold)
        extraction.selectionPhrase = HomepageSelection.phrase(in: attempt.document)
        return extraction
    }

    /// An HTML page parsed, with the known titles found on it and the readings to try (none
    /// when fewer than two known titles are on the page).
    struct HTMLAttempt {
        var document: HTMLDocument
        var page: HomepagePage
        var anchors: [HomepageAnchor]
        var readings: [() -> HomepageReading?]
    }

    /// The steps of ``extractHTML(_:origin:titles:threshold:)`` up to the readings, shared
    /// with ``diagnose(_:origin:knownTitles:titleThreshold:)``.
    ///
    /// - Throws: the parser's errors, a blocked page, a page without text, no known titles.
    static func readHTML(
        _ data: Data, origin: String, titles: [HomepageKnownTitle], threshold titleThreshold: Double
    ) throws(SourceError) -> HTMLAttempt {
        // A page read as UTF-8 (declared, or by default) keeps the words of stray bytes of
        // another encoding pasted into it.
        let utf8 = (HTMLDocument.declaredEncoding(in: data) ?? "UTF-8") == "UTF-8"
        let document = try HTMLDocument(
            data: utf8 ? HomepageEncoding.repairingStrayBytes(data) : data, origin: origin)
        if let reason = BlockDetector.blockReason(in: document) {
            throw .blocked(source: sourceName, origin: origin, reason: reason)
        }
        let page = HomepagePage(document: document)
        guard !page.words.isEmpty else {
            // The parser stops at its depth limit: a page whose text sits deeper is not empty.
            if document.elementDepth >= HTMLDocument.parserDepthLimit - 1 {
                throw .unexpectedLayout(
                    source: sourceName, origin: origin,
                    detail: "no text could be read: the page nests its elements more than "
                        + "\(HTMLDocument.parserDepthLimit) deep, and the HTML parser does not "
                        + "read below that")
            }
            throw .empty(source: sourceName, origin: origin)
        }
        guard !titles.isEmpty else { throw noKnownTitles(origin) }
        let anchors = HomepageAnchors.find(titles, in: page, threshold: titleThreshold)
        var readings: [() -> HomepageReading?] = []
        if Set(anchors.map(\.title)).count >= 2 {
            let layout = HomepageLayout(
                page: page, titles: titles, anchors: anchors, threshold: titleThreshold)
            if Set(anchors.filter(\.isWhole).map(\.title)).count >= 2 {
                readings.append { layout.readTitleElements().map(layout.withoutOtherSections) }
            }
            readings.append { layout.readCitations().map(layout.withoutOtherSections) }
        }
        return HTMLAttempt(document: document, page: page, anchors: anchors, readings: readings)
    }

    /// The known titles found on the page, grouped by place: titles whose occurrences
    /// overlap (Google Scholar lists one paper under near-identical titles) stand for one
    /// entry of the page, and count once in the self-check.
    static func places(of anchors: [HomepageAnchor]) -> [[Int]] {
        var group: [Int: Int] = [:]
        func root(_ title: Int) -> Int {
            var current = title
            while let next = group[current], next != current { current = next }
            return current
        }
        for anchor in anchors where group[anchor.title] == nil {
            group[anchor.title] = anchor.title
        }
        let sorted = anchors.sorted { $0.span.lowerBound < $1.span.lowerBound }
        for (index, anchor) in sorted.enumerated() {
            for other in sorted[(index + 1)...] {
                guard other.span.lowerBound < anchor.span.upperBound else { break }
                group[root(other.title)] = root(anchor.title)
            }
        }
        return Dictionary(grouping: group.keys.sorted(), by: root).values
            .map { $0.sorted() }.sorted { $0[0] < $1[0] }
    }

    /// The first of `readings` (tried in order, lazily) that passes the self-check: it
    /// recovers at least 80% of the known titles on the page as entry titles. When none
    /// does, the page is not understood and the best attempt's figures are reported.
    static func accept(
        _ readings: [() -> HomepageReading?], titles: [HomepageKnownTitle], onPage: [[Int]],
        origin: String, threshold: Double
    ) throws(SourceError) -> HomepageExtraction {
        let (best, passed) = bestReading(
            readings, titles: titles, onPage: onPage, threshold: threshold)
        if passed, let best { return best.extraction }
        let check =
            best?.check
            ?? HomepageSelfCheck(knownTitles: titles.count, onPage: onPage.count, recovered: 0)
        let tried =
            best.map {
                "the best reading (\($0.extraction.rules.first ?? $0.extraction.titleXPath)) "
                    + "found \($0.extraction.entries.count) entries, but too few of them are the known titles"
            }
            ?? "no repeating layout holds the known titles (neither one element per title nor "
            + "one citation per element)"
        throw .notUnderstood(source: sourceName, origin: origin, reason: tried, check: check)
    }

    /// The first of `readings` that passes the self-check (`passed`), else the one that
    /// recovers the most known titles; `nil` when no reading finds any entry.
    static func bestReading(
        _ readings: [() -> HomepageReading?], titles: [HomepageKnownTitle], onPage: [[Int]],
        threshold: Double
    ) -> (best: (extraction: HomepageExtraction, check: HomepageSelfCheck)?, passed: Bool) {
        var best: (extraction: HomepageExtraction, check: HomepageSelfCheck)?
        for read in readings {
            guard let reading = read(), !reading.entries.isEmpty else { continue }
            var extraction = finish(reading)
            let check = selfCheck(extraction, titles: titles, onPage: onPage, threshold: threshold)
            extraction.selfCheck = check
            if check.passed { return ((extraction, check), true) }
            if check.recovered > best?.check.recovered ?? -1 { best = (extraction, check) }
        }
        return (best, false)
    }

    /// How many of the places where known titles stand on the page (`onPage`: groups of
    /// indexes into `titles`) the extraction recovers as entry titles (one of the group's
    /// titles, similarity ≥ `threshold`).
    static func selfCheck(
        _ extraction: HomepageExtraction, titles: [HomepageKnownTitle], onPage: [[Int]],
        threshold: Double
    ) -> HomepageSelfCheck {
        let extracted = extraction.entries.map { TitleNormalizer.normalize($0.title) }
        let exact = Set(extracted)
        // Lengths counted once: most extracted titles are too long or too short to be similar.
        let lengths = extracted.map(HomepageAnchors.characterCount)
        let recovered = onPage.filter { place in
            place.contains { index in
                let known = titles[index].normalized
                if exact.contains(known) { return true }
                let length = HomepageAnchors.characterCount(known)
                return extracted.indices.contains {
                    HomepageAnchors.lengthsCanReach(lengths[$0], length, threshold: threshold)
                        && HomepageAnchors.similarity(extracted[$0], known, threshold: threshold)
                            != nil
                }
            }
        }.count
        return HomepageSelfCheck(
            knownTitles: titles.count, onPage: onPage.count, recovered: recovered)
    }

    /// The page holds fewer than two of the known titles: nothing to learn its layout from.
    static func tooFewKnownTitles(_ found: Int, of count: Int, _ origin: String) -> SourceError {
        let which =
            found == 0
            ? "none of the \(count) known titles occurs"
            : "only 1 of the \(count) known titles occurs"
        return .notUnderstood(
            source: sourceName, origin: origin,
            reason: "\(which) on the page; at least two are needed to learn where its titles "
                + "stand (is it the publication list?)",
            check: HomepageSelfCheck(knownTitles: count, onPage: found, recovered: 0))
    }

    /// A Markdown page's text. Markdown is UTF-8: stray bytes of another encoding read as
    /// windows-1252, and a byte-order mark is no text (it would hide the front matter's
    /// opening `---`).
    static func markdownText(_ data: Data) -> String {
        var text = String(decoding: HomepageEncoding.repairingStrayBytes(data), as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return text
    }

    /// Whether `origin` names a Markdown file.
    static func isMarkdown(_ origin: String) -> Bool {
        let lowered = origin.lowercased()
        return lowered.hasSuffix(".md") || lowered.hasSuffix(".markdown")
    }

    private static func noKnownTitles(_ origin: String) -> SourceError {
        .unexpectedLayout(
            source: sourceName, origin: origin,
            detail: "no known titles from the citation source to look for; cannot learn the "
                + "page's layout")
    }

    /// Whether a title is only a web address (`https://drive.google.com/…`, `www.x.org/…`) or a
    /// Markdown link reference definition (`[pdf]: https://…`): a link, never a title.
    static func isAddress(_ title: String) -> Bool {
        var text = Substring(title.trimmingWhitespace())
        if text.first == "[", let close = text.firstIndex(of: "]"),
            text[text.index(after: close)...].hasPrefix(":")
        {
            text = text[text.index(close, offsetBy: 2)...].drop(while: { $0 == " " })
        }
        let lowered = text.lowercased()
        guard
            lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
                || lowered.hasPrefix("www.")
        else { return false }
        return !text.contains(where: \.isWhitespace)
    }

    /// Drops link labels and merges repeated listings (the same title with a compatible year
    /// and venue, e.g. a "Selected publications" block above the full list).
    static func finish(_ reading: HomepageReading) -> HomepageExtraction {
        var entries: [ReferenceEntry] = []
        var provenance: [HomepageEntryProvenance] = []
        var byTitle: [String: [Int]] = [:]
        var merged = 0
        for placed in reading.entries {
            var entry = placed.entry
            entry.title = clean(entry.title)
            // A date or status printed inside the title's element (`Title (2019)`) is no part
            // of the title.
            if let (title, year) = HomepageText.withoutTrailingDate(entry.title) {
                entry.title = title
                entry.year = entry.year ?? year
            }
            // A GB/T 7714 document-type code glued to the title's end (`Title[J]`) is not
            // the title's. (Most titles have no `[`: a byte test first.)
            if entry.title.utf8.contains(UInt8(ascii: "[")) {
                let characters = Array(entry.title)
                if let code = HomepageCitation.documentCodeStart(
                    characters, from: 0, to: characters.count),
                    characters[code...].allSatisfy({ $0 != " " }),
                    characters[..<code].contains(where: \.isLetter)
                {
                    entry.title = String(characters[..<code])
                }
            }
            // PubMed's notes and a journal glued to the title's period are no part of it.
            if let title = HomepageText.withoutPubMedTail(entry.title) { entry.title = title }
            // A review's title holds the reviewed book, not its author.
            if let title = HomepageText.withoutReviewedAuthor(entry.title) { entry.title = title }
            entry.authors = clean(entry.authors)
            if let venue = entry.venue {
                let cleaned = clean(venue)
                entry.venue = cleaned.isEmpty ? nil : cleaned
            }
            let key = TitleNormalizer.normalize(entry.title)
            // (``HomepageText/isLinkLabel(_:)`` of the title, from its words normalized once.)
            guard !key.isEmpty, !HomepageText.isLinkLabel(words: HomepageText.spaceSeparated(key)),
                !isAddress(entry.title)
            else { continue }
            if let earlier = byTitle[key]?.first(where: { isRepeat(entries[$0], entry) }) {
                entries[earlier] = merging(entries[earlier], entry)
                merged += 1
                continue
            }
            byTitle[key, default: []].append(entries.count)
            entries.append(entry)
            provenance.append(
                placed.provenance
                    ?? HomepageEntryProvenance(rule: "title element \(reading.titleXPath)"))
        }
        var notes = reading.notes
        if merged > 0 {
            notes.append(
                "\(merged) repeated listing\(merged == 1 ? "" : "s") merged (same title, year "
                    + "and venue listed twice)")
        }
        return HomepageExtraction(
            entries: entries, provenance: provenance, titleXPath: reading.titleXPath,
            authorsXPath: reading.authorsXPath, rules: reading.rules, notes: notes)
    }

    /// `text` with stray entities decoded and whitespace collapsed.
    static func clean(_ text: String) -> String {
        HTMLNode.collapsingWhitespace(HomepageText.decodingStrayEntities(text))
    }

    /// Whether `b` repeats `a`: same title (checked by the caller), years and venues that do
    /// not disagree.
    static func isRepeat(_ a: ReferenceEntry, _ b: ReferenceEntry) -> Bool {
        if let x = a.year, let y = b.year, x != y { return false }
        if let x = a.venue, let y = b.venue,
            TitleNormalizer.normalize(x) != TitleNormalizer.normalize(y)
        {
            return false
        }
        return true
    }

    /// `a` with what only `b` knows filled in.
    static func merging(_ a: ReferenceEntry, _ b: ReferenceEntry) -> ReferenceEntry {
        var result = a
        if result.authors.isEmpty { result.authors = b.authors }
        if result.year == nil { result.year = b.year }
        if result.venue == nil { result.venue = b.venue }
        if result.doi == nil { result.doi = b.doi }
        if result.arxivID == nil { result.arxivID = b.arxivID }
        return result
    }
}
