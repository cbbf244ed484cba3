import Foundation
import HIndexCore
import HIndexSources

/// `parse`: first finds the scientists whose content, inputs and tool are unchanged since the
/// last build into this output folder (they are neither parsed nor rendered again); then
/// turns the other scientists' pages into records with the pure parsers: the citation source
/// first (Scholar page or OpenAlex works), then the reference lists (an ORCID works response;
/// a homepage, whose layout is learned from the source's titles).
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
                state.parsed[slug] = citationSource(fetched, plan: plan.citationSource)
            }
            let others = plan.otherCitationSources.filter(\.isRead)
            state.parsedOther[slug] = zip(state.fetchedOther[slug] ?? [], others).map {
                citationSource($0, plan: $1)
            }
            guard let references = state.fetchedReference[slug], !references.isEmpty,
                case .success(let source)? = state.parsed[slug]
            else { continue }
            let knownTitles = source.publications.map(\.title)
            state.parsedReference[slug] = zip(references, plan.referenceLists.filter(\.isRead))
                .map { fetched, list in
                    fetched.body.flatMap { content in
                        Result { () throws(SourceError) -> ReferenceList in
                            guard case .page(let data) = content else {
                                throw .unexpectedLayout(
                                    source: list.sourceName, origin: fetched.origin,
                                    detail: "expected a page, got records")
                            }
                            return try referenceList(
                                data, origin: fetched.origin, plan: list,
                                knownTitles: knownTitles,
                                titleThreshold: plan.entry.similarity.title)
                        }
                    }
                }
        }
    }

    /// A fetched citation source as records: already parsed, or parsed now.
    static func citationSource(_ fetched: FetchedSource, plan: CitationSourcePlan?)
        -> Result<CitationSourceResult, SourceError>
    {
        fetched.body.flatMap { content in
            Result { () throws(SourceError) -> CitationSourceResult in
                switch content {
                case .records(let result):
                    return result
                case .page(let data):
                    return try citationSource(data, origin: fetched.origin, plan: plan)
                }
            }
        }
    }

    /// Parses a saved citation-source file with the parser of the source its plan names (a
    /// Scholar profile page for pages fetched by the network plans).
    static func citationSource(_ data: Data, origin: String, plan: CitationSourcePlan?)
        throws(SourceError) -> CitationSourceResult
    {
        guard case .savedFile(_, let key) = plan else {
            return try ScholarProfileParser.parse(data, origin: origin)
        }
        guard let parse = CitationSources.descriptor(key)?.parseSaved else {
            throw .unreadable(origin: origin, reason: "no citation source '\(key)' reads saved files")
        }
        return try parse(data, origin)
    }

    /// Parses one reference list: a homepage (its layout learned from `knownTitles`), an
    /// ORCID works response, a DBLP person record or a BibTeX file.
    static func referenceList(
        _ data: Data, origin: String, plan: ReferenceListPlan, knownTitles: [String],
        titleThreshold: Double
    ) throws(SourceError) -> ReferenceList {
        switch plan {
        case .orcidFile, .orcidWorks:
            return ReferenceList(
                sourceName: plan.sourceName, origin: origin,
                entries: try ORCIDWorksParser.parse(data, origin: origin))
        case .dblpFile, .dblpPerson:
            return ReferenceList(
                sourceName: plan.sourceName, origin: origin,
                entries: try DBLPPersonParser.parse(data, origin: origin).entries)
        case .bibtexFile:
            // Skipped entries are reported, with their lines, by the content step.
            return ReferenceList(
                sourceName: plan.sourceName, origin: origin,
                entries: try BibTeXParser.parse(data, origin: origin).entries)
        case .homepageFile, .homepageURL, .unavailable:
            break
        }
        let extraction = try HomepageExtractor.extract(
            data, origin: origin, knownTitles: knownTitles, titleThreshold: titleThreshold)
        return ReferenceList(
            sourceName: plan.sourceName, origin: origin,
            titleXPath: extraction.titleXPath.isEmpty ? nil : extraction.titleXPath,
            entries: extraction.entries)
    }
}

extension CitationSourcePlan {
    /// Whether the fetch step reads this source (every kind but
    /// ``unavailable(source:reason:)``).
    var isRead: Bool {
        if case .unavailable = self { return false }
        return true
    }
}

extension ReferenceListPlan {
    /// Whether the fetch step reads this list (every kind but ``unavailable(source:reason:)``).
    var isRead: Bool {
        if case .unavailable = self { return false }
        return true
    }

    /// The list's name on pages: "Homepage", "ORCID", "DBLP" or "BibTeX".
    var sourceName: String {
        switch self {
        case .homepageFile, .homepageURL: "Homepage"
        case .orcidFile, .orcidWorks: "ORCID"
        case .dblpFile, .dblpPerson: "DBLP"
        case .bibtexFile: "BibTeX"
        case .unavailable(let source, _): source
        }
    }
}
