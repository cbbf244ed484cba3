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
    public static func scientistJSON(
        _ report: ScientistReport, freshness: [DataFreshness] = []
    ) -> Data {
        let profile = report.source?.profile
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
            "source": report.source.map { source in
                .object([
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
            } ?? .null,
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
                    return .object(fields)
                }),
        ]
        if let list = report.referenceList {
            object["reference_source"] = .object([
                "name": .string(list.sourceName),
                "origin": .string(list.origin),
                "title_xpath": .text(list.titleXPath),
                "lists": referenceListsJSON(list),
            ])
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
            object["reference_failures"] = .array(
                report.referenceFailures.map { failure in
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
        if !freshness.isEmpty {
            object["freshness"] = .array(
                freshness.map { item in
                    .object([
                        "source": .string(item.label),
                        "fetched": .string(item.fetched),
                        "stale_since": .text(item.staleSince),
                        "stale_reason": .text(item.staleReason),
                    ])
                })
        }
        if let matching = report.matching {
            object["matching"] = .object([
                "matched": .int(matching.matched),
                "source_only": .int(matching.sourceOnly),
                "reference_only": .int(matching.referenceOnly),
                "ambiguous": .int(matching.ambiguous),
                "duplicates": .int(matching.duplicates),
            ])
        }
        return Data(JSONValue.object(object).fileData)
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

    /// The JSON of the leaderboard rows.
    public static func leaderboardJSON(_ rows: [LeaderboardRow]) -> Data {
        let value = JSONValue.array(
            rows.map { row in
                .object([
                    "rank": .number(row.rank),
                    "has_data": .bool(row.hasData),
                    "source_rows": .number(row.sourceRows),
                    "slug": .string(row.slug),
                    "name": .string(row.name),
                    "departments": .array(row.departments.map(JSONValue.string)),
                    "metrics": metricsJSON(row.hasData ? row.metrics : nil),
                    "metrics_are_lower_bounds": .bool(row.isLowerBound),
                ])
            })
        return Data(value.fileData)
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
}
