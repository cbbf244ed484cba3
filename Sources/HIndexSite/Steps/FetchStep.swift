import Foundation
import HIndexCore
import HIndexSources
import HIndexStore

/// `fetch`: gets each scientist's sources. Saved pages are read from the content folder
/// (bounded in size); Scholar profiles and homepages given by id or URL come from the cache
/// (`.hindex/cache.sqlite`) while fresh, from the network otherwise, with a cap on requests
/// at once. A failed fetch keeps the last good copy ("stale since …"); nothing here stops
/// the build.
enum FetchStep {
    /// Days a fetched source stays fresh unless `site.md` sets `sources.<name>.ttl_days`.
    static let defaultTTLDays = 7.0

    static let step = BuildStep(
        name: "fetch", summary: "read saved pages; fetch profiles and homepages through the cache"
    ) { state, log in
        let content = try state.requireContent(step: "fetch")
        let options = state.options
        let now = CacheDay.wholeSeconds(options.now())
        // (Already open when the build checked whether it could keep the site.)
        if state.cache == nil {
            do {
                state.cache = try CacheStore(directory: options.resolvedCacheDirectory)
            } catch {
                state.problems.append("cache: \(error); building without the cache")
            }
        }
        let periods = FreshnessPeriods(settings: content.settings)
        let tally = FetchTally()
        var loader = SourceLoader(
            contentDirectory: options.contentDirectory,
            contentRootPath: options.contentDirectory.standardizedFileURL.path,
            maximumInputBytes: options.maximumInputBytes, cache: state.cache, network: nil,
            policy: RefreshPolicy(
                cache: state.cache, now: now, refresh: options.refresh, tally: tally),
            periods: periods)
        let savedFileHashes = SavedFileHashes()
        loader.knownSavedFiles = await SavedFileHashes.known(in: state.cache)
        loader.savedFileHashes = savedFileHashes
        if state.records.contains(where: \.plan.needsNetwork) {
            let endpoints: SourceEndpoints
            do throws(FetchError) {
                endpoints = try SourceEndpoints(
                    settings: content.settings, environment: options.environment)
            } catch {
                throw BuildError(step: "fetch", reason: error.description)
            }
            loader.orcidBase = endpoints.baseURL(for: .orcid)
            loader.dblpBase = endpoints.baseURL(for: .dblp)
            // The same fetchers over the cache alone, for sources whose parsed record is
            // missing (an interrupted build); their counts are not the build's.
            loader.cacheReader = NetworkSources(
                settings: content.settings, endpoints: endpoints, options: options,
                cache: state.cache, freshAfter: { _ in .distantPast }, tally: FetchTally(),
                cacheOnly: true)
            if !options.offline {
                // Before the first request: a machine without network is told within seconds,
                // and the build uses its cache as offline.
                let hosts = plannedHosts(state.records.map(\.plan), endpoints: endpoints)
                if let down = await NetworkProbe.unreachable(hosts, resolver: options.hostResolver)
                {
                    state.noNetwork = NoNetwork(
                        hosts: down.map(\.host), reason: down.first?.reason ?? "", missing: [])
                } else {
                    let reachability = HostReachability(resolver: options.hostResolver)
                    state.reachability = reachability
                    loader.network = NetworkSources(
                        settings: content.settings, endpoints: endpoints, options: options,
                        cache: state.cache,
                        freshAfter: {
                            options.refresh ? nil : now.addingTimeInterval(-periods.seconds($0))
                        },
                        tally: tally, reachability: reachability)
                }
            }
        }
        let network = loader.network
        let configured = loader
        let progress = FetchProgress(
            total: state.records.count,
            style: FetchProgress.style(for: options.verbosity, log: log), log: log)
        state.records = await BoundedConcurrency.map(
            state.records, limit: network?.concurrency ?? 8
        ) { record in
            await progress.started(record.slug)
            let fetched = await fetch(record, with: configured)
            await progress.finished(
                record.slug, details: fetched.fetchedSources.map(\.summary))
            return fetched
        }
        await progress.end()
        var missing: [String] = []
        var cachedDays: [String] = []
        for record in state.records {
            for source in record.fetchedSources {
                if source.isMissingFromCache {
                    state.missingOffline.append("\(record.slug): \(source.origin)")
                }
                if source.hasNoCachedCopy { missing.append("\(record.slug): \(source.origin)") }
                if let day = source.freshness?.fetched { cachedDays.append(day) }
            }
        }
        if state.noNetwork != nil {
            state.noNetwork?.missing = missing
            state.noNetwork?.cachedFrom = cachedDays.min()
            state.noNetwork?.cachedTo = cachedDays.max()
            // First among the warnings: it explains the others.
            if let message = state.noNetwork?.message { state.problems.insert(message, at: 0) }
        }
        if let cache = state.cache {
            do {
                try await savedFileHashes.store(in: cache, now: now)
            } catch {
                state.problems.append("\(error); saved pages are read and hashed again next time")
            }
        }
        state.requestCount = await tally.requests
        state.cachedPageCount = await tally.cachedPages
        for problem in await tally.cacheProblems { state.problems.append(problem) }
        if let reachability = state.reachability {
            for host in await reachability.all {
                state.problems.append(
                    "\(host.host) cannot be reached (\(host.reason)), first for \(host.url); no "
                        + "more requests went there in this build and the cached copies were used")
            }
        }
        if let network {
            for blockage in await network.blockedHosts.all {
                state.problems.append(
                    "\(blockage.host) served a block page (\(blockage.reason)) for "
                        + "\(blockage.url); no more requests went there in this build and "
                        + "the cached copies were used")
            }
        }
    }

    /// The hosts the plans' network sources go to: the citation sources' APIs first, then the
    /// publication lists' (ORCID, DBLP, homepages), each once, in plan order.
    static func plannedHosts(_ plans: [ScientistPlan], endpoints: SourceEndpoints) -> [String] {
        var apis: [String] = []
        var pages: [String] = []
        for plan in plans {
            for case .fetched(let key, _) in [plan.citationSource].compactMap({ $0 })
                + plan.otherCitationSources
            {
                if let service = CitationSources.descriptor(key)?.network?.service,
                    let host = endpoints.baseURL(for: service).host
                {
                    apis.append(host)
                }
            }
            for list in plan.referenceLists {
                switch list {
                case .homepageURL(let url): URL(string: url)?.host.map { pages.append($0) }
                case .orcidWorks: endpoints.baseURL(for: .orcid).host.map { apis.append($0) }
                case .dblpPerson: endpoints.baseURL(for: .dblp).host.map { apis.append($0) }
                case .homepageFile, .orcidFile, .dblpFile, .bibtexFile, .unavailable: break
                }
            }
        }
        var seen: Set<String> = []
        return (apis + pages).filter { seen.insert($0).inserted }
    }

    /// `record` with each of its sources fetched, one after the other in plan order: the
    /// citation source, the other citation sources, the reference lists.
    static func fetch(_ record: ScientistRecord, with loader: SourceLoader) async
        -> ScientistRecord
    {
        var record = record
        if let plan = record.citation?.plan {
            record.citation?.fetched = await loader.citation(plan)
        }
        for index in record.others.indices {
            record.others[index].fetched = await loader.citation(record.others[index].plan)
        }
        for index in record.references.indices {
            record.references[index].fetched = await loader.reference(
                record.references[index].plan)
        }
        return record
    }

    /// Reads `path` (relative to `root`), refusing files outside `root` and over `limit` bytes.
    static func readSavedFile(_ path: String, under root: URL, limit: Int) -> Result<
        Data, SourceError
    > {
        let rootPath = root.standardizedFileURL.path
        let url = root.appendingPathComponent(path).standardizedFileURL
        guard url.path.hasPrefix(rootPath + "/") else {
            return .failure(.unreadable(origin: path, reason: "the path leaves the content folder"))
        }
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        } catch {
            return .failure(
                .unreadable(origin: path, reason: "no such file under the content folder"))
        }
        if let size = (attributes[.size] as? NSNumber)?.intValue, size > limit {
            return .failure(.tooLarge(origin: path, bytes: size, limit: limit))
        }
        do {
            return .success(try Data(contentsOf: url))
        } catch {
            return .failure(.unreadable(origin: path, reason: error.localizedDescription))
        }
    }
}
