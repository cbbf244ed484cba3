import Foundation
import Testing

/// The map of the house stays true: every file, folder and type that `docs/ARCHITECTURE.md`
/// and `docs/ADDING_A_SOURCE.md` name in backticks exists, every member they name
/// (`Pipeline.steps`) is declared, and the architecture page stays short enough to read.
@Suite struct ArchitectureDocTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every Swift file of the package's modules and tests, as text.
    static let sources: [String] = {
        var texts: [String] = []
        for folder in ["Sources", "Templates", "Tests"] {
            let base = root.appendingPathComponent(folder)
            guard
                let walker = FileManager.default.enumerator(
                    at: base, includingPropertiesForKeys: nil)
            else { continue }
            for case let url as URL in walker where url.pathExtension == "swift" {
                if let text = try? String(contentsOf: url, encoding: .utf8) { texts.append(text) }
            }
        }
        return texts
    }()

    /// The types the modules and tests declare.
    static let declaredTypes: Set<String> = {
        let pattern = /(?:struct|enum|class|actor|protocol|typealias)\s+([A-Z][A-Za-z0-9]*)/
        var names: Set<String> = []
        for text in sources {
            for match in text.matches(of: pattern) { names.insert(String(match.output.1)) }
        }
        return names
    }()

    /// The backticked names of a document.
    static func names(in document: String) throws -> [String] {
        let text = try String(
            contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        return text.matches(of: /`([^`\n]+)`/).map { String($0.output.1) }
    }

    /// The package's targets (`HIndexCore`…), by their `name:` in Package.swift.
    static let targets: Set<String> = {
        let manifest =
            (try? String(
                contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        return Set(manifest.matches(of: /name: "([A-Za-z-]+)"/).map { String($0.output.1) })
    }()

    /// The names of every file of the package's modules, tests and documentation.
    static let fileNames: Set<String> = {
        var names: Set<String> = []
        for folder in ["Sources", "Templates", "Tests", "docs"] {
            guard
                let walker = FileManager.default.enumerator(
                    at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            else { continue }
            for case let url as URL in walker { names.insert(url.lastPathComponent) }
        }
        return names
    }()

    @Test(arguments: ["docs/ARCHITECTURE.md", "docs/ADDING_A_SOURCE.md"])
    func everyNamedFileAndTypeExists(document: String) throws {
        var checked = 0
        for name in try Self.names(in: document) {
            let atRoot = FileManager.default.fileExists(
                atPath: Self.root.appendingPathComponent(name).path)
            if Self.targets.contains(name) || atRoot {
                checked += 1
                continue
            }
            if name.hasSuffix(".swift") || name.hasSuffix(".md"), !name.contains("/") {
                #expect(Self.fileNames.contains(name), "\(document) names \(name), no such file")
                checked += 1
                continue
            }
            if name.hasPrefix("Sources/") || name.hasPrefix("Templates/")
                || name.hasPrefix("Tests/") || name.hasPrefix("docs/") || name.hasPrefix("bench/")
            {
                // A command (`bench/run site`) names its program.
                let program = name.split(separator: " ").first.map(String.init) ?? name
                let path = program.hasSuffix("/") ? String(program.dropLast()) : program
                #expect(
                    FileManager.default.fileExists(
                        atPath: Self.root.appendingPathComponent(path).path),
                    "\(document) names \(name), which does not exist")
                checked += 1
                continue
            }
            // `Type`, `Type.member`, `Type.member(_:)`: a declared type, and a member that
            // some declaration in the modules names.
            guard
                let match = name.wholeMatch(
                    of: /([A-Z][A-Za-z0-9]+)(?:\.([a-z][A-Za-z0-9]*))?(?:\(.*\))?/)
            else { continue }
            let type = String(match.output.1)
            let declaredType = Self.declaredTypes.contains(type)
            #expect(declaredType, "\(document) names type \(type), undeclared")
            if let member = match.output.2 {
                let declared = Self.sources.contains {
                    $0.contains("func \(member)") || $0.contains("var \(member)")
                        || $0.contains("let \(member)") || $0.contains("case \(member)")
                }
                #expect(declared, "\(document) names \(name); no declaration of \(member)")
            }
            checked += 1
        }
        #expect(checked >= 10, "\(document) names too few files and types to be a map")
    }

    @Test func theArchitecturePageIsShort() throws {
        let text = try String(
            contentsOf: Self.root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count <= 150)
    }
}
