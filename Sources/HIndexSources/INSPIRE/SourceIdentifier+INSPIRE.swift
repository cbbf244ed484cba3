import Foundation
import HIndexCore

extension SourceIdentifier {
    /// The longest INSPIRE author identifier accepted, in characters.
    public static let maximumINSPIREIdentifierLength = 100

    /// An INSPIRE author identifier (BAI, `E.Witten.1`), from the identifier or an
    /// `inspirehep.net` search URL whose query is `a <BAI>`
    /// (`https://inspirehep.net/literature?q=a%20E.Witten.1`, `…?q=a+E.Witten.1`).
    public static func inspire(_ reference: SourceReference) -> Result<SourceReference, Problem> {
        let expected =
            "expected an INSPIRE author identifier (BAI) such as E.Witten.1 (shown on the "
            + "author's INSPIRE profile)"
        switch reference {
        case .file:
            return .success(reference)
        case .url(let url):
            let components = URLComponents(string: url)
            let host = components?.host?.lowercased() ?? ""
            guard host == "inspirehep.net" || host.hasSuffix(".inspirehep.net") else {
                return .failure(
                    Problem(
                        message: "\(expected), got the URL '\(url)' (not an inspirehep.net address)"
                    ))
            }
            guard let query = components?.queryItems?.first(where: { $0.name == "q" })?.value
            else {
                return .failure(
                    Problem(
                        message: "\(expected), got the URL '\(url)' (an author page's address "
                            + "holds a record number, not the BAI)"))
            }
            let words = query.split(whereSeparator: { $0 == " " || $0 == "+" })
            guard words.count == 2, ["a", "author"].contains(words[0].lowercased()),
                isINSPIREAuthorID(String(words[1]))
            else {
                return .failure(
                    Problem(
                        message: "\(expected), got the URL '\(url)' (its search is not 'a <BAI>')"))
            }
            return .success(.id(String(words[1])))
        case .id(let id):
            if isINSPIREAuthorID(id) { return .success(reference) }
            return .failure(
                Problem(message: "malformed INSPIRE author identifier '\(id)': \(expected)"))
        }
    }

    /// Whether a string has the shape of an INSPIRE BAI: two or more name parts (ASCII letters
    /// and inner `-`, each starting with a letter) and a number of one to four digits, joined
    /// by `.` (`E.Witten.1`, `Ann-Cecilie.Larsen.1`, `N.Demirci.Saygi.2`), at most
    /// ``maximumINSPIREIdentifierLength`` characters. Nothing else reaches a query: no space,
    /// `:`, quote or wildcard.
    public static func isINSPIREAuthorID(_ id: String) -> Bool {
        guard id.count <= maximumINSPIREIdentifierLength else { return false }
        let parts = id.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, let number = parts.last, (1...4).contains(number.count),
            number.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return false }
        return parts.dropLast().allSatisfy { part in
            guard let first = part.first, first.isASCII, first.isLetter, part.last != "-" else {
                return false
            }
            return part.allSatisfy { $0.isASCII && ($0.isLetter || $0 == "-") }
        }
    }

    /// The family-name part of a BAI (`Witten` of `E.Witten.1`), `nil` for anything else.
    static func inspireFamilyName(_ id: String) -> String? {
        guard isINSPIREAuthorID(id) else { return nil }
        let parts = id.split(separator: ".")
        return String(parts[parts.count - 2])
    }
}
