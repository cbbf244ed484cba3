import HIndexCore

/// "Sources compared": each citation source's papers, citations and h-index side by side,
/// then the papers whose counts differ most and the papers only one source has. Empty unless
/// two or more citation sources loaded.
func sourceComparisonSection(_ report: ScientistReport, catalog: Catalog) -> HTML {
    guard let comparison = report.comparison, comparison.sources.count >= 2 else {
        return .empty
    }
    let sources = comparison.sources
    let totals = sources.map { source -> HTML in
        let role: HTML =
            source.isPrimary
            ? " <span class=\"badge\">\(catalog.text(.primary))</span>" : .empty
        let bound: HTML =
            source.isComplete
            ? .empty : " <span class=\"lower-bound\">\(catalog.text(.atLeast))</span>"
        return """
            <tr><th scope="row">\(source.name)\(role)</th>\
            <td class="num">\(grouped: source.papers, catalog)\(bound)</td>\
            <td class="num">\(grouped: source.citations, catalog)</td>\
            <td class="num">\(grouped: source.hIndex, catalog)</td>\
            <td class="num">\(grouped: source.onlyHere, catalog)</td></tr>
            """
    }
    let sourceHeads = sources.map { source -> HTML in
        "<th scope=\"col\" class=\"num\">\(source.name)</th>"
    }.joined()
    func paperRow(_ paper: SourceComparison.Paper, difference: Bool) -> HTML {
        let cells = paper.citations.map { count -> HTML in
            let value: HTML =
                count.map { number -> HTML in "\(grouped: number, catalog)" }
                ?? missingValue(catalog)
            return "<td class=\"num\">\(value)</td>"
        }.joined()
        let year: HTML = paper.year.map { " <span class=\"year\">(\($0))</span>" } ?? .empty
        let gap: HTML =
            difference ? "<td class=\"num\">\(grouped: paper.difference, catalog)</td>" : .empty
        return "<tr><th scope=\"row\" class=\"title\">\(paper.title)\(year)</th>\(cells)\(gap)</tr>"
    }
    let disagreements: HTML =
        comparison.disagreements.isEmpty
        ? "<p>\(catalog.text(.sameCountsEverywhere))</p>"
        : """
        <div class="table-scroll" role="region" aria-labelledby="compare-diff-caption" tabindex="0">
        <table class="compare-table">
        <caption id="compare-diff-caption">\(catalog.text(.differMostCaption))</caption>
        <thead><tr><th scope="col">\(catalog.text(.paper))</th>\(sourceHeads)\
        <th scope="col" class="num">\(catalog.text(.difference))</th></tr></thead>
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
        <caption id="compare-single-caption">\(catalog.text(.singleSourceCaption))</caption>
        <thead><tr><th scope="col">\(catalog.text(.paper))</th>\(sourceHeads)</tr></thead>
        <tbody>
        \(comparison.singleSource.map { paperRow($0, difference: false) }.joined(separator: "\n"))
        </tbody>
        </table>
        </div>
        """
    return """
        <section class="source-comparison" aria-labelledby="compare-heading">
        <h2 id="compare-heading">\(catalog.text(.sourcesCompared))</h2>
        <p>\(catalog.html(
            comparison.inAllSources == 1 ? .comparisonIntroOne : .comparisonIntroOther,
            ["count": "\(grouped: comparison.inAllSources, catalog)"]))</p>
        <div class="table-scroll" role="region" aria-labelledby="compare-caption" tabindex="0">
        <table class="compare-table">
        <caption id="compare-caption">\(catalog.text(.comparisonCaption))</caption>
        <thead><tr><th scope="col">\(catalog.text(.source))</th>\
        <th scope="col" class="num">\(catalog.text(.metricPapers))</th>\
        <th scope="col" class="num">\(catalog.text(.citations))</th>\
        <th scope="col" class="num">\(catalog.text(.orderLabelHIndex))</th>\
        <th scope="col" class="num">\(catalog.text(.onlyInThisSource))</th></tr></thead>
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
