import HIndexCore
import HIndexSources

/// `parse`: turns each scientist's saved pages into records with the pure parsers: the
/// citation source first, then the homepage, whose layout is learned from the source's titles.
enum ParseStep {
    static let step = BuildStep(
        name: "parse", summary: "parse the saved pages into publications and reference lists"
    ) { state in
        for plan in state.plans {
            let slug = plan.entry.slug
            if let fetched = state.fetched[slug] {
                state.parsed[slug] = fetched.body.flatMap { data in
                    Result { () throws(SourceError) -> CitationSourceResult in
                        try ScholarProfileParser.parse(data, origin: fetched.origin)
                    }
                }
            }
            guard let fetched = state.fetchedReference[slug],
                case .success(let source)? = state.parsed[slug]
            else { continue }
            let knownTitles = source.publications.map(\.title)
            state.parsedReference[slug] = fetched.body.flatMap { data in
                Result { () throws(SourceError) -> ReferenceList in
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
