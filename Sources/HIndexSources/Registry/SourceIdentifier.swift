import Foundation
import HIndexCore

/// Checks and normalizes the value of each source key of a scientist.
///
/// Values have already been classified by `SourceReference(classifying:)`: saved files pass
/// through unchanged (the loader checks that they exist), identifiers are checked against
/// the source's format, and profile URLs are reduced to their identifier where the source
/// is fetched by identifier.
public enum SourceIdentifier {
    /// Why a value is not usable, as a message for a finding.
    public struct Problem: Error, Equatable, Sendable {
        /// The message.
        public var message: String

        /// Creates a problem.
        public init(message: String) { self.message = message }
    }

    // MARK: Google Scholar

    /// A Scholar user id (12 characters of `A-Z a-z 0-9 _ -`), from an id or a profile URL.
    public static func scholar(_ reference: SourceReference) -> Result<SourceReference, Problem> {
        let example = "such as kL3b0pMAAAAJ (the 12 characters after 'user=' in the profile URL)"
        switch reference {
        case .file:
            return .success(reference)
        case .url(let url):
            guard let components = URLComponents(string: url),
                components.host?.lowercased().contains("scholar.google") == true
            else {
                return .failure(
                    Problem(
                        message: "expected a Google Scholar user id \(example), "
                            + "a profile URL or a saved page, got the URL '\(url)'"))
            }
            guard let user = components.queryItems?.first(where: { $0.name == "user" })?.value
            else {
                return .failure(
                    Problem(
                        message: "the Google Scholar URL '\(url)' has no 'user=' parameter: "
                            + "use the profile URL or the user id \(example)"))
            }
            return scholarID(user, example: example)
        case .id(let id):
            let id = id.hasPrefix("user=") ? String(id.dropFirst("user=".count)) : id
            return scholarID(id, example: example)
        }
    }

    private static func scholarID(_ id: String, example: String) -> Result<SourceReference, Problem>
    {
        if isScholarID(id) { return .success(.id(id)) }
        return .failure(
            Problem(message: "malformed Google Scholar id '\(id)': expected a user id \(example)")
        )
    }

    /// Whether a string has the shape of a Scholar user id.
    public static func isScholarID(_ id: String) -> Bool {
        id.unicodeScalars.count == 12
            && id.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (CharacterSet.alphanumerics.contains(scalar) || scalar == "_"
                        || scalar == "-")
            }
    }

    // MARK: ORCID

    /// An ORCID iD `0000-0000-0000-000X` with a valid check digit, from an iD or an
    /// `orcid.org` URL.
    public static func orcid(_ reference: SourceReference) -> Result<SourceReference, Problem> {
        switch reference {
        case .file:
            return .success(reference)
        case .url(let url):
            guard let components = URLComponents(string: url),
                components.host?.lowercased().hasSuffix("orcid.org") == true
            else {
                return .failure(
                    Problem(
                        message: "expected an ORCID iD such as 0000-0002-1825-0097, an "
                            + "orcid.org URL or a saved response, got the URL '\(url)'"))
            }
            let id = components.path.split(separator: "/").last.map(String.init) ?? ""
            return orcidID(id)
        case .id(let id):
            var id = id
            if id.lowercased().hasPrefix("orcid.org/") { id = String(id.dropFirst(10)) }
            return orcidID(id)
        }
    }

    private static func orcidID(_ raw: String) -> Result<SourceReference, Problem> {
        let id = raw.uppercased()
        switch checkORCID(id) {
        case .valid:
            return .success(.id(id))
        case .malformed:
            return .failure(
                Problem(
                    message: "malformed ORCID iD '\(raw)': expected four groups of four "
                        + "digits such as 0000-0002-1825-0097 (the last may be X)"))
        case .wrongCheckDigit(let expected):
            return .failure(
                Problem(
                    message: "ORCID iD '\(raw)' has a wrong check digit (a valid iD with "
                        + "these digits would end in \(expected)): check for a typo"))
        }
    }

    /// The result of checking an ORCID iD.
    public enum ORCIDCheck: Equatable, Sendable {
        /// Well-formed with a correct check digit.
        case valid
        /// Not of the form `0000-0000-0000-000X`.
        case malformed
        /// Well-formed, but the ISO 7064 mod 11-2 check digit should be this one.
        case wrongCheckDigit(Character)
    }

    /// Checks the form and the ISO 7064 mod 11-2 check digit of an ORCID iD.
    public static func checkORCID(_ id: String) -> ORCIDCheck {
        let groups = id.split(separator: "-", omittingEmptySubsequences: false)
        guard groups.count == 4, groups.allSatisfy({ $0.count == 4 }) else { return .malformed }
        let characters = Array(groups.joined())
        let digits = characters.dropLast().compactMap { $0.wholeNumberValue }
        guard digits.count == 15, characters[0...14].allSatisfy(\.isASCII),
            let last = characters.last, last == "X" || (last.isASCII && last.isNumber)
        else { return .malformed }
        var total = 0
        for digit in digits { total = (total + digit) * 2 }
        let result = (12 - total % 11) % 11
        let expected: Character = result == 10 ? "X" : Character(String(result))
        return last == expected ? .valid : .wrongCheckDigit(expected)
    }

    // MARK: OpenAlex

    /// An OpenAlex author id (`A` and digits) or an ORCID iD, from an id or a URL.
    public static func openAlex(_ reference: SourceReference) -> Result<SourceReference, Problem> {
        let expected =
            "expected an OpenAlex author id such as A5012345678 (or the author's ORCID iD)"
        switch reference {
        case .file:
            return .success(reference)
        case .url(let url):
            guard let components = URLComponents(string: url), let host = components.host
            else {
                return .failure(Problem(message: "\(expected), got the URL '\(url)'"))
            }
            if host.lowercased().hasSuffix("orcid.org") { return orcid(reference) }
            let last = components.path.split(separator: "/").last.map(String.init) ?? ""
            guard host.lowercased().hasSuffix("openalex.org"), isOpenAlexID(last) else {
                return .failure(Problem(message: "\(expected), got the URL '\(url)'"))
            }
            return .success(.id(last.uppercased()))
        case .id(let id):
            if isOpenAlexID(id) { return .success(.id(id.uppercased())) }
            if id.contains("-"), id.first?.isNumber == true { return orcid(reference) }
            return .failure(Problem(message: "malformed OpenAlex id '\(id)': \(expected)"))
        }
    }

    /// Whether a string is `A` (or `a`) followed by digits.
    public static func isOpenAlexID(_ id: String) -> Bool {
        guard let first = id.first, first == "A" || first == "a" else { return false }
        let digits = id.dropFirst()
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    // MARK: Semantic Scholar

    /// A Semantic Scholar author id (digits), from an id or an author-page URL.
    public static func semanticScholar(_ reference: SourceReference) -> Result<
        SourceReference, Problem
    > {
        let expected = "expected a Semantic Scholar author id such as 1741101"
        switch reference {
        case .file:
            return .success(reference)
        case .url(let url):
            let last =
                URLComponents(string: url)?.path.split(separator: "/").last.map(String.init) ?? ""
            guard url.lowercased().contains("semanticscholar.org"), isDigits(last) else {
                return .failure(Problem(message: "\(expected), got the URL '\(url)'"))
            }
            return .success(.id(last))
        case .id(let id):
            if isDigits(id) { return .success(reference) }
            return .failure(
                Problem(message: "malformed Semantic Scholar id '\(id)': \(expected)"))
        }
    }

    private static func isDigits(_ value: String) -> Bool {
        !value.isEmpty && value.allSatisfy { $0.isASCII && $0.isNumber }
    }

    // MARK: DBLP

    /// A DBLP person id (`k/RichardMKarp`, `12/3456-1`), from a pid or a `dblp.org/pid/` URL.
    public static func dblp(_ reference: SourceReference) -> Result<SourceReference, Problem> {
        let expected =
            "expected a DBLP person id such as k/RichardMKarp (the part after "
            + "https://dblp.org/pid/ in the profile URL)"
        switch reference {
        case .file:
            return .success(reference)
        case .url(let url):
            guard let components = URLComponents(string: url),
                components.host?.lowercased().contains("dblp") == true,
                let range = components.path.range(of: "/pid/")
            else {
                return .failure(Problem(message: "\(expected), got the URL '\(url)'"))
            }
            var pid = String(components.path[range.upperBound...])
            for suffix in [".html", ".xml", ".bib"] where pid.hasSuffix(suffix) {
                pid.removeLast(suffix.count)
            }
            guard isDBLPPid(pid) else {
                return .failure(Problem(message: "\(expected), got the URL '\(url)'"))
            }
            return .success(.id(pid))
        case .id(let id):
            if isDBLPPid(id) { return .success(reference) }
            return .failure(Problem(message: "malformed DBLP id '\(id)': \(expected)"))
        }
    }

    /// Whether a string is a DBLP person id by DBLP's grammar: digits, `/`, digits and an
    /// optional `-` and digits (`123/4567`, `01/1-1`), or a lowercase letter, `/` and a name
    /// of letters, digits, `_`, `=` and `-` (`k/RichardMKarp`). Nothing else becomes part of
    /// a request path: no `.`, `..`, `%`, `?`, `#` or further `/`.
    public static func isDBLPPid(_ pid: String) -> Bool {
        let parts = pid.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return false }
        let (head, tail) = (parts[0], parts[1])
        func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }
        if !head.isEmpty, head.allSatisfy(isDigit) {
            let pieces = tail.split(separator: "-", omittingEmptySubsequences: false)
            return (1...2).contains(pieces.count)
                && pieces.allSatisfy { !$0.isEmpty && $0.allSatisfy(isDigit) }
        }
        guard head.count == 1, let letter = head.first, letter.isASCII, letter.isLowercase,
            let first = tail.first, first.isASCII, first.isLetter
        else { return false }
        return tail.allSatisfy { character in
            character.isASCII
                && (character.isLetter || character.isNumber || "_=-".contains(character))
        }
    }

    // MARK: Google Scholar author search

    /// The longest author name searched for, in characters.
    public static let maximumSearchNameLength = 120

    /// An author name to search Google Scholar for: letters (any script) with spaces, digits,
    /// `.`, `-`, `'`, `’`, `,` and `"`, at most ``maximumSearchNameLength`` characters. A
    /// path (`snapshots/x.html`), a URL or a query fragment (`a&b=c`) is not a name.
    public static func scholarSearch(_ reference: SourceReference) -> Result<
        SourceReference, Problem
    > {
        let expected =
            "expected the author's name as Google Scholar writes it, such as Richard Karp"
        switch reference {
        case .file(let path):
            return .failure(
                Problem(
                    message: "\(expected), got the file name '\(path)': an author search has "
                        + "no saved form (for a saved profile page use 'scholar:')"))
        case .url(let url):
            return .failure(
                Problem(
                    message: "\(expected), got the URL '\(url)' (for a profile use 'scholar:')"))
        case .id(let name):
            let allowed: Set<Character> = [" ", ".", "-", "'", "\u{2019}", ",", "\""]
            let invalid = name.first { character in
                !(character.isLetter || (character.isASCII && character.isNumber)
                    || allowed.contains(character))
            }
            if let invalid {
                return .failure(
                    Problem(
                        message: "\(expected), got '\(name)': \(describe(invalid)) is not part "
                            + "of a name"))
            }
            guard name.contains(where: \.isLetter) else {
                return .failure(Problem(message: "\(expected), got '\(name)' (no letters)"))
            }
            guard name.count <= maximumSearchNameLength else {
                return .failure(
                    Problem(
                        message: "\(expected), got a value of \(name.count) characters (at most "
                            + "\(maximumSearchNameLength))"))
            }
            return .success(reference)
        }
    }

    /// A character for a message: `'/'`, or its code point when it is invisible (`U+202E`).
    private static func describe(_ character: Character) -> String {
        let visible = character.unicodeScalars.allSatisfy { scalar in
            !scalar.properties.isWhitespace && scalar.properties.generalCategory != .control
                && scalar.properties.generalCategory != .format
        }
        if visible { return "'\(character)'" }
        return character.unicodeScalars.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined(separator: " ")
    }

    // MARK: Homepage

    /// An `http(s)` URL or a saved page.
    public static func homepage(_ reference: SourceReference) -> Result<SourceReference, Problem> {
        switch reference {
        case .file:
            return .success(reference)
        case .url(let url):
            guard let components = URLComponents(string: url), components.host?.isEmpty == false
            else {
                return .failure(Problem(message: "malformed URL '\(url)'"))
            }
            return .success(reference)
        case .id(let value):
            var message =
                "expected an http(s) URL or a saved page under the content folder "
                + "(a .html file), got '\(value)'"
            if value.contains("."), !value.contains(where: \.isWhitespace) {
                message += "; did you mean 'https://\(value)'?"
            }
            return .failure(Problem(message: message))
        }
    }
}
