/// One author's name as an author line writes it, reduced to what tells two people apart:
/// the folded surname, the initials of the given names and the first given name when it is
/// written out.
///
/// Reads the forms the sources use: "J Smith" and "JB Smith" (Google Scholar), "John B.
/// Smith" (OpenAlex, homepages), "Smith, John B." (BibTeX, with " and " between names),
/// "Smith JB" (PubMed, Vancouver).
public struct AuthorName: Sendable, Hashable, Codable {
    /// The name as written (trimmed), for messages.
    public var written: String
    /// The surname, folded like titles (`TitleNormalizer`): "muller" for "Müller".
    public var surname: String
    /// The initials of the given names, lowercase, in order ("jb" for "John B.").
    public var initials: String
    /// The first given name when it is written out (two letters or more), folded.
    public var givenName: String?

    /// The key that groups one person's papers: the surname and the first given name when
    /// it is written out ("oliveira luiz"), else the first initial ("smith j"). A source
    /// writes its names one way, so within a source one person has one key, while "Luiz
    /// Oliveira" and "Leonardo Oliveira" — common surnames — stay two people.
    public var key: String {
        if let givenName { return surname + " " + givenName }
        return initials.isEmpty ? surname : surname + " " + String(initials.prefix(1))
    }

    /// Creates a name from its parts.
    public init(written: String, surname: String, initials: String, givenName: String?) {
        self.written = written
        self.surname = surname
        self.initials = initials
        self.givenName = givenName
    }

    /// Whether the two names can be one person: same surname, and nothing in the given names
    /// tells them apart (a first initial, a written-out first name that is not a shortening of
    /// the other, or a middle initial present in both).
    public func isCompatible(with other: AuthorName) -> Bool {
        conflict(with: other) == nil && surname == other.surname
    }

    /// When the surnames agree but the given names tell the two apart, what differs; `nil`
    /// when they may be one person or when the surnames differ.
    public func conflict(with other: AuthorName) -> String? {
        guard surname == other.surname else { return nil }
        if let a = initials.first, let b = other.initials.first, a != b { return "initial" }
        if let a = givenName, let b = other.givenName, !a.hasPrefix(b), !b.hasPrefix(a) {
            return "given name"
        }
        if initials.count >= 2, other.initials.count >= 2,
            initials.dropFirst().first != other.initials.dropFirst().first
        {
            return "middle initial"
        }
        return nil
    }

    /// The names of an author line; an abbreviation mark ("...", "et al.") is dropped.
    public static func parse(line: String) -> [AuthorName] {
        pieces(line: line).compactMap { parseOne($0) }
    }

    /// The author line split into one piece per name, each as ``parseOne(_:)`` reads it
    /// (inverted "Surname, Given" pieces turned around).
    static func pieces(line: String) -> [String] {
        let trimmed = line.trimmingWhitespace()
        guard !trimmed.isEmpty else { return [] }
        // The common line: names separated by commas only ("J Smith, A Doe, ..."), not one
        // inverted name ("Smith, J"): split at the commas, as below.
        var commas = 0
        var otherSeparator = false
        for byte in trimmed.utf8 {
            if byte == UInt8(ascii: ",") {
                commas += 1
            } else if byte == UInt8(ascii: ";") || byte == UInt8(ascii: "&") {
                otherSeparator = true
                break
            }
        }
        if !otherSeparator, commas != 1, !hasToken(trimmed, "and") {
            return trimmed.split(separator: ",").map(String.init)
        }
        // " and " and ";" always separate names; commas separate names unless the line is in
        // "Surname, Given and Surname, Given" form.
        var pieces: [String] = []
        var andSplit: [String] = []
        for part in splitOnWord(trimmed, word: "and") {
            for piece in part.split(whereSeparator: { $0 == ";" || $0 == "&" }) {
                andSplit.append(String(piece))
            }
        }
        let invertedForm =
            andSplit.count >= 2
            && andSplit.allSatisfy { piece in
                piece.split(separator: ",").count == 2
            }
        if invertedForm || (andSplit.count == 1 && isInvertedSingle(andSplit[0])) {
            pieces = andSplit.map { piece in
                let parts = piece.split(separator: ",", maxSplits: 1).map(String.init)
                return parts.count == 2 ? parts[1] + " " + parts[0] : piece
            }
        } else {
            for piece in andSplit {
                for name in piece.split(separator: ",") { pieces.append(String(name)) }
            }
        }
        return pieces
    }

    /// One name: "J Smith", "John B. Smith", "Smith JB".
    public static func parseOne(_ text: String) -> AuthorName? {
        // Marks of an abbreviated list ("et al.", "…") and footnote signs are not names.
        let words = text.split(whereSeparator: { $0 == " " || $0 == "." || $0 == "\u{A0}" })
            .filter { word in
                (word.utf8.count > 4 || !abbreviationMarks.contains(word.lowercased()))
                    && word.contains(where: \.isLetter)
            }.map(String.init)
        guard !words.isEmpty else { return nil }
        let written = text.trimmingWhitespace()
        // "Smith JB" (Vancouver): a last word of up to three capitals is the initials.
        if words.count >= 2, let last = words.last, last.count <= 3,
            last.allSatisfy({ $0.isUppercase }), words[words.count - 2].count > 1,
            !(words[0].count <= 3 && words[0].allSatisfy(\.isUppercase))
        {
            let surname = TitleNormalizer.normalize(words.dropLast().joined(separator: " "))
            guard !surname.isEmpty else { return nil }
            return AuthorName(
                written: written, surname: surname,
                initials: TitleNormalizer.normalize(last).filter { $0 != " " },
                givenName: nil)
        }
        let surnameWord = words[words.count - 1]
        let surname = TitleNormalizer.normalize(surnameWord)
        guard !surname.isEmpty else { return nil }
        var initials = ""
        var given: String?
        for word in words.dropLast() {
            let folded = TitleNormalizer.normalize(word)
            guard !folded.isEmpty, !particles.contains(folded) else { continue }
            // "JB" (Scholar) is two initials; "Jo" or "John" is a written-out name.
            if word.count <= 3, word.allSatisfy({ $0.isUppercase || $0 == "-" }) {
                initials += folded.filter { $0 != " " && $0 != "-" }
            } else {
                if given == nil, initials.isEmpty { given = folded }
                for part in folded.split(separator: " ") {
                    if let first = part.first { initials.append(first) }
                }
            }
        }
        return AuthorName(
            written: written, surname: surname, initials: initials, givenName: given)
    }

    /// Whether `line` has a space-separated token equal to `word` (ASCII, any case).
    static func hasToken(_ line: String, _ word: String) -> Bool {
        let target = Array(word.lowercased().utf8)
        var token: [UInt8] = []
        var matches = false
        for byte in line.utf8 {
            if byte == 0x20 {
                if token == target { matches = true }
                token.removeAll(keepingCapacity: true)
            } else if token.count <= target.count {
                token.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
            }
        }
        return matches || token == target
    }

    /// Words that mark an abbreviated author list, and footnote signs (lower case).
    static let abbreviationMarks: Set<String> = ["…", "et", "al", "etal", "*", "†", "‡"]

    /// Lower-case particles before a surname ("de", "dos", "van"): not given names.
    static let particles: Set<String> = [
        "de", "da", "do", "dos", "das", "del", "della", "di", "du", "van", "von", "der", "den",
        "la", "le", "y", "e",
    ]

    /// `line` split at the word `word` (case-insensitive, between spaces).
    static func splitOnWord(_ line: String, word: String) -> [String] {
        // Most lines have no such word: one pass over the bytes says so.
        if !hasToken(line, word) {
            return line.trimmingWhitespace().isEmpty ? [] : [line]
        }
        var result: [String] = []
        var current: [Substring] = []
        for token in line.split(separator: " ", omittingEmptySubsequences: true) {
            if token.lowercased() == word {
                result.append(current.joined(separator: " "))
                current = []
            } else {
                current.append(token)
            }
        }
        result.append(current.joined(separator: " "))
        return result.filter { !$0.trimmingWhitespace().isEmpty }
    }

    /// "Smith, John": one name with a comma whose second part is given names or initials.
    static func isInvertedSingle(_ piece: String) -> Bool {
        let parts = piece.split(separator: ",")
        guard parts.count == 2 else { return false }
        let first = parts[0].split(separator: " ")
        let second = parts[1].split(separator: " ")
        // "Smith, John B." or "dos Santos, Carlos"; "Jason Ernst, Michael Denko" is two names.
        let surnameOnly =
            first.count == 1 || (first.count == 2 && first[0].allSatisfy(\.isLowercase))
        return surnameOnly && !second.isEmpty && second.count <= 3
    }
}
