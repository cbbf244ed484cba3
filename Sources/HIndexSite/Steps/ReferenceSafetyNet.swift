import HIndexCore
import HIndexSources

/// The build's safety net for publication lists (issue 10): a list that cannot be read decides
/// nothing, so the scientist keeps every paper of the citation source (or of the other lists),
/// and the page, the JSON and the build's warnings say why; a list that was read but keeps
/// fewer than a quarter of the source's papers is applied, with a warning naming both counts
/// (a profile mixed with a namesake's papers looks like that).
///
/// Its notices are of kind ``Notice/Kind/publicationList``, which the build prints even
/// without `--verbose`; each starts with "The publication list".
enum ReferenceSafetyNet {
    /// The publication lists of a scientist that were read but could not be used, in plan
    /// order, each with where it comes from, why, and for a page that was not understood the
    /// extractor's self-check figures.
    static func failures(of record: ScientistRecord) -> [ReferenceListFailure] {
        record.references.compactMap { run in
            guard case .failure(let error)? = run.parsed else { return nil }
            // A page that was fetched names its file or URL; a fetch that failed names the
            // planned source (the fetch error's origin is a phrase, not a place).
            let origin: String
            if let fetched = run.fetched, case .success = fetched.body {
                origin = fetched.origin
            } else {
                origin = run.plan.plannedOrigin
            }
            // A fetch error names the URL first ("https://… answered HTTP 404"): the notice
            // names it already.
            var text = reason(error)
            if text.hasPrefix(origin + " ") { text = "it" + text.dropFirst(origin.count) }
            var failure = ReferenceListFailure(
                name: run.plan.sourceName, origin: origin, reason: text)
            if case .notUnderstood(_, _, _, let check) = error {
                failure.knownTitles = check.knownTitles
                failure.knownTitlesOnPage = check.onPage
                failure.recovered = check.recovered
            }
            return failure
        }
    }

    /// Why a list could not be read, in one line that names neither the list nor its origin
    /// (the notice names them once): a page that was not understood gives the extractor's
    /// reason and, when at least two known titles are on the page, its figures.
    static func reason(_ error: SourceError) -> String {
        let text: String
        switch error {
        case .notUnderstood(_, _, let reason, let check):
            text = check.onPage >= 2 ? "\(reason) (\(check.summary))" : reason
        case .blocked(_, _, let reason):
            text = "it is a block page, not a publication list (\(reason))"
        case .unexpectedLayout(_, _, let detail):
            text = "unexpected page layout: \(detail)"
        case .empty:
            text = "nothing to parse, the page is empty"
        case .tooLarge(_, let bytes, let limit):
            text = "it is too large to parse (\(bytes) bytes, limit \(limit))"
        case .unreadable(_, let reason):
            text = reason
        }
        return String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }

    /// The notice for a list that could not be read: "The publication list at … could not be
    /// read: …; all 56 papers of the citation source (Google Scholar profile) are counted.",
    /// or, when other lists were read, which of them count instead.
    ///
    /// - Parameters:
    ///   - counted: how many papers count (those of the source, or of the other lists).
    ///   - sourceName: the citation source's name, `nil` when it did not load.
    ///   - others: the lists that were read (merged), `nil` when none was.
    static func failureNotice(
        _ failure: ReferenceListFailure, counted: Int, sourceName: String?,
        others: ReferenceList?
    ) -> Notice {
        let consequence: String
        if let others {
            let named =
                others.parts.isEmpty
                ? ["\(others.sourceName) at \(others.origin)"]
                : others.parts.map { "\($0.sourceName) at \($0.origin)" }
            consequence =
                "only the other list\(named.count == 1 ? " counts" : "s count") "
                + "(\(named.joined(separator: "; ")))"
        } else if let sourceName {
            consequence =
                "all \(counted) paper\(counted == 1 ? "" : "s") of the citation source "
                + "(\(sourceName)) \(counted == 1 ? "is" : "are") counted"
        } else {
            consequence = "every paper of the citation source counts"
        }
        return Notice(
            .publicationList,
            "The publication list at \(failure.origin) could not be read: \(failure.reason); "
                + "\(consequence).", source: failure.name)
    }

    /// The source's papers that a list could keep: those counted and those left out only for
    /// not being on the list (not the merged duplicates, not the manual `exclude`s).
    static func eligiblePapers(_ reconciliation: Reconciliation) -> Int {
        reconciliation.publications.filter { $0.counted || $0.exclusion == .notOnReferenceList }
            .count
    }

    /// A warning when the applied list keeps fewer than a quarter of the citation source's
    /// papers (counted after `include` and `exclude`); `nil` otherwise, or without a list.
    static func fewMatchesNotice(
        list: ReferenceList?, reconciliation: Reconciliation, sourceName: String
    ) -> Notice? {
        guard let list, reconciliation.reference != nil else { return nil }
        let papers = eligiblePapers(reconciliation)
        let counted = reconciliation.publications.filter(\.counted).count
        guard papers > 0, counted * 4 < papers else { return nil }
        let origins = list.parts.isEmpty ? [list.origin] : list.parts.map(\.origin)
        let subject =
            origins.count == 1
            ? "The publication list at \(origins[0]) matches"
            : "The publication lists at \(origins.dropLast().joined(separator: ", ")) and "
                + "\(origins[origins.count - 1]) match"
        return Notice(
            .publicationList,
            "\(subject) only \(counted) of the \(papers) papers of the citation source "
                + "(\(sourceName)); the others are not counted. If the list is incomplete, add "
                + "the missing papers to it or name them under `include:`; if the profile mixes "
                + "in a namesake's papers, this is expected.", source: list.sourceName)
    }
}

extension ReferenceListPlan {
    /// Where the list comes from, as the content file names it: the saved file, the URL, or
    /// the ORCID iD or DBLP pid of a record fetched by id.
    var plannedOrigin: String {
        switch self {
        case .homepageFile(let path), .orcidFile(let path), .dblpFile(let path),
            .bibtexFile(let path):
            path
        case .homepageURL(let url): url
        case .orcidWorks(let iD): "ORCID iD \(iD)"
        case .dblpPerson(let pid): "DBLP pid \(pid)"
        case .unavailable(let source, _): source
        }
    }
}
