import ExtractionCorpus
import Foundation

/// The site benchmark's synthetic university (`bench/run site`): N scientists with P
/// publications each in 10 departments, every one with a saved Google Scholar profile page in
/// the real page's structure and 30% with a saved homepage publication list, written both as
/// hindex-site content and as the equivalent Hugo site. The same options give the same bytes.
public struct SiteCorpus: Sendable {
    /// The number of scientists (N).
    public var scientistCount: Int
    /// The number of publications per scientist (P: Scholar rows, homepage entries).
    public var publicationCount: Int
    /// The seed of everything made up.
    public var seed: UInt64

    /// The departments (10).
    public static let departments = SyntheticVocabulary.departments
    /// The last year of the citation histograms (the "current" year of the saved pages).
    public static let currentYear = 2025

    /// A corpus of `scientists` × `publications` made from `seed`.
    public init(scientists: Int, publications: Int, seed: UInt64) {
        scientistCount = scientists
        publicationCount = publications
        self.seed = seed
    }

    /// The scientists at positions `range` of the corpus's endless sequence (the first
    /// ``scientistCount`` are the site; later ones are spares to add in a rebuild).
    public func scientists(_ range: Range<Int>) -> [SyntheticScientist] {
        var names: Set<String> = []
        var result: [SyntheticScientist] = []
        for index in 0..<range.upperBound {
            let scientist = Self.scientist(
                index: index, publications: publicationCount, seed: seed, takenNames: &names)
            if range.contains(index) { result.append(scientist) }
        }
        return result
    }

    /// The site's scientists.
    public var scientists: [SyntheticScientist] { scientists(0..<scientistCount) }

    /// A department's file name without `.md` (`Computer Science` → `computer-science`).
    public static func slug(_ text: String) -> String {
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        var slug = ""
        for scalar in folded.lowercased().unicodeScalars {
            if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, slug.last != "-" {
                slug += "-"
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug
    }

    /// The h-index of `counts`: the largest h with h counts ≥ h.
    public static func hIndex(_ counts: [Int]) -> Int {
        let sorted = counts.sorted(by: >)
        var h = 0
        while h < sorted.count, sorted[h] >= h + 1 { h += 1 }
        return h
    }

    // MARK: - Making scientists up

    static func scientist(
        index: Int, publications: Int, seed: UInt64, takenNames: inout Set<String>
    ) -> SyntheticScientist {
        var random = SeededGenerator(seed: seed &* 1_000_003 &+ UInt64(index))
        let words = SyntheticVocabulary.self
        var name = ""
        repeat {
            let given = words.givenNames.randomElement(using: &random) ?? "Ada"
            let family = words.familyNames.randomElement(using: &random) ?? "Smith"
            name = "\(given) \(family)"
            if takenNames.contains(name) {
                let initial = "ABCDEFGHJKLMNPRSTW".randomElement(using: &random) ?? "A"
                name = "\(given) \(initial). \(family)"
            }
        } while takenNames.contains(name)
        takenNames.insert(name)
        var slug = slug(name)
        if slug.isEmpty { slug = "scientist-\(index)" }
        let department = departments[index % departments.count]
        let user =
            String(
                (0..<8).map { _ in
                    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
                        .randomElement(using: &random) ?? "A"
                }) + "AAAJ"
        var scientist = SyntheticScientist(
            slug: slug, name: name, department: department, scholarUser: user, publications: [],
            hasHomepage: [0, 3, 6].contains(index % 10),
            bio: "\(name) works on \(words.subjects.randomElement(using: &random) ?? "") and "
                + "\(words.subjects.randomElement(using: &random) ?? "") in the department of "
                + "\(department).")
        scientist.publications = Self.publications(
            count: publications, author: scientist.scholarName, using: &random)
        return scientist
    }

    /// `count` publications, most cited first: citations fall off with rank like a power law
    /// (scale 12…1800, exponent 0.7…1.4, ±20% noise), so h-indexes range from a few to ~40
    /// at 100 publications and the tail is zeros.
    static func publications(
        count: Int, author: String, using random: inout SeededGenerator
    ) -> [SyntheticPublication] {
        let words = SyntheticVocabulary.self
        let scale = exp(Double.random(in: 2.5...7.5, using: &random))
        let exponent = Double.random(in: 0.7...1.4, using: &random)
        var citations = (0..<count).map { rank in
            Int(
                scale / pow(Double(rank + 1), exponent)
                    * Double.random(in: 0.8...1.2, using: &random))
        }
        citations.sort(by: >)
        var titles: Set<String> = []
        var topics: Set<String> = []
        var result: [SyntheticPublication] = []
        for rank in 0..<count {
            var title = ""
            var attempts = 0
            repeat {
                let subject = words.subjects.randomElement(using: &random) ?? ""
                let method = words.methods.randomElement(using: &random) ?? ""
                title = Self.title(subject: subject, method: method, using: &random)
                attempts += 1
                // One title per subject and method, so no two titles are near copies (while
                // there are pairs left).
                if attempts < 50, topics.contains(subject + method) { continue }
                topics.insert(subject + method)
            } while titles.contains(title)
            titles.insert(title)
            var authors = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                let given = words.givenNames.randomElement(using: &random) ?? "A"
                let family = words.familyNames.randomElement(using: &random) ?? "Smith"
                return "\(given.prefix(1)) \(family)"
            }
            authors.insert(author, at: Int.random(in: 0...authors.count, using: &random))
            let venue = words.journals.randomElement(using: &random) ?? ""
            let year = Int.random(in: 1998...currentYear, using: &random)
            result.append(
                SyntheticPublication(
                    title: title, authors: authors.joined(separator: ", "),
                    venue: venue == "arXiv preprint"
                        ? "arXiv preprint arXiv:\(year % 100 + 1000 * (rank % 9 + 1)).\(10_000 + rank)"
                        : "\(venue) \(rank % 40 + 1) (\(rank % 12 + 1)), \(100 + rank * 7)",
                    year: year, citations: citations[rank]))
        }
        return result
    }

    static func title(subject: String, method: String, using random: inout SeededGenerator)
        -> String
    {
        let words = SyntheticVocabulary.self
        let adjective = words.adjectives.randomElement(using: &random) ?? ""
        let other = words.subjects.randomElement(using: &random) ?? ""
        var text = words.forms.randomElement(using: &random) ?? "{Subject}"
        let fills: [(String, String)] = [
            ("{Adj}", adjective.capitalizedFirst), ("{adj}", adjective),
            ("{Subject}", subject.capitalizedFirst), ("{subject}", subject),
            ("{subject2}", other), ("{Method}", method.capitalizedFirst), ("{method}", method),
            ("{setting}", words.settings.randomElement(using: &random) ?? ""),
            ("{n}", String(Int.random(in: 3...400, using: &random))),
            ("{N}", String(Int.random(in: 5...60, using: &random))),
        ]
        for (key, value) in fills {
            text = text.replacingOccurrences(of: key, with: value)
        }
        return text
    }
}

extension String {
    /// The string with its first character upper-cased.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }

    /// The string escaped for HTML text and attribute values.
    var htmlEscaped: String {
        var result = ""
        result.reserveCapacity(count)
        for character in self {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
