import HIndexCore
import HIndexSources

/// The build's safety net for publication lists (issue 10): a list that cannot be read decides
/// nothing, so the scientist keeps every paper of the citation source (or of the other lists),
/// and the page, the JSON and the build's warnings say why; a list declared complete that
/// keeps fewer than a quarter of the source's papers is applied, with a warning naming both
/// counts (a profile mixed with a namesake's papers looks like that).
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
            if case .noticeVerbatim = text.key, case .text(let words)? = text.arguments["text"],
                words.hasPrefix(origin + " ")
            {
                text = .verbatim("it" + words.dropFirst(origin.count))
            }
            var failure = ReferenceListFailure(
                name: run.plan.sourceName, origin: origin, reasonText: text)
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
    static func reason(_ error: SourceError) -> Message {
        func oneLine(_ text: String) -> Message.Argument {
            .text(String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 }))
        }
        switch error {
        case .notUnderstood(_, _, let reason, let check):
            guard check.onPage >= 2 else {
                return Message(.noticeVerbatim, ["text": oneLine(reason)])
            }
            return Message(
                .noticeListReasonFigures,
                ["reason": oneLine(reason), "figures": .message(check.summaryMessage)])
        case .blocked(_, _, let reason):
            return Message(.noticeListBlocked, ["reason": oneLine(reason)])
        case .unexpectedLayout(_, _, let detail):
            return Message(.noticeListLayout, ["detail": oneLine(detail)])
        case .empty:
            return Message(.noticeListEmpty)
        case .tooLarge(_, let bytes, let limit):
            return Message(.noticeListTooLarge, ["bytes": .number(bytes), "limit": .number(limit)])
        case .unreadable(_, let reason):
            return Message(.noticeVerbatim, ["text": oneLine(reason)])
        }
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
        let consequence: Message
        if let others {
            let lists =
                others.parts.isEmpty
                ? [(others.sourceName, others.origin)]
                : others.parts.map { ($0.sourceName, $0.origin) }
            let named = lists.map { name, origin in
                Message(
                    .noticeListNamedAt,
                    ["source": .source(name, inSentence: false), "origin": .text(origin)])
            }
            // "A at x; B at y": each further list is joined by the language's semicolon.
            let joined = named.dropFirst().reduce(named[0]) { list, item in
                Message(.noticeSemicolonList, ["list": .message(list), "item": .message(item)])
            }
            consequence = Message(
                count: named.count, one: .noticeOtherListCountsOne,
                other: .noticeOtherListCountsOther, ["lists": .message(joined)])
        } else if let sourceName {
            consequence = Message(
                count: counted, one: .noticeSourcePapersCountOne,
                other: .noticeSourcePapersCountOther,
                ["source": .source(sourceName, inSentence: false)])
        } else {
            consequence = Message(.noticeEveryPaperCounts)
        }
        return Notice(
            .publicationList,
            Message(
                .noticeListFailed,
                [
                    "origin": .text(failure.origin), "reason": .message(failure.reasonText),
                    "consequence": .message(consequence),
                ]), source: failure.name)
    }

    /// The source's papers that a list could keep: those counted and those left out for not
    /// being on the list or as a possible namesake's (not the merged duplicates, not the
    /// manual `exclude`s).
    static func eligiblePapers(_ reconciliation: Reconciliation) -> Int {
        reconciliation.publications.filter {
            $0.counted || $0.exclusion == .notOnReferenceList || $0.exclusion == .possibleNamesake
        }.count
    }

    /// A warning when a list declared complete (`publication_list: complete`) keeps fewer
    /// than a quarter of the citation source's papers (counted after `include` and
    /// `exclude`); `nil` otherwise, or without a list.
    static func fewMatchesNotice(
        list: ReferenceList?, reconciliation: Reconciliation, sourceName: String
    ) -> Notice? {
        // Only a list declared complete decides alone; otherwise a paper missing from the
        // list is judged by its evidence, and the list cannot keep few papers.
        guard let list, reconciliation.reference != nil,
            reconciliation.attribution?.declaredKind == .complete
        else { return nil }
        let papers = eligiblePapers(reconciliation)
        let counted = reconciliation.publications.filter(\.counted).count
        guard papers > 0, counted * 4 < papers else { return nil }
        let origins = list.parts.isEmpty ? [list.origin] : list.parts.map(\.origin)
        var arguments: [String: Message.Argument] = [
            "counted": .number(counted), "papers": .number(papers),
            "source": .source(sourceName, inSentence: false),
        ]
        if origins.count == 1 {
            arguments["origin"] = .text(origins[0])
        } else {
            arguments["origins"] = .text(origins.dropLast().joined(separator: ", "))
            arguments["last"] = .text(origins[origins.count - 1])
        }
        return Notice(
            .publicationList,
            Message(origins.count == 1 ? .noticeFewMatchesOne : .noticeFewMatchesMany, arguments),
            source: list.sourceName)
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
