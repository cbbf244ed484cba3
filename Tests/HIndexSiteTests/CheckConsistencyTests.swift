import Foundation
import HIndexTestSupport
import Testing

@testable import HIndexSite

/// `check` finds what the build would do wrong across files (issue 29, point 7): a department
/// typo that would make a second department, one citation source on two scientists, a
/// `base_url` that is a host without its scheme.
@Suite struct CheckConsistencyTests {
    static func findings(_ files: [String: String]) throws -> [String] {
        let folder = try TemporaryFolder()
        for (path, text) in files { try folder.write("content/" + path, text) }
        return ContentLoader.load(
            from: folder.url.appendingPathComponent("content"), currentYear: 2026
        ).findings.map(\.description)
    }

    @Test func aDepartmentTypoIsNamedWithTheClosestDepartment() throws {
        let findings = try Self.findings([
            "site.md": "---\ntitle: T\n---\n",
            "departments/cs.md": "---\nname: Computer Science\n---\n",
            "departments/physics.md": "---\nname: Physics\n---\n",
            "scientists/a.md":
                "---\nname: A\ndepartment: Computer Sciences\nscholar: AAAAAAAAAAAA\n---\n",
            "scientists/b.md": "---\nname: B\ndepartment: cs\nscholar: BBBBBBBBBBBB\n---\n",
            "scientists/c.md": "---\nname: C\ndepartment: physics\nscholar: CCCCCCCCCCCC\n---\n",
        ])
        #expect(
            findings.contains {
                $0.hasPrefix(
                    "scientists/a.md: department: warning: 'Computer Sciences' is not a department")
                    && $0.hasSuffix("did you mean 'Computer Science'?")
            }, "\(findings)")
        // By slug or by name, in any case: no warning.
        #expect(
            !findings.contains {
                $0.hasPrefix("scientists/b.md") || $0.hasPrefix("scientists/c.md")
            })
    }

    @Test func withoutDepartmentFilesAnyDepartmentIsFine() throws {
        let findings = try Self.findings([
            "site.md": "---\ntitle: T\n---\n",
            "scientists/a.md": "---\nname: A\ndepartment: Anything\nscholar: AAAAAAAAAAAA\n---\n",
        ])
        #expect(!findings.contains { $0.contains("department") }, "\(findings)")
    }

    @Test func oneCitationSourceOnTwoScientists() throws {
        let findings = try Self.findings([
            "site.md": "---\ntitle: T\n---\n",
            "snapshots/x.html": "<html></html>",
            "scientists/a.md": "---\nname: A\nscholar: snapshots/x.html\n---\n",
            "scientists/b.md": "---\nname: B\nscholar: snapshots/x.html\n---\n",
            "scientists/c.md": "---\nname: C\nopenalex: A5012345678\n---\n",
            "scientists/d.md": "---\nname: D\nopenalex: A5012345678\n---\n",
        ])
        #expect(
            findings.contains {
                $0 == "scientists/b.md: scholar: warning: 'snapshots/x.html' is also the scholar "
                    + "of scientists/a.md: the two scientists would show the same papers"
            }, "\(findings)")
        #expect(
            findings.contains { $0.hasPrefix("scientists/d.md: openalex: warning: 'A5012345678'") })
        #expect(
            !findings.contains {
                $0.hasPrefix("scientists/a.md") || $0.hasPrefix("scientists/c.md")
            })
    }

    @Test(arguments: ["example.org/dept", "www.uni-x.de/metrics/"])
    func aHostWithoutSchemeIsAnError(_ value: String) throws {
        let findings = try Self.findings([
            "site.md": "---\ntitle: T\nbase_url: \(value)\n---\n",
            "scientists/a.md": "---\nname: A\nscholar: AAAAAAAAAAAA\n---\n",
        ])
        #expect(
            findings.contains {
                $0.hasPrefix(
                    "site.md:3: base_url: '\(value)' starts with a host name but no scheme")
            }, "\(findings)")
    }

    @Test(arguments: ["/research/metrics/", "research/metrics", "https://example.org/dept/", "/"])
    func pathsAndURLsStayFine(_ value: String) throws {
        let findings = try Self.findings([
            "site.md": "---\ntitle: T\nbase_url: \(value)\n---\n",
            "scientists/a.md": "---\nname: A\nscholar: AAAAAAAAAAAA\n---\n",
        ])
        #expect(!findings.contains { $0.contains("base_url") }, "\(findings)")
    }
}
