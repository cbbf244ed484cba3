import Foundation
import HIndexCore

extension SourceIdentifier {
    /// A Scopus author identifier (`7006615561`), from the identifier or a Scopus author
    /// page's address (`https://www.scopus.com/authid/detail.uri?authorId=7006615561`).
    public static func scopus(_ reference: SourceReference) -> Result<SourceReference, Problem> {
        let expected =
            "expected a Scopus author identifier such as 7006615561 (the number in the "
            + "address of the author's Scopus page, authorId=…)"
        switch reference {
        case .file:
            return .success(reference)
        case .url(let url):
            let components = URLComponents(string: url)
            let host = components?.host?.lowercased() ?? ""
            guard host == "scopus.com" || host.hasSuffix(".scopus.com") else {
                return .failure(
                    Problem(message: "\(expected), got the URL '\(url)' (not a scopus.com address)")
                )
            }
            guard
                let id = components?.queryItems?.first(where: {
                    $0.name.lowercased() == "authorid"
                })?.value, isScopusAuthorID(id)
            else {
                return .failure(
                    Problem(
                        message: "\(expected), got the URL '\(url)' (no authorId=<number> in it)"))
            }
            return .success(.id(id))
        case .id(let id):
            if isScopusAuthorID(id) { return .success(reference) }
            return .failure(
                Problem(message: "malformed Scopus author identifier '\(id)': \(expected)"))
        }
    }

    /// Whether a string has the shape of a Scopus author identifier: 5 to 15 ASCII digits (the
    /// ones Scopus gives today have 10 or 11). Nothing else reaches the query `AU-ID(…)`.
    public static func isScopusAuthorID(_ id: String) -> Bool {
        (5...15).contains(id.utf8.count) && id.utf8.allSatisfy { (0x30...0x39).contains($0) }
    }
}
