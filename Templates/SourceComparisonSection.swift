import HIndexCore

/// "Sources compared": each citation source's papers, citations and h-index side by side,
/// then the papers whose counts differ most and the papers only one source has. Empty unless
/// two or more citation sources loaded.
func sourceComparisonSection(_ report: ScientistReport) -> HTML {
    guard let comparison = report.comparison, comparison.sources.count >= 2 else {
        return .empty
    }
    let sources = comparison.sources
    let totals = sources.map { source -> HTML in
        let role: HTML = source.isPrimary ? " <span class=\"badge\">primary</span>" : .empty
        let bound: HTML =
            source.isComplete ? .empty : " <span class=\"lower-bound\">(at least)</span>"
        return """
            <tr><th scope="row">\(source.name)\(role)</th>\
            <td class="num">\(grouped: source.papers)\(bound)</td>\
            <td class="num">\(grouped: source.citations)</td>\
            <td class="num">\(grouped: source.hIndex)</td>\
            <td class="num">\(grouped: source.onlyHere)</td></tr>
            """
    }
    let sourceHeads = sources.map { source -> HTML in
        "<th scope=\"col\" class=\"num\">\(source.name)</th>"
    }.joined()
    func paperRow(_ paper: SourceComparison.Paper, difference: Bool) -> HTML {
        let cells = paper.citations.map { count -> HTML in
            let value: HTML = count.map { number -> HTML in "\(grouped: number)" } ?? missingValue
            return "<td class=\"num\">\(value)</td>"
        }.joined()
        let year: HTML = paper.year.map { " <span class=\"year\">(\($0))</span>" } ?? .empty
        let gap: HTML = difference ? "<td class=\"num\">\(grouped: paper.difference)</td>" : .empty
        return "<tr><th scope=\"row\" class=\"title\">\(paper.title)\(year)</th>\(cells)\(gap)</tr>"
    }
    let disagreements: HTML =
        comparison.disagreements.isEmpty
        ? "<p>The papers found in more than one source have the same counts everywhere.</p>"
        : """
        <div class="table-scroll" role="region" aria-labelledby="compare-diff-caption" tabindex="0">
        <table class="compare-table">
        <caption id="compare-diff-caption">Papers whose citation counts differ most \
        between the sources</caption>
        <thead><tr><th scope="col">Paper</th>\(sourceHeads)\
        <th scope="col" class="num">Difference</th></tr></thead>
        <tbody>
        \(comparison.disagreements.map { paperRow($0, difference: true) }.joined(separator: "\n"))
        </tbody>
        </table>
        </div>
        """
    let single: HTML =
        comparison.singleSource.isEmpty
        ? .empty
        : """
        <div class="table-scroll" role="region" aria-labelledby="compare-single-caption" tabindex="0">
        <table class="compare-table">
        <caption id="compare-single-caption">The most cited papers found in only one \
        source</caption>
        <thead><tr><th scope="col">Paper</th>\(sourceHeads)</tr></thead>
        <tbody>
        \(comparison.singleSource.map { paperRow($0, difference: false) }.joined(separator: "\n"))
        </tbody>
        </table>
        </div>
        """
    return """
        <section class="source-comparison" aria-labelledby="compare-heading">
        <h2 id="compare-heading">Sources compared</h2>
        <p>Each source's papers that count for this scientist (after the publication list \
        and the manual corrections), matched across sources by DOI, arXiv id, then title. \
        The headline metrics come from the primary source; \(grouped: comparison.inAllSources) \
        \(comparison.inAllSources == 1 ? "paper is" : "papers are") in every source.</p>
        <div class="table-scroll" role="region" aria-labelledby="compare-caption" tabindex="0">
        <table class="compare-table">
        <caption id="compare-caption">Papers, citations and h-index by source</caption>
        <thead><tr><th scope="col">Source</th><th scope="col" class="num">Papers</th>\
        <th scope="col" class="num">Citations</th><th scope="col" class="num">h-index</th>\
        <th scope="col" class="num">Only in this source</th></tr></thead>
        <tbody>
        \(totals.joined(separator: "\n"))
        </tbody>
        </table>
        </div>
        \(disagreements)
        \(single)
        </section>
        """
}
