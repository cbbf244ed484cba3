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
        let unchanged = state.unchanged
        if state.options.verbosity == .verbose, !unchanged.isEmpty {
            log.line(
                "  \(unchanged.count) of \(state.records.count) scientists unchanged: "
                    + unchanged.sorted().joined(separator: ", "))
        }
    } scientist: { _, _ in
        { record in
            if !record.unchanged { parse(&record) }
            // The pages' bytes are not needed once parsed: released, so that the later steps
            // do not hold the pages.
            record.releasePages()
        }
    }

    /// Parses what the `fetch` step got for one scientist: the citation sources, then, when
    /// the primary one parsed, the reference lists (a homepage's layout is learned from the
    /// primary source's titles).
    static func parse(_ record: inout ScientistRecord) {
        if let run = record.citation, let fetched = run.fetched {
            record.citation?.parsed = citationSource(fetched, plan: run.plan)
        }
        for index in record.others.indices {
            guard let fetched = record.others[index].fetched else { continue }
            record.others[index].parsed = citationSource(fetched, plan: record.others[index].plan)
        }
        guard case .success(let source)? = record.citation?.parsed else { return }
        let knownTitles = source.publications.map(\.title)
        let titleThreshold = record.plan.entry.similarity.title
        for index in record.references.indices {
            guard let fetched = record.references[index].fetched else { continue }
            let list = record.references[index].plan
            record.references[index].parsed = fetched.body.flatMap { content in
                Result { () throws(SourceError) -> ReferenceList in
                    guard let data = try content.page(origin: fetched.origin) else {
                        throw .unexpectedLayout(
                            source: list.sourceName, origin: fetched.origin,
                            detail: "expected a page, got records")
                    }
                    return try referenceList(
                        data, origin: fetched.origin, plan: list, knownTitles: knownTitles,
                        titleThreshold: titleThreshold)
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
                case .savedFile(let url):
                    let data = try FetchedContent.read(url, origin: fetched.origin)
                    return try citationSource(data, origin: fetched.origin, plan: plan)
                }
            }
        }
    }

    /// Parses a saved citation-source file with the parser of the source its plan names (a
    /// Scholar profile page when the plan names none).
    static func citationSource(_ data: Data, origin: String, plan: CitationSourcePlan?)
        throws(SourceError) -> CitationSourceResult
    {
        guard let key = plan?.sourceKey else {
            return try ScholarProfileParser.parse(data, origin: origin)
        }
        guard let parse = CitationSources.descriptor(key)?.parseSaved else {
            throw .unreadable(
                origin: origin, reason: "no citation source '\(key)' reads saved files")
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
        var list = ReferenceList(
            sourceName: plan.sourceName, origin: origin,
            titleXPath: extraction.titleXPath.isEmpty ? nil : extraction.titleXPath,
            entries: extraction.entries)
        list.selectionPhrase = extraction.selectionPhrase
        return list
    }
}

extension ReferenceListPlan {
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

extension FetchedContent {
    /// The page's bytes (a saved file is read now); `nil` for records.
    func page(origin: String) throws(SourceError) -> Data? {
        switch self {
        case .page(let data): data
        case .savedFile(let url): try Self.read(url, origin: origin)
        case .records: nil
        }
    }

    /// The bytes of the saved file at `url`.
    static func read(_ url: URL, origin: String) throws(SourceError) -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .unreadable(origin: origin, reason: error.localizedDescription)
        }
    }
}
