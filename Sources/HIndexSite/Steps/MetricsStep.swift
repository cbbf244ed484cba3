import Foundation
import HIndexCore
import HIndexSources
import HIndexStore

/// `metrics`: computes each scientist's metrics and paper roles from the reconciliation, and
/// collects what the page must explain (source errors, unreadable reference lists, stale
/// data); unchanged scientists keep their previous report. Then appends one row per
/// scientist to the metrics history (none when the metrics did not change).
enum MetricsStep {
    static let step = BuildStep(
        name: "metrics", summary: "compute metrics and h-core roles; append the history"
    ) { state, _ in
        state.batches.recentYears =
            state.content?.settings.recentYears ?? MetricsParameters.defaultRecentYears
        if let cache = state.cache {
            do {
                state.batches.buildNumber = try await cache.nextBuildNumber()
            } catch {
                state.problems.append("\(error); the metrics history was not updated")
            }
        }
    } scientist: { state, _ in
        let recentYears = state.batches.recentYears
        let previous = state.incremental.previousScientists
        return { record in
            if !record.unchanged {
                // The history is dated like the metrics: by the resolved data date.
                let date = DataDate.resolve(record).date
                record.citation?.fetched?.dataDate = date
            }
            if record.unchanged, let kept = previous[record.slug] {
                // As the previous build encoded them (the same metrics give the same text).
                record.report = kept.report
                record.metricsJSON = kept.metricsJSON.map { .success($0) }
            } else {
                record.report = report(for: record, recentYears: recentYears)
            }
            if record.metricsJSON == nil, let report = record.report, report.source != nil {
                record.metricsJSON = CacheStore.metricsJSON(report.metrics)
            }
        }
    } collect: { state, range, _ in
        let records = state.records[range]
        for report in records.compactMap(\.report) {
            state.problems += problems(
                report, verbosity: state.options.verbosity, noNetwork: state.noNetwork != nil)
        }
        if let cache = state.cache, let build = state.batches.buildNumber {
            do {
                try await appendHistory(records, build: build, to: cache)
            } catch {
                state.problems.append("\(error); the metrics history was not updated")
                state.batches.buildNumber = nil
            }
        }
    }

    /// The report of one changed scientist.
    ///
    /// - Parameter recentYears: the recent window of the metrics (`site.md`).
    static func report(for record: ScientistRecord, recentYears: Int) -> ScientistReport {
        let plan = record.plan
        let entry = plan.entry
        var notices: [Notice] = []
        var source: CitationSourceResult?
        switch (plan.citationSource, record.citation?.parsed) {
        case (nil, _):
            notices.append(
                Notice(
                    .citationSource,
                    Message(.noticeNoCitationSource, ["path": .text(entry.path)])))
        case (.unavailable(let name, let reason), _):
            notices.append(unavailable(name, reason))
        case (_, .failure(let error)?):
            notices.append(Notice(.citationSource, error.message, source: error.origin))
        case (_, .success(let result)?):
            source = result
        case (.savedFile, nil), (.fetched, nil):
            notices.append(Notice(.citationSource, Message(.noticeSourceNotRead)))
        }
        for case .unavailable(let name, let reason) in plan.otherCitationSources {
            notices.append(unavailable(name, reason))
        }
        for case .unavailable(let name, let reason) in plan.referenceLists {
            notices.append(unavailable(name, reason))
        }
        let referenceList = record.referenceList
        // A list that could not be read decides nothing: the reconciliation ran without it.
        let failures = ReferenceSafetyNet.failures(of: record)
        let counted = record.reconciliation?.publications.filter(\.counted).count
        for failure in failures {
            notices.append(
                ReferenceSafetyNet.failureNotice(
                    failure, counted: counted ?? 0,
                    sourceName: counted == nil ? nil : source?.sourceName,
                    others: referenceList))
        }
        notices += record.crossref?.notices ?? []
        for freshness in record.freshness {
            guard let since = freshness.staleSince else { continue }
            let reason: Message.Argument =
                freshness.staleReason.map { .text($0) } ?? .message(Message(.noticeUnknownReason))
            notices.append(
                Notice(
                    .stale,
                    Message(
                        .noticeStale,
                        [
                            "day": .day(since),
                            "label": .source(freshness.label, inSentence: true),
                            "reason": reason, "fetched": .day(freshness.fetched),
                        ]), source: freshness.label))
        }
        let bioHTML = Markdown.html(entry.bioMarkdown)
        let dating = DataDate.resolve(record)
        let parameters = MetricsParameters(
            asOfYear: dating.date.map(utcYear), recentYears: recentYears)
        if source != nil, let notice = dating.notice { notices.append(notice) }
        let compared = comparedSources(record, referenceList: referenceList)
        notices += compared.notices
        if let source, let reconciliation = record.reconciliation {
            var report = ScientistReport.build(
                entry: entry, bioHTML: bioHTML, source: source, referenceList: referenceList,
                reconciliation: reconciliation, notices: notices, parameters: parameters)
            let inputs =
                [
                    SourceComparison.Input(
                        name: source.sourceName, origin: source.origin, isPrimary: true,
                        isComplete: source.isComplete,
                        publications: reconciliation.countedPublications)
                ] + compared.inputs
            if inputs.count >= 2 {
                report.comparison = SourceComparison.compare(
                    inputs, titleThreshold: entry.similarity.title)
            }
            report.referenceFailures = failures
            if referenceList == nil,
                let notice = namesakesNotice(reconciliation, source: source, entry: entry)
            {
                report.notices.append(notice)
            }
            if let notice = untiedPapersNotice(reconciliation, source: source, entry: entry) {
                report.notices.append(notice)
            }
            if let notice = ReferenceSafetyNet.fewMatchesNotice(
                list: referenceList, reconciliation: reconciliation,
                sourceName: source.sourceName)
            {
                report.notices.append(notice)
            }
            return report
        }
        var report = ScientistReport.classify(
            entry: entry, bioHTML: bioHTML, source: nil, notices: notices, parameters: parameters)
        report.referenceFailures = failures
        return report
    }

    /// For a scientist without a list, the maintainer's notice about papers that look like a
    /// namesake's (counted, or left out under `possible_namesakes: leave_out`), naming the
    /// first three; `nil` when there are none.
    static func namesakesNotice(
        _ reconciliation: Reconciliation, source: CitationSourceResult, entry: ScientistEntry
    ) -> Notice? {
        let flagged = reconciliation.publications.filter {
            $0.attribution?.attributionClass == .possibleNamesake
        }
        guard !flagged.isEmpty else { return nil }
        var titles = flagged.prefix(3).map { "“\($0.publication.title)”" }.joined(separator: ", ")
        if flagged.count > 3 { titles += ", …" }
        let leftOut = entry.possibleNamesakes == .leaveOut
        return Notice(
            .possibleNamesakes,
            Message(
                count: flagged.count,
                one: leftOut
                    ? .noticePossibleNamesakesLeftOutOne : .noticePossibleNamesakesCountedOne,
                other: leftOut
                    ? .noticePossibleNamesakesLeftOutOther : .noticePossibleNamesakesCountedOther,
                [
                    "source": .source(source.sourceName, inSentence: false),
                    "titles": .text(titles), "path": .text(entry.path),
                ]), source: source.sourceName)
    }

    /// With a list, the maintainer's notice about counted papers that nothing ties to the list
    /// and that decide the h-index (``Reconciliation/untiedPapersDecidingTheHIndex``), naming
    /// the three most cited; `nil` when there are none.
    static func untiedPapersNotice(
        _ reconciliation: Reconciliation, source: CitationSourceResult, entry: ScientistEntry
    ) -> Notice? {
        guard let untied = reconciliation.untiedPapersDecidingTheHIndex else { return nil }
        var titles = untied.papers.prefix(3).map { "“\($0.title)”" }.joined(separator: ", ")
        if untied.papers.count > 3 { titles += ", …" }
        return Notice(
            .possibleNamesakes,
            Message(
                count: untied.papers.count, one: .noticeUntiedPapersDecideOne,
                other: .noticeUntiedPapersDecideOther,
                [
                    "source": .source(source.sourceName, inSentence: false),
                    "titles": .text(titles), "path": .text(entry.path),
                    "with": .number(untied.hIndex), "without": .number(untied.hIndexWithout),
                ]), source: source.sourceName)
    }

    /// The calendar year of `date` in UTC.
    static func utcYear(_ date: Date) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar.component(.year, from: date)
    }

    /// The other citation sources of `record` that loaded, each reconciled like the primary
    /// one (reference list, `include`/`exclude`/`merge`) and reduced to the papers that
    /// count; a notice for each that did not load.
    static func comparedSources(
        _ record: ScientistRecord, referenceList: ReferenceList?
    ) -> (inputs: [SourceComparison.Input], notices: [Notice]) {
        var inputs: [SourceComparison.Input] = []
        var notices: [Notice] = []
        for case let result? in record.others.map(\.parsed) {
            switch result {
            case .success(let other):
                let reconciliation = Reconciler.reconcile(
                    source: other.publications, reference: referenceList?.entries,
                    entry: record.plan.entry, sourceIsSearch: other.leftOutBySurnameFilter != nil,
                    selectionPhrase: referenceList?.selectionPhrase)
                inputs.append(
                    SourceComparison.Input(
                        name: other.sourceName, origin: other.origin, isPrimary: false,
                        isComplete: other.isComplete,
                        publications: reconciliation.countedPublications))
            case .failure(let error):
                notices.append(
                    Notice(
                        .comparedSource,
                        Message(.noticeComparedSourceFailed, ["error": .message(error.message)]),
                        source: error.origin))
            }
        }
        return (inputs, notices)
    }

    /// The notice for a source the plan cannot use: "ORCID: … is not an ORCID iD; …".
    static func unavailable(_ name: String, _ reason: Message) -> Notice {
        Notice(
            .sourceUnavailable,
            Message(
                .noticeSourceUnavailable,
                ["source": .source(name, inSentence: false), "reason": .message(reason)]),
            source: name)
    }

    /// The notices of `report` worth printing: all of them when it has no data or with
    /// `--verbose`; otherwise unusable publication lists, stale data and failed Crossref
    /// lookups. Without network (``BuildState/noNetwork``), a citation source missing from
    /// the cache is said once for all scientists, in the no-network warning, not here.
    static func problems(_ report: ScientistReport, verbosity: Verbosity, noNetwork: Bool = false)
        -> [String]
    {
        let all = report.source == nil || verbosity == .verbose
        return report.notices.filter {
            (all || $0.isProblem) && !(noNetwork && $0.kind == .citationSource)
        }
        .map { "\(report.entry.slug): \($0.message)" }
    }

    /// One history row per scientist of `records` with data, dated by the data's date
    /// (``DataDate/resolve(_:)``), skipped when the metrics did not change; all in one
    /// transaction. The rows of one build share its build number (the feeds list what each
    /// build changed).
    static func appendHistory(
        _ records: ArraySlice<ScientistRecord>, build: Int, to cache: CacheStore
    ) async throws(CacheStoreError) {
        let entries = records.compactMap {
            record -> (entry: MetricsHistoryEntry, json: Result<String, any Error>)? in
            guard let report = record.report, let source = report.source else { return nil }
            let date = record.citation?.fetched?.dataDate ?? Date(timeIntervalSince1970: 0)
            return (
                MetricsHistoryEntry(
                    slug: report.entry.slug, builtAt: date, metrics: report.metrics,
                    source: source.sourceName, build: build),
                // Encoded in the scientist's task; here for a record that skipped it.
                record.metricsJSON ?? CacheStore.metricsJSON(report.metrics)
            )
        }
        try await cache.appendMetrics(entries, skipIfUnchanged: true)
    }
}
