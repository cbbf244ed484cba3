import HIndexCore

/// The reference-list table: the scientist's own list, each entry green when found in the
/// citation source and red when not, with how it was matched.
func referenceSection(_ report: ScientistReport, catalog: Catalog) -> HTML {
    guard let list = report.referenceList else { return .empty }
    let sourceTitles = report.source?.publications.map(\.title) ?? []
    let found = list.matches.filter { $0.sourceIndex != nil }.count
    let rows = list.matches.enumerated().map { offset, match -> HTML in
        let entry = match.entry
        let year: HTML = entry.year.map { "\($0)" } ?? missingValue(catalog)
        let status: HTML =
            match.sourceIndex == nil
            ? """
            <span class="badge ref-missing"><span class="symbol" aria-hidden="true">✕</span> \
            \(catalog.text(.notFound))</span>
            """
            : """
            <span class="badge ref-found"><span class="symbol" aria-hidden="true">●</span> \
            \(catalog.text(.found))</span>
            """
        let matchedAs: HTML =
            if let index = match.sourceIndex, sourceTitles.indices.contains(index) {
                """
                \(sourceTitles[index]) <span class="match-rule">\(ruleText(match.rule, score: match.score, catalog: catalog))</span>
                """
            } else {
                missingValue(catalog)
            }
        let rowClass: HTML = match.sourceIndex == nil ? "ref-missing" : "ref-found"
        return """
            <tr class="\(rowClass)">\
            <td class="num index">\(offset + 1)</td>\
            <th scope="row" class="title">\(entry.title)</th>\
            <td class="authors" data-label="\(catalog.text(.authors))">\(entry.authors)</td>\
            <td class="num year" data-label="\(catalog.text(.year))">\(year)</td>\
            <td class="role">\(status)</td>\
            <td class="matched-as" data-label="\(catalog.text(.matchedAs))">\(matchedAs)</td>\
            </tr>
            """
    }
    let origin: HTML =
        list.parts.count > 1
        ? "\(catalog.text(.listsMerged, ["count": catalog.number(list.parts.count)]))"
        : originLink(list.origin)
    let space = catalog.text(.sentenceSeparator)
    let layout: HTML =
        list.titleXPath.map {
            "\(space)\(catalog.html(.titlesFoundWith, ["xpath": "<code>\($0)</code>"]))"
        } ?? .empty
    let filled: HTML =
        list.filledFromCrossref > 0
        ? """
        \(space)\(catalog.plural(
            list.filledFromCrossref, one: .crossrefFilledOne, other: .crossrefFilledOther))
        """ : .empty
    let entries = catalog.plural(list.matches.count, one: .entriesOne, other: .entriesOther)
    let fromLine = catalog.html(
        catalog.pluralKey(found, one: .referenceFromOne, other: .referenceFromOther),
        [
            "origin": origin, "entries": "\(entries)", "found": "\(grouped: found, catalog)",
            "source":
                "\(report.source.map { catalog.sourceName($0.sourceName) } ?? catalog.text(.theCitationSource))",
        ])
    return """
        <section class="reference-list" aria-labelledby="reference-heading">
        <h2 id="reference-heading">\(catalog.text(.publicationListHeading, ["source": catalog.listSourceName(list.sourceName)]))</h2>
        <p class="provenance">\(fromLine)\(layout)\(filled)</p>
        \(referenceParts(list.parts, catalog: catalog))        <ul class="legend">
        <li><span class="badge ref-found"><span class="symbol" aria-hidden="true">●</span> \
        \(catalog.text(.found))</span> \(catalog.text(.foundExplanation))</li>
        <li><span class="badge ref-missing"><span class="symbol" aria-hidden="true">✕</span> \
        \(catalog.text(.notFound))</span> \(catalog.text(.notFoundExplanation))</li>
        </ul>
        <div class="table-scroll" role="region" aria-labelledby="reference-caption" tabindex="0">
        <table class="reference-table">
        <caption id="reference-caption">\(catalog.text(
            .referenceCaption, ["list": catalog.sourceName(list.sourceName, inSentence: true)]))</caption>
        <thead>
        <tr><th scope="col" class="num">#</th><th scope="col">\(catalog.text(.title))</th>\
        <th scope="col">\(catalog.text(.authors))</th><th scope="col" class="num">\(catalog.text(.year))</th>\
        <th scope="col">\(catalog.text(.status))</th><th scope="col">\(catalog.text(.matchedAsRuleScore))</th></tr>
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
func referenceParts(_ parts: [ReferenceListPart], catalog: Catalog) -> HTML {
    guard parts.count > 1 else { return .empty }
    let items = parts.enumerated().map { offset, part -> HTML in
        let entries: HTML =
            "\(catalog.plural(part.entryCount, one: .entriesOne, other: .entriesOther))"
        let added: HTML =
            offset == 0
            ? .empty
            : part.addedCount == 0
                ? "\(catalog.text(.allInEarlierList))"
                : "\(catalog.plural(part.addedCount, one: .notInEarlierListOne, other: .notInEarlierListOther))"
        return """
            <li><span class="part-name">\(catalog.listSourceName(part.sourceName))</span> \(originLink(part.origin)): \
            \(entries)\(added)</li>
            """
    }
    return """
        <ul class="reference-parts" aria-label="\(catalog.text(.listsMergedLabel))">\
        \(items.joined())</ul>
        """
}

/// The matching report: counts, then the papers only one side has and the ambiguous cases.
func matchingReportSection(_ report: ScientistReport, catalog: Catalog) -> HTML {
    guard let summary = report.matching, let list = report.referenceList else { return .empty }
    let sourceTitles = report.source?.publications.map(\.title) ?? []
    // The papers the list does not confirm, counted or not (merged duplicates and manual
    // exclusions aside), each with its class.
    let sourceOnly = report.publications.filter {
        guard let attribution = $0.attribution else { return $0.reason == .notOnReferenceList }
        return attribution.attributionClass != .confirmed
    }
    let referenceOnly = list.matches.filter { $0.sourceIndex == nil }
    let ambiguous = list.matches.filter { !$0.ambiguousWith.isEmpty }
    func listItems(_ items: [HTML]) -> HTML {
        items.isEmpty
            ? "<p>\(catalog.text(.none))</p>"
            : "<ul>\(items.map { "<li>\($0)</li>" as HTML }.joined())</ul>"
    }
    let counts: [(String, Int)] = [
        (catalog.text(.matched), summary.matched),
        (catalog.text(.onlyInCitationSource), summary.sourceOnly),
        (catalog.text(.onlyInPublicationList), summary.referenceOnly),
        (catalog.text(.ambiguous), summary.ambiguous),
        (catalog.text(.duplicateRowsMerged), summary.duplicates),
    ]
    let intro = catalog.text(
        .matchingIntro,
        [
            "source": report.source.map { catalog.sourceName($0.sourceName) }
                ?? catalog.text(.citationSource),
            "list": catalog.sourceName(list.sourceName, inSentence: true),
            "threshold": percent(report.entry.similarity.title),
        ])
    return """
        <section class="matching-report" aria-labelledby="matching-heading">
        <h2 id="matching-heading">\(catalog.text(.matchingReport))</h2>
        <p>\(intro)</p>
        <dl class="matching-counts">\(counts.map { label, value -> HTML in
            "<div><dt>\(label)</dt><dd>\(grouped: value, catalog)</dd></div>"
        }.joined())</dl>
        <details\(HTML.raw(sourceOnly.isEmpty ? "" : " open"))>
        <summary>\(catalog.text(.onlyInSourceSummary, ["count": catalog.number(sourceOnly.count)]))</summary>
        \(listItems(sourceOnly.map { item -> HTML in
            guard let attribution = item.attribution else { return "\(item.publication.title)" }
            return "\(item.publication.title) \(attributionBadge(attribution.attributionClass, catalog: catalog))"
        }))
        </details>
        <details>
        <summary>\(catalog.text(.onlyInListSummary, ["count": catalog.number(referenceOnly.count)]))</summary>
        \(listItems(referenceOnly.map { "\($0.entry.title)" }))
        </details>
        <details\(HTML.raw(ambiguous.isEmpty ? "" : " open"))>
        <summary>\(catalog.text(.ambiguousSummary, ["count": catalog.number(ambiguous.count)]))</summary>
        \(listItems(ambiguous.map { match -> HTML in
            let others = match.ambiguousWith.compactMap {
                sourceTitles.indices.contains($0) ? HTML(text: sourceTitles[$0]) : nil
            }
            return catalog.html(
                .alsoCloseTo,
                ["title": "\(match.entry.title)", "others": others.joined(separator: "; ")])
        }))
        </details>
        </section>
        """
}

/// "exact title", "fuzzy title 0.93", "DOI", … for a match.
func ruleText(_ rule: MatchRule?, score: Double?, catalog: Catalog) -> HTML {
    let name: String =
        switch rule {
        case .doi: "DOI"
        case .arxiv: catalog.text(.ruleArxiv)
        case .exactTitle: catalog.text(.ruleExactTitle)
        case .fuzzyTitle: catalog.text(.ruleSimilarTitle)
        case .include: catalog.text(.ruleIncluded)
        case nil: catalog.text(.ruleMatched)
        }
    guard let score, rule == .fuzzyTitle else { return "(\(name))" }
    return "(\(name), \(catalog.localizedNumber(twoDecimals(score))))"
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

extension Catalog {
    /// The name of a reference list's kind in the catalog's language: the build names a
    /// homepage's list "Homepage"; ORCID, DBLP and BibTeX are names and stay as they are.
    func listSourceName(_ name: String) -> String {
        sourceName(name)
    }
}
