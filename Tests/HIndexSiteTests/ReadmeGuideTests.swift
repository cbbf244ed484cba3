import Foundation
import Testing

/// The README is a user guide (issue 29): short, its links lead to pages and headings that
/// exist, the scripts it tells a new user to run exist and are executable, and CI runs the
/// test command it documents.
@Suite struct ReadmeGuideTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// A heading's anchor as GitHub writes it: lower case, spaces to hyphens, punctuation out.
    static func anchor(_ heading: String) -> String {
        String(
            heading.lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                if character.isLetter || character.isNumber || character == "-"
                    || character == "_"
                {
                    return character
                }
                return nil
            })
    }

    @Test func theGuideIsShort() throws {
        let lines = try Self.read("README.md").split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 250, "README.md has \(lines.count) lines")
    }

    @Test(arguments: [
        "README.md", "docs/commands.md", "docs/content-format.md",
        "docs/development.md", "docs/languages.md", "docs/metrics.md", "docs/output.md",
        "docs/publishing.md", "docs/sources.md",
    ])
    func linksLeadSomewhere(page: String) throws {
        let text = try Self.read(page)
        let folder = (page as NSString).deletingLastPathComponent
        for match in text.matches(of: /\]\(([^)\s]+)\)/) {
            let target = String(match.output.1)
            if target.hasPrefix("http://") || target.hasPrefix("https://") { continue }
            let (file, fragment) = {
                let parts = target.split(
                    separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                return (String(parts[0]), parts.count > 1 ? String(parts[1]) : nil)
            }()
            let path = file.isEmpty ? page : (folder as NSString).appendingPathComponent(file)
            let resolved = Self.root.appendingPathComponent(path).standardizedFileURL
            #expect(
                FileManager.default.fileExists(atPath: resolved.path),
                "\(page) links to \(target), which does not exist")
            guard let fragment, resolved.pathExtension == "md",
                let linked = try? String(contentsOf: resolved, encoding: .utf8)
            else { continue }
            let anchors = linked.split(separator: "\n").filter { $0.hasPrefix("#") }.map {
                Self.anchor($0.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces))
            }
            #expect(
                anchors.contains(fragment), "\(page) links to \(target): no such heading")
        }
    }

    @Test func theTwoCommandsOfTheQuickStartExistAndCIRunsTheTestOne() throws {
        let readme = try Self.read("README.md")
        for script in ["scripts/build-demo", "scripts/test", "scripts/install"] {
            #expect(readme.contains("\n\(script)"), "the README does not show \(script)")
            #expect(
                FileManager.default.isExecutableFile(
                    atPath: Self.root.appendingPathComponent(script).path), "\(script)")
        }
        #expect(try Self.read(".ci/run").contains("bash scripts/test"))
    }
}
