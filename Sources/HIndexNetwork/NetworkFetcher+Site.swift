import Foundation
import HIndexCore
import HIndexSources

extension NetworkFetcher {
    /// A fetcher for a site build: `User-Agent` with the contact from `site.md`, the
    /// endpoints' per-host spacing, and Google's block pages recognised in `403`/`429`
    /// answers.
    public static func forSite(
        _ settings: SiteSettings, endpoints: SourceEndpoints,
        configuration: Configuration = Configuration(),
        clock: any FetchClock = SystemFetchClock(),
        reachability: HostReachability? = nil
    ) -> NetworkFetcher {
        var configuration = configuration
        configuration.userAgent = Configuration.userAgent(contact: settings.contact)
        if configuration.blockDetector == nil {
            configuration.blockDetector = { _, body in BlockDetector.blockReason(in: body) }
        }
        return NetworkFetcher(
            configuration: configuration, rateLimiter: endpoints.rateLimiter(clock: clock),
            clock: clock, reachability: reachability)
    }
}
