import Foundation
import HIndexCore

/// Machine-readable exports: `data/leaderboard.json` and `data/scientists/<slug>.json`.
///
/// Keys are snake_case and sorted; missing numbers are `null`, never omitted, so consumers
/// can tell "unknown" from "absent key". A scientist without citation data has `has_data`
/// false and every metric `null`.
public enum Exports {
    /// The JSON of one scientist; `freshness` (from the cache) says when each fetched source
    /// was fetched and whether its last refresh failed.
    ///
    /// The bytes of ``scientistJSONValue(_:freshness:)``'s `fileData`, written straight into
    /// one buffer: the top level, the publications and the reference entries member by member
    /// (keys in sorted order), the small parts through their ``JSONValue``.
    public static func scientistJSON(
        _ report: ScientistReport, freshness: [DataFreshness] = []
    ) -> Data {
        let hasData = report.source != nil
        var output: [UInt8] = []
        output.reserveCapacity(
            2048 + 420 * report.publications.count
                + 200 * (report.referenceList?.matches.count ?? 0))
        var top = JSONObjectWriter(indent: 0)
        let level = top.valueIndent
        top.key("affiliation", to: &output)
        JSONValue.writeText(report.entry.affiliation, to: &output)
        if let attribution = report.attribution {
            top.key("attribution", to: &output)
            attributionSummaryJSON(attribution).write(to: &output, indent: level)
        }
        top.key("departments", to: &output)
        var departments = JSONArrayWriter(indent: level)
        for department in report.entry.departments {
            departments.next(to: &output)
            JSONValue.writeString(department, to: &output)
        }
        departments.finish(to: &output)
        if !freshness.isEmpty {
            top.key("freshness", to: &output)
            freshnessJSON(freshness).write(to: &output, indent: level)
        }
        top.key("has_data", to: &output)
        JSONValue.writeBool(hasData, to: &output)
        if let matching = report.matching {
            top.key("matching", to: &output)
            matchingJSON(matching).write(to: &output, indent: level)
        }
        top.key("metrics", to: &output)
        writeMetrics(hasData ? report.metrics : nil, indent: level, to: &output)
        top.key("metrics_are_lower_bounds", to: &output)
        JSONValue.writeBool(report.metricsAreLowerBounds, to: &output)
        top.key("name", to: &output)
        JSONValue.writeString(report.entry.name, to: &output)
        top.key("notices", to: &output)
        var notices = JSONArrayWriter(indent: level)
        for notice in report.notices {
            notices.next(to: &output)
            JSONValue.writeString(notice.message, to: &output)
        }
        notices.finish(to: &output)
        top.key("publications", to: &output)
        var publications = JSONArrayWriter(indent: level)
        for item in report.publications {
            publications.next(to: &output)
            writePublication(item, indent: publications.valueIndent, to: &output)
        }
        publications.finish(to: &output)
        if let list = report.referenceList {
            top.key("reference", to: &output)
            var entries = JSONArrayWriter(indent: level)
            for match in list.matches {
                entries.next(to: &output)
                writeReferenceMatch(match, indent: entries.valueIndent, to: &output)
            }
            entries.finish(to: &output)
        }
        if !report.referenceFailures.isEmpty {
            top.key("reference_failures", to: &output)
            referenceFailuresJSON(report.referenceFailures).write(to: &output, indent: level)
        }
        if let list = report.referenceList {
            top.key("reference_source", to: &output)
            referenceSourceJSON(list).write(to: &output, indent: level)
        }
        top.key("slug", to: &output)
        JSONValue.writeString(report.entry.slug, to: &output)
        top.key("source", to: &output)
        (report.source.map(sourceJSON) ?? .null).write(to: &output, indent: level)
        top.key("source_rows", to: &output)
        JSONValue.writeNumber(hasData ? report.rowCount : nil, to: &output)
        top.key("sources", to: &output)
        (report.comparison.map(comparisonJSON) ?? .null).write(to: &output, indent: level)
        top.finish(to: &output)
        output.append(UInt8(ascii: "\n"))
        return Data(output)
    }

    /// One row of `publications` (the object ``scientistJSONValue(_:freshness:)`` builds),
    /// written member by member.
    static func writePublication(
        _ item: ClassifiedPublication, indent: Int, to output: inout [UInt8]
    ) {
        let publication = item.publication
        var object = JSONObjectWriter(indent: indent)
        object.key("arxiv", to: &output)
        JSONValue.writeText(publication.arxivID, to: &output)
        if let attribution = item.attribution {
            object.key("attribution", to: &output)
            attributionJSON(attribution).write(to: &output, indent: object.valueIndent)
        }
        object.key("authors", to: &output)
        JSONValue.writeString(publication.authors, to: &output)
        object.key("citations", to: &output)
        JSONValue.writeNumber(publication.citations, to: &output)
        object.key("doi", to: &output)
        JSONValue.writeText(publication.doi, to: &output)
        object.key("id", to: &output)
        JSONValue.writeText(publication.sourceID, to: &output)
        if let reason = item.reason {
            object.key("reason", to: &output)
            JSONValue.writeString(reason.rawValue, to: &output)
        }
        object.key("role", to: &output)
        JSONValue.writeString(item.role.rawValue, to: &output)
        if let rule = item.rule {
            object.key("rule", to: &output)
            JSONValue.writeString(rule.rawValue, to: &output)
        }
        if let score = item.score {
            object.key("score", to: &output)
            JSONValue.writeDecimal(score, places: 3, to: &output)
        }
        object.key("title", to: &output)
        JSONValue.writeString(publication.title, to: &output)
        object.key("venue", to: &output)
        JSONValue.writeString(publication.venue, to: &output)
        object.key("year", to: &output)
        JSONValue.writeNumber(publication.year, to: &output)
        object.finish(to: &output)
    }

    /// One entry of `reference`, written member by member.
    static func writeReferenceMatch(
        _ match: ReferenceMatch, indent: Int, to output: inout [UInt8]
    ) {
        var object = JSONObjectWriter(indent: indent)
        object.key("authors", to: &output)
        JSONValue.writeString(match.entry.authors, to: &output)
        object.key("matched", to: &output)
        JSONValue.writeBool(match.sourceIndex != nil, to: &output)
        object.key("rule", to: &output)
        JSONValue.writeText(match.rule?.rawValue, to: &output)
        object.key("score", to: &output)
        if let score = match.score {
            JSONValue.writeDecimal(score, places: 3, to: &output)
        } else {
            JSONValue.writeText(nil, to: &output)
        }
        object.key("title", to: &output)
        JSONValue.writeString(match.entry.title, to: &output)
        object.key("year", to: &output)
        JSONValue.writeNumber(match.entry.year, to: &output)
        object.finish(to: &output)
    }

    /// The scientist's JSON as a ``JSONValue`` tree: the definition ``scientistJSON(_:freshness:)``
    /// writes without building it (the tests hold the two to the same bytes).
    static func scientistJSONValue(
        _ report: ScientistReport, freshness: [DataFreshness] = []
    ) -> JSONValue {
        let hasData = report.source != nil
        var object: [String: JSONValue] = [
            "slug": .string(report.entry.slug),
            "name": .string(report.entry.name),
            "departments": .array(report.entry.departments.map(JSONValue.string)),
            "affiliation": .text(report.entry.affiliation),
            "has_data": .bool(hasData),
            "source_rows": .number(hasData ? report.rowCount : nil),
            "metrics": metricsJSON(hasData ? report.metrics : nil),
            "metrics_are_lower_bounds": .bool(report.metricsAreLowerBounds),
            "source": report.source.map(sourceJSON) ?? .null,
            "sources": report.comparison.map(comparisonJSON) ?? .null,
            "notices": .array(report.notices.map { .string($0.message) }),
            "publications": .array(
                report.publications.map { item in
                    var fields: [String: JSONValue] = [
                        "title": .string(item.publication.title),
                        "authors": .string(item.publication.authors),
                        "venue": .string(item.publication.venue),
                        "year": .number(item.publication.year),
                        "citations": .number(item.publication.citations),
                        "role": .string(item.role.rawValue),
                        "id": .text(item.publication.sourceID),
                        "doi": .text(item.publication.doi),
                        "arxiv": .text(item.publication.arxivID),
                    ]
                    if let reason = item.reason { fields["reason"] = .string(reason.rawValue) }
                    if let rule = item.rule { fields["rule"] = .string(rule.rawValue) }
                    if let score = item.score { fields["score"] = .decimal(score, places: 3) }
                    if let attribution = item.attribution {
                        fields["attribution"] = attributionJSON(attribution)
                    }
                    return .object(fields)
                }),
        ]
        if let list = report.referenceList {
            object["reference_source"] = referenceSourceJSON(list)
            object["reference"] = .array(
                list.matches.map { match in
                    .object([
                        "title": .string(match.entry.title),
                        "authors": .string(match.entry.authors),
                        "year": .number(match.entry.year),
                        "matched": .bool(match.sourceIndex != nil),
                        "rule": .text(match.rule?.rawValue),
                        "score": match.score.map { .decimal($0, places: 3) } ?? .null,
                    ])
                })
        }
        if !report.referenceFailures.isEmpty {
            object["reference_failures"] = referenceFailuresJSON(report.referenceFailures)
        }
        if !freshness.isEmpty {
            object["freshness"] = freshnessJSON(freshness)
        }
        if let matching = report.matching {
            object["matching"] = matchingJSON(matching)
        }
        if let attribution = report.attribution {
            object["attribution"] = attributionSummaryJSON(attribution)
        }
        return .object(object)
    }

    /// A paper's class and evidence: the facts, and the same in English sentences (`text`).
    static func attributionJSON(_ attribution: PaperAttribution) -> JSONValue {
        var fields: [String: JSONValue] = [
            "class": .string(attribution.attributionClass.rawValue)
        ]
        if let evidence = attribution.evidence {
            var facts: [String: JSONValue] = [
                "coauthors": .string(evidence.coauthors.rawValue),
                "shared_coauthors": .array(evidence.sharedCoauthors.map(JSONValue.string)),
                "confirmed_papers_sharing": .int(evidence.confirmedPapersSharing),
                "topic": .string(evidence.topic.rawValue),
                "topic_score": evidence.topicScore.map { .decimal($0, places: 3) } ?? .null,
                "topic_words": .array(evidence.topicWords.map(JSONValue.string)),
                "shared_venue": .text(evidence.sharedVenue),
                "in_career_span": evidence.inCareerSpan.map(JSONValue.bool) ?? .null,
                "conflicting_name": .text(evidence.conflictingName),
                "text": .array(evidence.messages.map { .string($0.english) }),
            ]
            if let circle = evidence.circleMissingFromList {
                // Only when it is evidence: a circle of co-authors none of whose papers is on
                // a list that holds most of the source.
                facts["circle_missing_from_list"] = .int(circle)
            }
            fields["evidence"] = .object(facts)
        }
        return .object(fields)
    }

    /// How the papers were attributed: counts per class, whether undecided papers count, and
    /// how the list was read, with the summary in English.
    static func attributionSummaryJSON(_ summary: AttributionSummary) -> JSONValue {
        .object([
            "confirmed": .int(summary.confirmed),
            "attributed": .int(summary.attributed),
            "undecided": .int(summary.undecided),
            "possible_namesakes": .int(summary.possibleNamesakes),
            "undecided_count": .bool(summary.undecidedCount),
            "declared_list_kind": .string(summary.declaredKind.rawValue),
            "list_kind": .string(summary.kind.rawValue),
            "selection_phrase": .text(summary.selectionPhrase),
            "text": .array(summary.messages.map { .string($0.english) }),
        ])
    }

    /// The citation source: its name, origin, completeness and the profile's totals.
    static func sourceJSON(_ source: CitationSourceResult) -> JSONValue {
        let profile = source.profile
        return .object([
            "name": .string(source.sourceName),
            "origin": .string(source.origin),
            "complete": .bool(source.isComplete),
            "left_out_by_surname_filter": .number(source.leftOutBySurnameFilter),
            "profile": .object([
                "citations": .number(profile?.citations),
                "h_index": .number(profile?.hIndex),
                "i10_index": .number(profile?.i10Index),
                "works_count": .number(profile?.worksCount),
            ]),
            "citations_per_year": profile?.citationsPerYear.map(yearsJSON) ?? .null,
        ])
    }

    /// The reference list's name, origin, learned XPath and merged lists.
    static func referenceSourceJSON(_ list: ReferenceListResult) -> JSONValue {
        .object([
            "name": .string(list.sourceName),
            "origin": .string(list.origin),
            "title_xpath": .text(list.titleXPath),
            "lists": referenceListsJSON(list),
        ])
    }

    /// The reference lists that could not be read.
    static func referenceFailuresJSON(_ failures: [ReferenceListFailure]) -> JSONValue {
        .array(
            failures.map { failure in
                .object([
                    "name": .string(failure.name),
                    "origin": .string(failure.origin),
                    "reason": .string(failure.reason),
                    "known_titles": .number(failure.knownTitles),
                    "known_titles_on_page": .number(failure.knownTitlesOnPage),
                    "recovered": .number(failure.recovered),
                ])
            })
    }

    /// When each fetched source was fetched, and since when it is stale.
    static func freshnessJSON(_ freshness: [DataFreshness]) -> JSONValue {
        .array(
            freshness.map { item in
                .object([
                    "source": .string(item.label),
                    "fetched": .string(item.fetched),
                    "stale_since": .text(item.staleSince),
                    "stale_reason": .text(item.staleReason),
                ])
            })
    }

    /// The matching counts.
    static func matchingJSON(_ matching: MatchingSummary) -> JSONValue {
        .object([
            "matched": .int(matching.matched),
            "source_only": .int(matching.sourceOnly),
            "reference_only": .int(matching.referenceOnly),
            "ambiguous": .int(matching.ambiguous),
            "duplicates": .int(matching.duplicates),
        ])
    }

    /// Each reference list merged into `list` with its entries and how many of them were new
    /// to the merged list; a list that was not merged is its only part.
    static func referenceListsJSON(_ list: ReferenceListResult) -> JSONValue {
        let parts =
            list.parts.isEmpty
            ? [
                ReferenceListPart(
                    sourceName: list.sourceName, origin: list.origin,
                    entryCount: list.matches.count, addedCount: list.matches.count)
            ] : list.parts
        return .array(
            parts.map { part in
                .object([
                    "name": .string(part.sourceName),
                    "origin": .string(part.origin),
                    "entries": .int(part.entryCount),
                    "new_entries": .int(part.addedCount),
                ])
            })
    }

    /// The JSON of the leaderboard rows (written member by member, in the layout and key
    /// order of ``JSONValue``).
    public static func leaderboardJSON(_ rows: [LeaderboardRow]) -> Data {
        var output: [UInt8] = []
        output.reserveCapacity(1_600 * rows.count + 16)
        var list = JSONArrayWriter(indent: 0)
        for row in rows {
            list.next(to: &output)
            var object = JSONObjectWriter(indent: list.valueIndent)
            let level = object.valueIndent
            object.key("departments", to: &output)
            var departments = JSONArrayWriter(indent: level)
            for department in row.departments {
                departments.next(to: &output)
                JSONValue.writeString(department, to: &output)
            }
            departments.finish(to: &output)
            object.key("has_data", to: &output)
            JSONValue.writeBool(row.hasData, to: &output)
            object.key("metrics", to: &output)
            writeMetrics(row.hasData ? row.metrics : nil, indent: level, to: &output)
            object.key("metrics_are_lower_bounds", to: &output)
            JSONValue.writeBool(row.isLowerBound, to: &output)
            object.key("name", to: &output)
            JSONValue.writeString(row.name, to: &output)
            object.key("rank", to: &output)
            JSONValue.writeNumber(row.rank, to: &output)
            object.key("slug", to: &output)
            JSONValue.writeString(row.slug, to: &output)
            object.key("source_rows", to: &output)
            JSONValue.writeNumber(row.sourceRows, to: &output)
            object.finish(to: &output)
        }
        list.finish(to: &output)
        output.append(UInt8(ascii: "\n"))
        return Data(output)
    }

    /// Citations per year as an object keyed by year (`{"2020": 12}`), keys sorted.
    static func yearsJSON(_ years: [Int: Int]) -> JSONValue {
        .object(Dictionary(uniqueKeysWithValues: years.map { (String($0.key), .int($0.value)) }))
    }

    /// The citation sources side by side: each source's totals, the papers whose counts
    /// differ most and the papers only one source has (counts in `sources` order).
    static func comparisonJSON(_ comparison: SourceComparison) -> JSONValue {
        func paper(_ paper: SourceComparison.Paper) -> JSONValue {
            .object([
                "title": .string(paper.title),
                "year": .number(paper.year),
                "doi": .text(paper.doi),
                "citations": .array(paper.citations.map { .number($0) }),
                "difference": .int(paper.difference),
                "rule": .text(paper.rule?.rawValue),
            ])
        }
        return .object([
            "compared": .array(
                comparison.sources.map { source in
                    .object([
                        "name": .string(source.name),
                        "origin": .string(source.origin),
                        "primary": .bool(source.isPrimary),
                        "complete": .bool(source.isComplete),
                        "counted_papers": .int(source.papers),
                        "citations": .int(source.citations),
                        "h_index": .int(source.hIndex),
                        "only_here": .int(source.onlyHere),
                    ])
                }),
            "in_all_sources": .int(comparison.inAllSources),
            "disagreements": .array(comparison.disagreements.map(paper)),
            "single_source": .array(comparison.singleSource.map(paper)),
        ])
    }

    /// Every metric of `MetricKind` under its `jsonKey` (unknown values are `null`), the
    /// years they were measured against, and the cheapest way to h + 1. A scientist without
    /// citation data (`nil`: no source configured, or it could not be read) has the same keys,
    /// every one `null`: "no data" is never written as 0.
    static func metricsJSON(_ metrics: Metrics?) -> JSONValue {
        guard let metrics else {
            guard case .object(let keys) = metricsJSON(Metrics(publications: [])) else {
                return .null
            }
            return .object(keys.mapValues { _ in .null })
        }
        var fields: [String: JSONValue] = [:]
        for kind in MetricKind.allCases {
            switch kind.value(in: metrics) {
            case .integer(let value): fields[kind.jsonKey] = .int(value)
            case .decimal(let value, let places):
                fields[kind.jsonKey] = value.isFinite ? .decimal(value, places: places) : .null
            case .unknown: fields[kind.jsonKey] = .null
            }
        }
        fields["first_year"] = .number(metrics.firstYear)
        fields["as_of_year"] = .number(metrics.asOfYear)
        fields["years"] = .number(metrics.years)
        fields["recent_years"] = .int(metrics.recentYears)
        fields["recent_from_year"] = .number(metrics.recentFromYear)
        fields["papers_with_authors"] = .int(metrics.papersWithAuthors)
        fields["papers_with_abbreviated_authors"] = .int(metrics.papersWithAbbreviatedAuthors)
        let gap = metrics.nextH
        fields["next_h"] = .object([
            "target": .int(gap.target),
            "citations_needed": .int(gap.totalCitations),
            "new_papers": .int(gap.newPapers),
            "papers": .array(
                gap.papers.map { need in
                    .object([
                        "title": .string(need.title),
                        "year": .number(need.year),
                        "citations": .int(need.citations),
                        "needed": .int(need.needed),
                        "alternatives": .int(need.alternatives),
                    ])
                }),
        ])
        return .object(fields)
    }

    /// A member of the metrics object (``metricsJSON(_:)``) other than the next h.
    private enum MetricsMember {
        case kind(MetricKind)
        case firstYear, asOfYear, years, recentYears, recentFromYear
        case papersWithAuthors, papersWithAbbreviatedAuthors, nextH
    }

    /// The members of the metrics object with their keys (quoted), in the order
    /// ``JSONValue`` writes them (UTF-8 byte order).
    private static let metricsMembers: [(key: [UInt8], member: MetricsMember)] = {
        var members: [(String, MetricsMember)] = MetricKind.allCases.map { ($0.jsonKey, .kind($0)) }
        members += [
            ("first_year", .firstYear), ("as_of_year", .asOfYear), ("years", .years),
            ("recent_years", .recentYears), ("recent_from_year", .recentFromYear),
            ("papers_with_authors", .papersWithAuthors),
            ("papers_with_abbreviated_authors", .papersWithAbbreviatedAuthors),
            ("next_h", .nextH),
        ]
        return members.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }.map {
            key, member in
            var quoted: [UInt8] = []
            JSONValue.writeString(key, to: &quoted)
            return (quoted, member)
        }
    }()

    /// Writes ``metricsJSON(_:)`` of `metrics` at nesting level `indent` (the bytes of its
    /// ``JSONValue/write(to:indent:)``) without building the tree: the leaderboard's JSON
    /// holds one per scientist.
    static func writeMetrics(_ metrics: Metrics?, indent: Int, to output: inout [UInt8]) {
        func pad(_ level: Int) {
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
        }
        output.append(UInt8(ascii: "{"))
        for (index, (key, member)) in metricsMembers.enumerated() {
            output.append(contentsOf: index == 0 ? [0x0A] : [UInt8(ascii: ","), 0x0A])
            pad(indent + 1)
            output.append(contentsOf: key)
            output.append(UInt8(ascii: ":"))
            output.append(UInt8(ascii: " "))
            guard let metrics else {
                JSONValue.writeNumber(nil, to: &output)
                continue
            }
            switch member {
            case .kind(let kind):
                switch kind.value(in: metrics) {
                case .integer(let value): JSONValue.writeInt(value, to: &output)
                case .decimal(let value, let places):
                    JSONValue.writeDecimal(value, places: places, to: &output)
                case .unknown: JSONValue.writeNumber(nil, to: &output)
                }
            case .firstYear: JSONValue.writeNumber(metrics.firstYear, to: &output)
            case .asOfYear: JSONValue.writeNumber(metrics.asOfYear, to: &output)
            case .years: JSONValue.writeNumber(metrics.years, to: &output)
            case .recentYears: JSONValue.writeInt(metrics.recentYears, to: &output)
            case .recentFromYear: JSONValue.writeNumber(metrics.recentFromYear, to: &output)
            case .papersWithAuthors: JSONValue.writeInt(metrics.papersWithAuthors, to: &output)
            case .papersWithAbbreviatedAuthors:
                JSONValue.writeInt(metrics.papersWithAbbreviatedAuthors, to: &output)
            case .nextH:
                let gap = metrics.nextH
                var object = JSONObjectWriter(indent: indent + 1)
                object.key("citations_needed", to: &output)
                JSONValue.writeInt(gap.totalCitations, to: &output)
                object.key("new_papers", to: &output)
                JSONValue.writeInt(gap.newPapers, to: &output)
                object.key("papers", to: &output)
                var papers = JSONArrayWriter(indent: object.valueIndent)
                for need in gap.papers {
                    papers.next(to: &output)
                    var paper = JSONObjectWriter(indent: papers.valueIndent)
                    paper.key("alternatives", to: &output)
                    JSONValue.writeInt(need.alternatives, to: &output)
                    paper.key("citations", to: &output)
                    JSONValue.writeInt(need.citations, to: &output)
                    paper.key("needed", to: &output)
                    JSONValue.writeInt(need.needed, to: &output)
                    paper.key("title", to: &output)
                    JSONValue.writeString(need.title, to: &output)
                    paper.key("year", to: &output)
                    JSONValue.writeNumber(need.year, to: &output)
                    paper.finish(to: &output)
                }
                papers.finish(to: &output)
                object.key("target", to: &output)
                JSONValue.writeInt(gap.target, to: &output)
                object.finish(to: &output)
            }
        }
        output.append(0x0A)
        pad(indent)
        output.append(UInt8(ascii: "}"))
    }
}
