import Foundation
import HIndexCore
import Testing

@testable import HIndexSources

/// The registry of citation sources is the one list: every source is documented in the README
/// or the reference in docs/ (its key in the scientist file example and its `inspect` kind where it has a saved form),
/// and every network source's service, key and environment variable are unique.
@Suite struct SourceRegistryTests {
    /// The user documentation: README.md and the reference in docs/, as one text.
    static let readme: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let docs = root.appendingPathComponent("docs")
        let pages =
            ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted().map { docs.appendingPathComponent($0) }
        return ([root.appendingPathComponent("README.md")] + pages)
            .compactMap { try? String(contentsOf: $0, encoding: .utf8) }
            .joined(separator: "\n")
    }()

    @Test(arguments: CitationSources.all.map(\.key))
    func everySourceIsInTheReadme(key: String) throws {
        #expect(Self.readme.contains("\n\(key): "), "the scientist example lacks `\(key):`")
        #expect(Self.readme.contains("`\(key):`"), "the README never names `\(key):`")
        let descriptor = try #require(CitationSources.descriptor(key))
        if let network = descriptor.network {
            #expect(Self.readme.contains(network.service.environmentVariable))
            // How long a fetch stays fresh is set under the source's key, or the key it
            // follows (an author search follows `scholar`).
            let freshness = network.freshnessKey ?? key
            #expect(
                Self.readme.contains("sources.\(freshness).ttl_days")
                    || Self.readme.contains("`\(freshness)`"))
        }
        if let apiKey = descriptor.network?.apiKey {
            #expect(Self.readme.contains(apiKey.environmentVariable))
        }
    }

    @Test func servicesAndKeysAreUnique() {
        let services = SourceService.allCases
        #expect(Set(services.map(\.rawValue)).count == services.count)
        #expect(Set(services.map(\.environmentVariable)).count == services.count)
        let records = CitationSources.all.compactMap(\.network?.recordSource)
        #expect(Set(records).count == records.count)
        for descriptor in CitationSources.all {
            #expect(
                descriptor.parseSaved != nil || descriptor.identifier != nil, "\(descriptor.key)")
        }
    }

    @Test func valuesAreCheckedByTheirSource() {
        let serpapi = CitationSources.descriptor("serpapi")
        #expect((try? serpapi?.check(.id("XHeNA_8AAAAJ")).get()) == .id("XHeNA_8AAAAJ"))
        #expect(
            (try? serpapi?.check(
                .url("https://scholar.google.com/citations?user=XHeNA_8AAAAJ&hl=en")
            )
            .get()) == .id("XHeNA_8AAAAJ"))
        #expect((try? serpapi?.check(.id("../../etc/passwd")).get()) == nil)
        let scholarSearch = CitationSources.descriptor("scholar_search")
        #expect((try? scholarSearch?.check(.file("x.html")).get()) == nil)
    }
}
