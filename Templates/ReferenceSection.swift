import HIndexCore

/// The reference-list table: the scientist's own list, each entry green when found in the
/// citation source and red when not, with how it was matched.
func referenceSection(_ report: ScientistReport) -> HTML {
    guard let list = report.referenceList else { return .empty }
    let sourceTitles = report.source?.publications.map(\.title) ?? []
    let found = list.matches.filter { $0.sourceIndex != nil }.count
    let rows = list.matches.enumerated().map { offset, match -> HTML in
        let entry = match.entry
        let year: HTML = entry.year.map { "\($0)" } ?? missingValue
        let status: HTML =
            match.sourceIndex == nil
            ? """
            <span class="badge ref-missing"><span class="symbol" aria-hidden="true">✕</span> \
            not found</span>
            """
            : """
            <span class="badge ref-found"><span class="symbol" aria-hidden="true">●</span> \
            found</span>
            """
        let matchedAs: HTML =
            if let index = match.sourceIndex, sourceTitles.indices.contains(index) {
                """
                \(sourceTitles[index]) <span class="match-rule">\(ruleText(match.rule, score: match.score))</span>
                """
            } else {
                missingValue
            }
        let rowClass: HTML = match.sourceIndex == nil ? "ref-missing" : "ref-found"
        return """
            <tr class="\(rowClass)">\
            <td class="num index">\(offset + 1)</td>\
            <th scope="row" class="title">\(entry.title)</th>\
            <td class="authors" data-label="Authors">\(entry.authors)</td>\
            <td class="num year" data-label="Year">\(year)</td>\
            <td class="role">\(status)</td>\
            <td class="matched-as" data-label="Matched as">\(matchedAs)</td>\
            </tr>
            """
    }
    let origin: HTML =
        list.parts.count > 1
        ? "\(list.parts.count) lists, merged without duplicates" : originLink(list.origin)
    let layout: HTML =
        list.titleXPath.map { " Titles were found with <code>\($0)</code>." } ?? .empty
    let filled: HTML =
        list.filledFromCrossref > 0
        ? """
         Crossref filled the missing year, venue or authors of \(grouped: list.filledFromCrossref) \
        \(list.filledFromCrossref == 1 ? "entry" : "entries") by DOI.
        """ : .empty
    return """
        <section class="reference-list" aria-labelledby="reference-heading">
        <h2 id="reference-heading">\(list.sourceName) publication list</h2>
        <p class="provenance">From \(origin): \(grouped: list.matches.count) \
        \(list.matches.count == 1 ? "entry" : "entries"), \(grouped: found) found in \
        \(report.source?.sourceName ?? "the citation source").\(layout)\(filled)</p>
        \(referenceParts(list.parts))        <ul class="legend">
        <li><span class="badge ref-found"><span class="symbol" aria-hidden="true">●</span> found</span> \
        the entry matches a paper of the citation source, which therefore counts.</li>
        <li><span class="badge ref-missing"><span class="symbol" aria-hidden="true">✕</span> not found</span> \
        no paper of the citation source matches this entry.</li>
        </ul>
        <div class="table-scroll" role="region" aria-labelledby="reference-caption" tabindex="0">
        <table class="reference-table">
        <caption id="reference-caption">Entries of the \(listName(list.sourceName)) list \
        and their match in the citation source</caption>
        <thead>
        <tr><th scope="col" class="num">#</th><th scope="col">Title</th>\
        <th scope="col">Authors</th><th scope="col" class="num">Year</th>\
        <th scope="col">Status</th><th scope="col">Matched as (rule, score)</th></tr>
        </thead>
        <tbody>
        \(rows.joined(separator: "\n"))
        </tbody>
        </table>
        </div>
        </section>
        """
}

/// A list's origin: a link for a URL, code for a file path.
func originLink(_ origin: String) -> HTML {
    let lower = origin.lowercased()
    return lower.hasPrefix("https://") || lower.hasPrefix("http://")
        ? "<a href=\"\(origin)\" rel=\"nofollow\">\(origin)</a>" : "<code>\(origin)</code>"
}

/// What each merged list gave: its name, origin, entries and how many were new; nothing for
/// a list that was not merged.
func referenceParts(_ parts: [ReferenceListPart]) -> HTML {
    guard parts.count > 1 else { return .empty }
    let items = parts.enumerated().map { offset, part -> HTML in
        let entries: HTML =
            "\(grouped: part.entryCount) \(part.entryCount == 1 ? "entry" : "entries")"
        let added: HTML =
            offset == 0
            ? .empty
            : part.addedCount == 0
                ? ", all already in an earlier list"
                : ", \(grouped: part.addedCount) not in an earlier list"
        return """
            <li><span class="part-name">\(part.sourceName)</span> \(originLink(part.origin)): \
            \(entries)\(added)</li>
            """
    }
    return """
        <ul class="reference-parts" aria-label="Lists merged into this one">\
        \(items.joined())</ul>
        """
}

/// The matching report: counts, then the papers only one side has and the ambiguous cases.
func matchingReportSection(_ report: ScientistReport) -> HTML {
    guard let summary = report.matching, let list = report.referenceList else { return .empty }
    let sourceTitles = report.source?.publications.map(\.title) ?? []
    let sourceOnly = report.publications.filter { $0.reason == .notOnReferenceList }
    let referenceOnly = list.matches.filter { $0.sourceIndex == nil }
    let ambiguous = list.matches.filter { !$0.ambiguousWith.isEmpty }
    func listItems(_ items: [HTML]) -> HTML {
        items.isEmpty
            ? "<p>None.</p>" : "<ul>\(items.map { "<li>\($0)</li>" as HTML }.joined())</ul>"
    }
    let counts: [(String, Int)] = [
        ("Matched", summary.matched), ("Only in the citation source", summary.sourceOnly),
        ("Only in the publication list", summary.referenceOnly),
        ("Ambiguous", summary.ambiguous), ("Duplicate rows merged", summary.duplicates),
    ]
    return """
        <section class="matching-report" aria-labelledby="matching-heading">
        <h2 id="matching-heading">Matching report</h2>
        <p>Papers of the \(report.source?.sourceName ?? "citation source") count only when \
        they match an entry of the \(listName(list.sourceName)) list (by DOI or arXiv id, \
        exact title, or title similarity ≥ \(percent(report.entry.similarity.title))), unless \
        the content file includes or excludes them by hand.</p>
        <dl class="matching-counts">\(counts.map { label, value -> HTML in
            "<div><dt>\(label)</dt><dd>\(grouped: value)</dd></div>"
        }.joined())</dl>
        <details\(HTML.raw(sourceOnly.isEmpty ? "" : " open"))>
        <summary>Only in the citation source (\(grouped: sourceOnly.count)): not counted</summary>
        \(listItems(sourceOnly.map { "\($0.publication.title)" }))
        </details>
        <details>
        <summary>Only in the publication list (\(grouped: referenceOnly.count))</summary>
        \(listItems(referenceOnly.map { "\($0.entry.title)" }))
        </details>
        <details\(HTML.raw(ambiguous.isEmpty ? "" : " open"))>
        <summary>Ambiguous (\(grouped: ambiguous.count)): near-ties decided by best score</summary>
        \(listItems(ambiguous.map { match -> HTML in
            let others = match.ambiguousWith.compactMap {
                sourceTitles.indices.contains($0) ? HTML(text: sourceTitles[$0]) : nil
            }
            return "\(match.entry.title) — also close to: \(others.joined(separator: "; "))"
        }))
        </details>
        </section>
        """
}

/// "exact title", "fuzzy title 0.93", "DOI", … for a match.
func ruleText(_ rule: MatchRule?, score: Double?) -> HTML {
    let name: String =
        switch rule {
        case .doi: "DOI"
        case .arxiv: "arXiv id"
        case .exactTitle: "exact title"
        case .fuzzyTitle: "similar title"
        case .include: "included by hand"
        case nil: "matched"
        }
    guard let score, rule == .fuzzyTitle else { return "(\(name))" }
    return "(\(name), \(twoDecimals(score)))"
}

/// A fraction as "80 %".
func percent(_ value: Double) -> String { "\(Int((value * 100).rounded())) %" }

/// A number with two decimals, without locale-dependent formatting.
func twoDecimals(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

/// A list's name inside a sentence: "homepage" in lower case, names with inner capitals
/// ("BibTeX", "ORCID", "DBLP") as they are written.
func listName(_ name: String) -> String {
    name.dropFirst().contains(where: \.isUppercase) ? name : name.lowercased()
}
