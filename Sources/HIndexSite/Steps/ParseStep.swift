import HIndexCore
import HIndexSources

/// `parse`: turns each scientist's source bytes into publication records (pure parsers).
enum ParseStep {
    static let step = BuildStep(
        name: "parse", summary: "parse the saved pages into publications"
    ) { state in
        for plan in state.plans {
            guard let fetched = state.fetched[plan.entry.slug] else { continue }
            state.parsed[plan.entry.slug] = fetched.body.flatMap { data in
                Result { () throws(SourceError) -> CitationSourceResult in
                    try ScholarProfileParser.parse(data, origin: fetched.origin)
                }
            }
        }
    }
}
