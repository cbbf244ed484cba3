import Foundation
import HIndexCore

/// Machine-readable exports: `data/leaderboard.json` and `data/scientists/<slug>.json`.
///
/// Keys are snake_case and sorted; missing numbers are `null`, never omitted, so consumers
/// can tell "unknown" from "absent key".
public enum Exports {
    /// The JSON of one scientist.
    public static func scientistJSON(_ report: ScientistReport) -> Data {
        let metrics = report.metrics
        let profile = report.source?.profile
        let object: [String: JSONValue] = [
            "slug": .string(report.entry.slug),
            "name": .string(report.entry.name),
            "departments": .array(report.entry.departments.map(JSONValue.string)),
            "affiliation": .optionalString(report.entry.affiliation),
            "metrics": metricsJSON(metrics),
            "metrics_are_lower_bounds": .bool(report.metricsAreLowerBounds),
            "source": report.source.map { source in
                .object([
                    "name": .string(source.sourceName),
                    "origin": .string(source.origin),
                    "complete": .bool(source.isComplete),
                    "profile": .object([
                        "citations": .optionalInt(profile?.citations),
                        "h_index": .optionalInt(profile?.hIndex),
                        "i10_index": .optionalInt(profile?.i10Index),
                    ]),
                ])
            } ?? .null,
            "notices": .array(report.notices.map(JSONValue.string)),
            "publications": .array(
                report.publications.map { item in
                    var fields: [String: JSONValue] = [
                        "title": .string(item.publication.title),
                        "authors": .string(item.publication.authors),
                        "venue": .string(item.publication.venue),
                        "year": .optionalInt(item.publication.year),
                        "citations": .optionalInt(item.publication.citations),
                        "role": .string(item.role.rawValue),
                        "id": .optionalString(item.publication.sourceID),
                    ]
                    if let reason = item.reason { fields["reason"] = .string(reason.rawValue) }
                    return .object(fields)
                }),
        ]
        return JSONValue.object(object).encoded()
    }

    /// The JSON of the leaderboard rows.
    public static func leaderboardJSON(_ rows: [LeaderboardRow]) -> Data {
        JSONValue.array(
            rows.map { row in
                .object([
                    "rank": .int(row.rank),
                    "slug": .string(row.slug),
                    "name": .string(row.name),
                    "departments": .array(row.departments.map(JSONValue.string)),
                    "metrics": metricsJSON(row.metrics),
                    "metrics_are_lower_bounds": .bool(row.isLowerBound),
                ])
            }
        ).encoded()
    }

    static func metricsJSON(_ metrics: Metrics) -> JSONValue {
        .object([
            "papers": .int(metrics.papers),
            "citations": .int(metrics.citations),
            "h_index": .int(metrics.hIndex),
            "g_index": .int(metrics.gIndex),
            "i10_index": .int(metrics.i10Index),
        ])
    }
}

/// A JSON value that keeps `null` explicit and encodes deterministically (sorted keys).
public enum JSONValue: Sendable, Hashable, Encodable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// `.string` or `.null`.
    public static func optionalString(_ value: String?) -> JSONValue { value.map(Self.string) ?? .null }
    /// `.int` or `.null`.
    public static func optionalInt(_ value: Int?) -> JSONValue { value.map(Self.int) ?? .null }

    /// Encodes the value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// Pretty-printed, key-sorted UTF-8 JSON with a trailing newline.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings, numbers, booleans, arrays and string-keyed objects cannot fail.
        var data = (try? encoder.encode(self)) ?? Data("null".utf8)
        data.append(0x0A)
        return data
    }
}
