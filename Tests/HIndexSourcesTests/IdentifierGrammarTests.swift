import HIndexCore
import Testing

@testable import HIndexSources

/// Identifiers are checked by their own grammar before they become a request path or query.
@Suite struct IdentifierGrammarTests {
    /// The forms in the demo content, the tests and DBLP itself.
    @Test(arguments: ["k/RichardMKarp", "123/4567", "01/1-1", "1/2", "b/Berti=Eacute=quille"])
    func dblpPidsAccepted(_ pid: String) {
        #expect(SourceIdentifier.isDBLPPid(pid))
        #expect(SourceIdentifier.dblp(.id(pid)) == .success(.id(pid)))
    }

    @Test(arguments: [
        "../../etc/passwd", "k/..", "./x", "123/4567/x", "12/34-", "12/-1", "K/Karp", "kk/Karp",
        "k/Karp.xml", "k/Karp?x=1", "k/Karp%2F..", "k/Ka rp", "123/45a", "/123", "k/1Karp",
    ])
    func dblpPathsRejected(_ pid: String) {
        #expect(!SourceIdentifier.isDBLPPid(pid))
        guard case .failure(let problem) = SourceIdentifier.dblp(.id(pid)) else {
            Issue.record("'\(pid)' was accepted as a DBLP pid")
            return
        }
        #expect(problem.message.hasPrefix("malformed DBLP id '\(pid)'"))
    }

    @Test func dblpURLWithTraversalIsRejected() {
        let url = "https://dblp.org/pid/../../etc/passwd.xml"
        guard case .failure = SourceIdentifier.dblp(.url(url)) else {
            Issue.record("\(url) was accepted")
            return
        }
        #expect(
            SourceIdentifier.dblp(.url("https://dblp.org/pid/123/4567.html"))
                == .success(.id("123/4567")))
    }

    @Test(arguments: [
        "Richard Karp", "Jean-Paul O’Brien, Jr.", "M. O. Rabin", "\"Yi Ren\"", "Jörg Müller",
        "王伟", "José María García-López",
    ])
    func searchNamesAccepted(_ name: String) {
        #expect(
            SourceIdentifier.scholarSearch(SourceReference(classifying: name))
                == .success(.id(name)))
        #expect(
            CitationSourceDescriptor.scholarSearch.check(SourceReference(classifying: name))
                == .success(.id(name)))
    }

    @Test(arguments: [
        ("snapshots/x.html", "got the file name 'snapshots/x.html'"),
        ("a/b", "'/' is not part of a name"),
        ("Karp&hl=de", "'&' is not part of a name"),
        ("Karp?x", "'?' is not part of a name"),
        ("https://scholar.google.com/citations?user=x", "got the URL"),
        ("Ka\u{202E}rp", "U+202E is not part of a name"),
        ("1234", "(no letters)"),
    ])
    func searchValuesRejected(_ value: String, message: String) {
        guard
            case .failure(let problem) = SourceIdentifier.scholarSearch(
                SourceReference(classifying: value))
        else {
            Issue.record("'\(value)' was accepted as an author name")
            return
        }
        #expect(problem.message.contains(message), "\(problem.message)")
    }
}
