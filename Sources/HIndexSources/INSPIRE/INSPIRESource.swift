import Foundation
import HIndexCore

extension CitationSourceDescriptor {
    /// `inspire:` — INSPIRE-HEP's literature of an author, by INSPIRE author identifier
    /// (BAI, `E.Witten.1`) or a saved literature search response.
    public static let inspire = CitationSourceDescriptor(
        key: "inspire", label: INSPIRELiteratureParser.sourceName,
        valueDescription: "an INSPIRE author identifier (BAI) such as E.Witten.1, or a saved "
            + "INSPIRE literature search response (.json)",
        identifier: { SourceIdentifier.inspire($0) },
        parseSaved: { data, origin throws(SourceError) in
            try INSPIRELiteratureParser.parse(data, origin: origin)
        },
        network: NetworkCitationSource(
            service: SourceService(
                "inspire", environmentVariable: "HINDEX_INSPIRE_URL",
                defaultBaseURL: "https://inspirehep.net",
                defaultPolicy: HostPolicy(minimumDelay: .milliseconds(350))),
            apiKey: nil,
            recordSource: "inspire_literature",
            describe: { label, id in "\(label) literature of author \(id)" },
            fetch: { context, id throws(CitationFetchError) in
                try await INSPIRELiteratureRequests.fetchLiterature(
                    authorID: id, fetcher: context.fetcher, base: context.base)
            }),
        methodologyNote: DataSourceNote(
            id: "inspire", name: .sourceNameINSPIRE, caveats: .sourceCaveatsINSPIRE))
}
