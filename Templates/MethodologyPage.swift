import HIndexCore

/// The methodology page: one definition per metric (with the anchor that every metric label
/// links to), what counts, the data sources and their caveats, and what the colors mean.
///
/// - Parameters:
///   - context: expects `rootPath` `"../"` (the page is `methodology/index.html`); the
///     recent window printed is `context.settings.recentYears`.
///   - sources: the data sources to describe, in order (the citation sources of the build's
///     registry, then ``DataSourceNote/referenceLists``).
public func methodologyPage(context: PageContext, sources dataSources: [DataSourceNote]) -> HTML {
    let window = context.settings.recentYears
    let catalog = context.catalog
    let definitions = MetricKind.allCases.map { kind -> HTML in
        """
        <dt id="\(kind.id)">\(catalog.label(kind))</dt>
        <dd><p>\(catalog.summary(kind))\(catalog.text(.sentenceSeparator))\
        \(methodologyDetail(kind, recentYears: window, catalog: catalog))</p>
        <p class="formula">\(catalog.text(.formula)) <code>\(kind.formula)</code></p></dd>
        """
    }
    let roles = HCoreRole.allCases.map { role -> HTML in
        "<li>\(roleBadge(role, reason: nil, catalog: catalog)) \(catalog.explanation(role))</li>"
    }
    let reasons = [ExclusionReason.manual, .possibleNamesake, .notOnReferenceList, .duplicate].map {
        reason -> HTML in
        """
        <li>\(roleBadge(.excluded, reason: reason, catalog: catalog)) \
        \(catalog.explanation(reason))</li>
        """
    }
    let classes = AttributionClass.allCases.map { attribution -> HTML in
        "<li>\(attributionBadge(attribution, catalog: catalog)) \(catalog.explanation(attribution))</li>"
    }
    let sources = dataSources.map { source -> HTML in
        """
        <dt id="source-\(source.id)">\(catalog.text(source.name))</dt>\
        <dd>\(catalog.text(source.caveats))</dd>
        """
    }
    let toc: [(anchor: String, key: MessageKey)] = [
        ("what-counts", .tocWhatCounts), ("attribution", .attributionHeading),
        ("metrics", .tocMetrics), ("next-h", .tocNextH),
        ("years", .tocYears), ("lower-bounds", .tocLowerBounds), ("colors", .tocColors),
        ("sources", .tocSources), ("ranking", .tocRanking),
    ]
    func heading(_ index: Int) -> HTML {
        "<h2 id=\"\(toc[index].anchor)\">\(catalog.text(toc[index].key))</h2>"
    }
    let windowArguments: [String: HTML] = [
        "window": "\(window)", "start": "\(window - 1)",
        "years": "\(catalog.plural(window, one: .yearsOne, other: .yearsOther))",
    ]
    let tocItems = toc.map { item -> HTML in
        "<li><a href=\"#\(item.anchor)\">\(catalog.text(item.key))</a></li>"
    }
    let body: HTML = """
        <h1>\(catalog.text(.methodology))</h1>
        <p>\(catalog.html(.methodologyIntro))</p>
        <nav aria-label="\(catalog.text(.onThisPage))"><ul class="toc">
        \(tocItems.joined(separator: "\n"))
        </ul></nav>
        \(heading(0))
        <p>\(catalog.html(.whatCountsIntro))</p>
        <ul>
        <li>\(catalog.html(.whatCountsReferenceList))</li>
        <li>\(catalog.html(.whatCountsNoReferenceList))</li>
        <li>\(catalog.html(.whatCountsManual))</li>
        <li>\(catalog.html(.whatCountsDuplicates))</li>
        <li>\(catalog.html(.whatCountsNoCount))</li>
        </ul>
        \(heading(1))
        <p>\(catalog.text(.attributionIntro))</p>
        <ul class="legend">
        \(classes.joined(separator: "\n"))
        </ul>
        <p>\(catalog.text(.attributionCounting))</p>
        <p>\(catalog.text(.attributionListKinds))</p>
        \(heading(2))
        <p>\(catalog.html(.metricsIntro, windowArguments))</p>
        <dl class="definitions">
        \(definitions.joined(separator: "\n"))
        </dl>
        \(heading(3))
        <p>\(catalog.html(.nextHExplanation))</p>
        \(heading(4))
        <p>\(catalog.html(.yearsExplanation))</p>
        <p>\(catalog.html(.recentWindowExplanation, windowArguments))</p>
        \(heading(5))
        <p>\(catalog.html(.lowerBoundsExplanation))</p>
        \(heading(6))
        <p>\(catalog.html(.colorsIntro))</p>
        <ul class="legend">
        \(roles.joined(separator: "\n"))
        </ul>
        <p>\(catalog.html(.excludedLabelIntro))</p>
        <ul class="legend">
        \(reasons.joined(separator: "\n"))
        </ul>
        <p>\(catalog.html(.referenceTableIntro))</p>
        <ul class="legend">
        <li><span class="badge ref-found"><span class="symbol" aria-hidden="true">●</span> \
        \(catalog.text(.found))</span> \(catalog.html(.foundLegend))</li>
        <li><span class="badge ref-missing"><span class="symbol" aria-hidden="true">✕</span> \
        \(catalog.text(.notFound))</span> \(catalog.html(.notFoundLegend))</li>
        </ul>
        \(heading(7))
        <dl class="definitions">
        \(sources.joined(separator: "\n"))
        </dl>
        \(heading(8))
        <p>\(catalog.text(.orderByHIndex))\(catalog.text(.sentenceSeparator))\
        \(catalog.html(.sharedRankExample))</p>
        """
    return layout(
        context: context, title: catalog.text(.methodology),
        description: catalog.text(.methodologyDescription), body: body)
}

/// What the methodology page adds to a metric's one-sentence summary: the choices made.
func methodologyDetail(_ kind: MetricKind, recentYears: Int, catalog: Catalog) -> String {
    switch kind {
    case .hIndex: catalog.text(.detailHIndex)
    case .gIndex: catalog.text(.detailGIndex)
    case .i10Index: catalog.text(.detailI10Index)
    case .eIndex: catalog.text(.detailEIndex)
    case .mQuotient: catalog.text(.detailMQuotient)
    case .hINorm: catalog.text(.detailHINorm)
    case .hIAnnual: catalog.text(.detailHIAnnual)
    case .papers: catalog.text(.detailPapers)
    case .citations: catalog.text(.detailCitations)
    case .citationsPerYear: catalog.text(.detailCitationsPerYear)
    case .citationsPerPaper: catalog.text(.detailCitationsPerPaper)
    case .authorsPerPaper: catalog.text(.detailAuthorsPerPaper)
    case .recentHIndex:
        catalog.text(
            .detailRecentHIndex,
            ["years": catalog.plural(recentYears, one: .yearsOne, other: .yearsOther)])
    case .recentCitations: catalog.text(.detailRecentCitations)
    }
}

extension Catalog {
    /// Why a paper is excluded, in a sentence (legends on the methodology page).
    public func explanation(_ reason: ExclusionReason) -> String {
        switch reason {
        case .manual: text(.exclusionManualExplanation)
        case .notOnReferenceList: text(.exclusionNotOnReferenceListExplanation)
        case .duplicate: text(.exclusionDuplicateExplanation)
        case .possibleNamesake: text(.exclusionPossibleNamesakeExplanation)
        }
    }
}
