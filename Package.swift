// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "hindex-site",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "hindex-site", targets: ["hindex-site"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
    ],
    targets: [
        // System libraries.
        .systemLibrary(
            name: "CLibXML2",
            path: "Sources/CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .systemLibrary(
            name: "CCmark",
            path: "Sources/CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        // renameat2(RENAME_EXCHANGE), for swapping the output folder without a window.
        .systemLibrary(name: "CFileSystem", path: "Sources/CFileSystem"),

        // Pure core: models, metrics, (later) normalizer and matcher. Foundation only.
        .target(name: "HIndexCore", path: "Sources/HIndexCore"),

        // Sources: libxml2 wrapper, one pure parser per source; the fetcher's protocol, requests,
        // errors and politeness rules.
        .target(
            name: "HIndexSources",
            dependencies: ["HIndexCore", "CLibXML2"],
            path: "Sources/HIndexSources"
        ),

        // The production fetcher: AsyncHTTPClient on SwiftNIO, which waits on I/O in epoll
        // (FoundationNetworking's URLSession spun while it waited). A target of its own, so that
        // the parsers, the fuzz targets and the benchmark corpora build without SwiftNIO.
        .target(
            name: "HIndexNetwork",
            dependencies: [
                "HIndexCore", "HIndexSources",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
            ],
            path: "Sources/HIndexNetwork"
        ),

        // SQLite cache of raw responses, parsed records and metric history (GRDB); content hashes
        // (swift-crypto's SHA256).
        .target(
            name: "HIndexStore",
            dependencies: [
                "HIndexCore", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            path: "Sources/HIndexStore"
        ),

        // HTML templates: Swift functions over an escaping-by-default HTML type.
        .target(
            name: "HIndexTemplates",
            dependencies: ["HIndexCore"],
            path: "Templates"
        ),

        // Content loading, build pipeline and site writer; the preview server (FlyingFox).
        .target(
            name: "HIndexSite",
            dependencies: [
                "HIndexCore", "HIndexSources", "HIndexNetwork", "HIndexStore", "HIndexTemplates",
                "CCmark", "CFileSystem", .product(name: "Yams", package: "Yams"),
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            path: "Sources/HIndexSite"
        ),

        // Writes BuildStamp.swift (the commit and remote the tool is built from) before each
        // build of the executable.
        .plugin(name: "BuildStamp", capability: .buildTool(), path: "Plugins/BuildStamp"),

        // Thin executable: argument parsing and exit codes only.
        .executableTarget(
            name: "hindex-site",
            dependencies: [
                "HIndexSite", "HIndexSources", "HIndexCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/hindex-site",
            // jemalloc (Debian's libjemalloc-dev) serves every allocation of the process, the
            // Swift runtime's and libxml2's included: a build spends ~25% less CPU than with
            // glibc's malloc (README, "Scale, on paper").
            linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux]))],
            plugins: ["BuildStamp"]
        ),

        // The extraction benchmark's corpus: pages generated in each citation style and the
        // loader and scorer of real pages (used by hindex-bench and the tests).
        .target(
            name: "ExtractionCorpus", dependencies: ["HIndexCore", "HIndexSources"],
            path: "bench/Sources/ExtractionCorpus"),

        // The site benchmark's synthetic university: Scholar pages, homepages, hindex-site
        // content and the equivalent Hugo site (used by hindex-bench and the tests).
        .target(
            name: "SiteCorpus", dependencies: ["ExtractionCorpus"],
            path: "bench/Sources/SiteCorpus"),

        // Benchmarks (bench/run): a release executable, not a test.
        .executableTarget(
            name: "hindex-bench",
            dependencies: [
                "HIndexCore", "HIndexSources", "HIndexNetwork", "ExtractionCorpus", "SiteCorpus",
            ],
            path: "bench/Sources/hindex-bench"),

        .testTarget(name: "HIndexCoreTests", dependencies: ["HIndexCore", "HIndexTestSupport"]),
        // Shared test helpers: a tiny local HTTP server on 127.0.0.1, a seeded generator.
        .target(name: "HIndexTestSupport", path: "Tests/HIndexTestSupport"),
        .testTarget(
            name: "HIndexSourcesTests",
            dependencies: [
                "HIndexSources", "HIndexNetwork", "HIndexCore", "HIndexTestSupport",
                "ExtractionCorpus",
            ]
        ),
        .testTarget(name: "HIndexStoreTests", dependencies: ["HIndexStore", "HIndexCore"]),
        .testTarget(
            name: "HIndexTemplatesTests",
            dependencies: ["HIndexTemplates", "HIndexCore", "HIndexTestSupport"]),
        .testTarget(
            name: "HIndexSiteTests",
            dependencies: [
                "HIndexSite", "HIndexSources", "HIndexNetwork", "HIndexCore", "HIndexTemplates",
                "HIndexStore", "HIndexTestSupport", "ExtractionCorpus", "SiteCorpus",
                .product(name: "Yams", package: "Yams"),
            ],
            // Real pages read at test time by path (see Fixtures/PROVENANCE.md); golden
            // manifests of whole sites (see GoldenSiteTests).
            exclude: ["Fixtures", "Golden"]
        ),
    ]
)

// libFuzzer targets (Tests/Fuzz, built and run by scripts/fuzz), declared only when
// HINDEX_FUZZ=1: libFuzzer supplies `main`, so these executables link only with
// `-sanitize=fuzzer`, and ordinary builds and tests do not build them.
if Context.environment["HINDEX_FUZZ"] == "1" {
    let fuzzTargets: [(name: String, dependencies: [Target.Dependency])] = [
        ("fuzz-scholar", ["HIndexSources", "HIndexCore"]),
        ("fuzz-homepage", ["HIndexSources"]),
        ("fuzz-bibtex", ["HIndexSources"]),
        ("fuzz-api", ["HIndexSources", "HIndexCore"]),
        ("fuzz-frontmatter", ["HIndexSite", "HIndexCore"]),
    ]
    // libFuzzer's driver, called from each target's `main`.
    package.targets.append(
        .systemLibrary(name: "CLibFuzzer", path: "Tests/Fuzz/Sources/CLibFuzzer"))
    for target in fuzzTargets {
        package.targets.append(
            .executableTarget(
                name: target.name, dependencies: target.dependencies + ["CLibFuzzer"],
                path: "Tests/Fuzz/Sources/\(target.name)"))
        package.products.append(.executable(name: target.name, targets: [target.name]))
    }
}
