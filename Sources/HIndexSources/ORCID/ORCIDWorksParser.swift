import Foundation
import HIndexCore

/// Reads an ORCID record's public works (API v3 `/works`: `group[].work-summary[]`; also the
/// `works` of `/activities` and `/record` responses) into reference entries.
///
/// Pure: bytes in, entries or a ``SourceError`` out. A group is one work as ORCID merged it
/// from several sources; its first summary (the preferred one) gives the title
/// (`title.title.value`, with `subtitle` after a colon), the year
/// (`publication-date.year.value`) and the venue (`journal-title.value`), the other summaries
/// fill what it lacks. The DOI and arXiv id come from the `self` external ids of the
/// summaries, then of the group (`part-of` ids name the containing work and are ignored).
/// ORCID summaries carry no authors. Files saved in Windows-1252 are read too.
public enum ORCIDWorksParser {
    /// The source name used in errors.
    public static let sourceName = "ORCID works"

    /// Parses a works response.
    ///
    /// - Parameters:
    ///   - data: The response's bytes.
    ///   - origin: File path or URL, for errors.
    /// - Returns: One entry per group with a title, in response order (newest first, as ORCID
    ///   sorts them).
    /// - Throws: ``SourceError/empty(source:origin:)`` for an empty response or a record with
    ///   no works; ``SourceError/unexpectedLayout(source:origin:detail:)`` for an error payload
    ///   (`error-desc`, `developer-message`, quoted), another shape, or a group that is not an
    ///   object; ``SourceError/tooLarge(origin:bytes:limit:)``.
    public static func parse(_ data: Data, origin: String) throws(SourceError) -> [ReferenceEntry] {
        let json = try ResponseJSON.parseObject(data, source: sourceName, origin: origin)
        func layout(_ detail: String) -> SourceError {
            .unexpectedLayout(source: sourceName, origin: origin, detail: detail)
        }
        let container =
            json["group"] != nil
            ? json : json["works"] ?? json["activities-summary"]?["works"] ?? json
        guard let list = container["group"] else {
            let message = [
                json["error-desc"], json["user-message"], json["developer-message"],
                json["error"],
            ].compactMap { $0?.messageText }
            if let first = message.first {
                let code = json["response-code"]?.int.map { " (\($0))" } ?? ""
                throw layout("ORCID returned an error\(code): \"\(first)\"")
            }
            throw layout(
                "no \"group\" array: this is not an ORCID works response (keys: \(json.keyList))")
        }
        guard let groups = list.array else {
            throw layout("\"group\" is \(list.kindDescription), not an array")
        }
        if groups.isEmpty { throw .empty(source: sourceName, origin: origin) }
        var entries: [ReferenceEntry] = []
        entries.reserveCapacity(groups.count)
        for (index, group) in groups.enumerated() {
            guard group.object != nil else {
                throw layout("group \(index + 1) is \(group.kindDescription), not an object")
            }
            if let entry = entry(from: group) { entries.append(entry) }
        }
        if entries.isEmpty {
            throw layout("none of the \(groups.count) works has a title")
        }
        return entries
    }

    /// One work group as an entry; `nil` when no summary has a title.
    static func entry(from group: ResponseJSON) -> ReferenceEntry? {
        let summaries = (group["work-summary"]?.array ?? []).filter { $0.object != nil }
        guard let title = summaries.lazy.compactMap(title(of:)).first else { return nil }
        let year = summaries.lazy.compactMap { $0["publication-date"]?["year"]?["value"]?.year }
            .first
        let venue = summaries.lazy.compactMap {
            SourceText.plainOrNil($0["journal-title"]?["value"]?.string)
        }.first
        let ids = summaries.flatMap(externalIDs(of:)) + externalIDs(of: group)
        let doi = ids.lazy.filter { $0.type == "doi" }.compactMap {
            Identifiers.doi(inLink: $0.value) ?? Identifiers.doi($0.value)
        }.first
        let arxiv = ids.lazy.filter { $0.type == "arxiv" }.compactMap {
            Identifiers.arxiv(inLink: $0.value)
        }.first
        return ReferenceEntry(
            title: title, year: year, venue: venue, doi: doi,
            arxivID: arxiv ?? Identifiers.arxiv(inLink: doi))
    }

    /// `title.title.value`, with `title.subtitle.value` after a colon unless already there.
    private static func title(of summary: ResponseJSON) -> String? {
        guard let main = SourceText.plainOrNil(summary["title"]?["title"]?["value"]?.string) else {
            return nil
        }
        guard let subtitle = SourceText.plainOrNil(summary["title"]?["subtitle"]?["value"]?.string),
            !main.lowercased().contains(subtitle.lowercased())
        else { return main }
        return main + ": " + subtitle
    }

    /// The `self` external ids of a summary or group: type (lowercased) and value (the
    /// normalized value when ORCID gives one).
    private static func externalIDs(of node: ResponseJSON) -> [(type: String, value: String)] {
        (node["external-ids"]?["external-id"]?.array ?? []).compactMap { id in
            guard let type = id["external-id-type"]?.string?.lowercased(),
                (id["external-id-relationship"]?.string?.lowercased() ?? "self") == "self",
                let value = id["external-id-normalized"]?["value"]?.string
                    ?? id["external-id-value"]?.string
            else { return nil }
            return (type, value)
        }
    }
}
