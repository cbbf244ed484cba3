import HIndexCore
import HIndexSources

/// `parse`: first finds the scientists whose content, inputs and tool are unchanged since the
/// last build into this output folder (they are neither parsed nor rendered again); then
/// turns the other scientists' pages into records with the pure parsers: the citation source
/// first, then the homepage, whose layout is learned from the source's titles.
enum ParseStep {
    static let step = BuildStep(
        name: "parse", summary: "parse the pages of scientists whose inputs changed"
    ) { state, log in
        await IncrementalBuild.findUnchanged(&state)
        if state.options.verbosity == .verbose, !state.unchanged.isEmpty {
            log.line(
                "  \(state.unchanged.count) of \(state.plans.count) scientists unchanged: "
                    + state.unchanged.sorted().joined(separator: ", "))
        }
        for plan in state.plans where !state.unchanged.contains(plan.entry.slug) {
            let slug = plan.entry.slug
            if let fetched = state.fetched[slug] {
                state.parsed[slug] = fetched.body.flatMap { content in
                    Result { () throws(SourceError) -> CitationSourceResult in
                        switch content {
                        case .records(let result):
                            return result
                        case .page(let data):
                            return try ScholarProfileParser.parse(data, origin: fetched.origin)
                        }
                    }
                }
            }
            guard let fetched = state.fetchedReference[slug],
                case .success(let source)? = state.parsed[slug]
            else { continue }
            let knownTitles = source.publications.map(\.title)
            state.parsedReference[slug] = fetched.body.flatMap { content in
                Result { () throws(SourceError) -> ReferenceList in
                    guard case .page(let data) = content else {
                        throw .unexpectedLayout(
                            source: "Homepage", origin: fetched.origin,
                            detail: "expected a page, got records")
                    }
                    let extraction = try HomepageExtractor.extract(
                        data, origin: fetched.origin, knownTitles: knownTitles,
                        titleThreshold: plan.entry.similarity.title)
                    return ReferenceList(
                        sourceName: "Homepage", origin: fetched.origin,
                        titleXPath: extraction.titleXPath.isEmpty ? nil : extraction.titleXPath,
                        entries: extraction.entries)
                }
            }
        }
    }
}
