import Foundation

/// The part of the extraction corpus a page belongs to: rules are developed on one part and
/// reported on the other, whose pages are never shown one by one.
public enum CorpusPart: String, Sendable, CaseIterable {
    /// Pages the rules may be tuned on (every generated page, two thirds of the persons).
    case development
    /// Pages nobody tunes on (a third of the persons, drawn once with a fixed seed).
    case heldOut = "held-out"
}

/// The split of the real pages by person, as recorded in `SPLIT.md`: rows
/// `| id | person | part |` with the part `development` or `held-out`.
public struct CorpusSplit: Sendable {
    /// The part of each listed page, by id.
    public var parts: [String: CorpusPart]
    /// The person of each listed page, by id.
    public var persons: [String: String]

    /// An empty split (every page is development).
    public init(parts: [String: CorpusPart] = [:], persons: [String: String] = [:]) {
        self.parts = parts
        self.persons = persons
    }

    /// Reads the `| id | person | part |` rows of a split file; other lines are ignored.
    public init(text: String) {
        var parts: [String: CorpusPart] = [:]
        var persons: [String: String] = [:]
        for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix("|") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                .dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3, let part = CorpusPart(rawValue: cells[2]) else { continue }
            let id = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            parts[id] = part
            persons[id] = cells[1]
        }
        self.init(parts: parts, persons: persons)
    }

    /// Reads `SPLIT.md` in `directory` (an empty split when there is none).
    public init(directory: URL) throws {
        let url = directory.appendingPathComponent("SPLIT.md")
        guard FileManager.default.fileExists(atPath: url.path) else {
            self.init()
            return
        }
        self.init(text: try String(contentsOf: url, encoding: .utf8))
    }

    /// The part of a page: generated pages and pages the split does not list are development.
    public func part(of page: CorpusPage) -> CorpusPart {
        guard page.isReal else { return .development }
        return parts[page.id] ?? .development
    }
}
