import Foundation
import HIndexCore

/// Reads Crossref work metadata, used to fill the year, venue and authors of reference entries
/// that carry a DOI: one `/works/{doi}` response (`{"status": "ok", "message": {…}}`) or a
/// saved JSON object of such messages keyed by DOI.
///
/// Pure: bytes in, works or a ``SourceError`` out. A message gives the title (`title[0]`, with
/// `subtitle[0]` after a colon), the authors (`author[]`: `given` + `family`, or `name`), the
/// year (`issued`, else `published`, `published-print`, `published-online`), the venue
/// (`container-title[0]`), the DOI and `is-referenced-by-count`.
public enum CrossrefWorkParser {
    /// The source name used in errors.
    public static let sourceName = "Crossref work"

    /// Parses one `/works/{doi}` response (or a bare message object).
    ///
    /// - Parameters:
    ///   - data: The response's bytes.
    ///   - origin: File path or URL, for errors.
    /// - Returns: The work.
    /// - Throws: ``SourceError/empty(source:origin:)`` for an empty response;
    ///   ``SourceError/unexpectedLayout(source:origin:detail:)`` for an error payload
    ///   (`"status": "failed"`, quoted), a plain-text answer ("Resource not found."), a work
    ///   list, or a message without title or DOI; ``SourceError/tooLarge(origin:bytes:limit:)``.
    public static func parse(_ data: Data, origin: String) throws(SourceError) -> CrossrefWork {
        let json = try ResponseJSON.parse(data, source: sourceName, origin: origin)
        return try work(from: json, origin: origin, label: nil)
    }

    /// Parses a JSON object mapping DOIs (bare or as `https://doi.org/…` links) to Crossref
    /// messages or whole `/works/{doi}` responses.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - origin: File path or URL, for errors.
    /// - Returns: The works keyed by normalized DOI (lowercased, no resolver prefix).
    /// - Throws: ``SourceError/empty(source:origin:)`` for an empty file or object;
    ///   ``SourceError/unexpectedLayout(source:origin:detail:)`` naming the first key whose
    ///   value is not a usable work; ``SourceError/tooLarge(origin:bytes:limit:)``.
    public static func parseKeyedByDOI(_ data: Data, origin: String) throws(SourceError)
        -> [String: CrossrefWork]
    {
        let json = try ResponseJSON.parse(data, source: sourceName, origin: origin)
        guard let members = json.object else {
            throw .unexpectedLayout(
                source: sourceName, origin: origin,
                detail: "the file is \(json.kindDescription), not an object keyed by DOI")
        }
        if members.isEmpty { throw .empty(source: sourceName, origin: origin) }
        var works: [String: CrossrefWork] = [:]
        for key in members.keys.sorted() {
            guard let value = members[key] else { continue }
            let work = try work(from: value, origin: origin, label: key)
            let doi = Identifiers.doi(inLink: key) ?? work.entry.doi ?? Identifiers.doi(key) ?? key
            works[doi] = work
        }
        return works
    }

    /// Whether the JSON looks like one work (a response with `message`, or a message with a
    /// `DOI`) rather than an object keyed by DOI.
    static func isSingleWork(_ json: ResponseJSON) -> Bool {
        json["message"] != nil || json["status"] != nil || json["DOI"] != nil
    }

    /// One response or message as a work; `label` names the entry of a keyed file in errors.
    static func work(from json: ResponseJSON, origin: String, label: String?) throws(SourceError)
        -> CrossrefWork
    {
        let prefix = label.map { "entry \"\($0)\": " } ?? ""
        func layout(_ detail: String) -> SourceError {
            .unexpectedLayout(source: sourceName, origin: origin, detail: prefix + detail)
        }
        guard json.object != nil else {
            throw layout("the response is \(json.kindDescription), not an object")
        }
        var message = json
        if let status = json["status"]?.string, status.lowercased() != "ok" {
            let text = json["message"]?.messageText ?? status
            throw layout("Crossref returned an error: \"\(text)\"")
        }
        if let inner = json["message"] {
            if let type = json["message-type"]?.string, type != "work" {
                throw layout("the response is a Crossref \(type), not one work")
            }
            guard inner.object != nil else {
                throw layout("\"message\" is \(inner.kindDescription), not a work object")
            }
            message = inner
        }
        guard
            let doi = Identifiers.doi(inLink: message["DOI"]?.string)
                ?? Identifiers.doi(message["DOI"]?.string)
        else {
            throw layout("the work has no \"DOI\" (keys: \(message.keyList))")
        }
        guard let title = firstText(message["title"]) else {
            throw layout("the work \(doi) has no title")
        }
        var fullTitle = title
        if let subtitle = firstText(message["subtitle"]),
            !title.lowercased().contains(subtitle.lowercased())
        {
            fullTitle += ": " + subtitle
        }
        let authors = (message["author"]?.array ?? []).compactMap { author -> String? in
            let parts = [author["given"]?.string, author["family"]?.string].compactMap {
                SourceText.plainOrNil($0)
            }
            if !parts.isEmpty { return parts.joined(separator: " ") }
            return SourceText.plainOrNil(author["name"]?.string)
        }
        let year = ["issued", "published", "published-print", "published-online"].lazy.compactMap {
            message[$0]?["date-parts"]?.array?.first?.array?.first?.year
        }.first
        let entry = ReferenceEntry(
            title: fullTitle,
            authors: authors.joined(separator: ", "),
            year: year,
            venue: firstText(message["container-title"]),
            doi: doi,
            arxivID: Identifiers.arxiv(inLink: doi)
        )
        return CrossrefWork(
            entry: entry, citations: message["is-referenced-by-count"]?.count,
            type: message["type"]?.string)
    }

    /// The first non-empty string of a Crossref string array (or a plain string), as plain text.
    private static func firstText(_ value: ResponseJSON?) -> String? {
        if let text = SourceText.plainOrNil(value?.string) { return text }
        return value?.array?.lazy.compactMap { SourceText.plainOrNil($0.string) }.first
    }
}
