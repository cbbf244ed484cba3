import Foundation
import HIndexCore

/// Everything the build needs to know about one citation source, declared once in the
/// source's folder and listed in ``CitationSources/all``: the front-matter key, the name on
/// pages, which values it accepts and how a saved file is read.
///
/// Plan, parse, `inspect` and the content checks look sources up here instead of switching
/// over them, so a source that is read from saved files is one folder and one line in
/// ``CitationSources/all``.
public struct CitationSourceDescriptor: Sendable {
    /// The front-matter key (`scholar`, `serpapi`), also the value of `primary:`.
    public let key: String
    /// The source's name in messages and on pages ("Google Scholar (SerpApi)").
    public let label: String
    /// What the key's value is, for messages and `--help` ("a SerpApi Scholar author id or
    /// a saved response").
    public let valueDescription: String
    /// Checks and normalizes a front-matter value; `nil` when only saved files are accepted.
    public let identifier:
        (@Sendable (SourceReference) -> Result<SourceReference, SourceIdentifier.Problem>)?
    /// Reads a saved file (path relative to the content folder as origin); `nil` when the
    /// source has no saved form (an author search).
    public let parseSaved: (@Sendable (Data, String) throws(SourceError) -> CitationSourceResult)?
    /// How an identifier is fetched, for sources read through the registry alone; `nil` for
    /// saved-only sources and for the four sources the build wires itself (Scholar, its
    /// author search, OpenAlex, Semantic Scholar).
    public let network: NetworkCitationSource?
    /// Reads an identifier out of a URL that the ``identifier`` rule kept as a URL (a Scholar
    /// address with `user=`); `nil` when the source reads no URL.
    public let identifierInURL: (@Sendable (String) -> String?)?
    /// What the page says of a URL the source cannot read (placeholder `value`).
    public let unreadableURL: MessageKey?
    /// Whether an identifier leaves anything to fetch (an author search needs a name).
    public let usableIdentifier: @Sendable (String) -> Bool
    /// What the methodology page says about the source (its anchor, name and caveats);
    /// sources that share a note (Scholar's profile and author search) give the same one.
    public let methodologyNote: DataSourceNote?
    /// The `inspect` kind of a saved file (`hindex-site inspect <kind> FILE`), where it is not
    /// the key (`scholar-profile` for `scholar:`); only sources with a saved form have one.
    public let inspectKind: String?

    /// Creates a descriptor.
    public init(
        key: String, label: String, valueDescription: String,
        identifier: (
            @Sendable (SourceReference) -> Result<SourceReference, SourceIdentifier.Problem>
        )?,
        parseSaved: (@Sendable (Data, String) throws(SourceError) -> CitationSourceResult)?,
        network: NetworkCitationSource? = nil,
        identifierInURL: (@Sendable (String) -> String?)? = nil,
        unreadableURL: MessageKey? = nil,
        usableIdentifier: @escaping @Sendable (String) -> Bool = { _ in true },
        inspectKind: String? = nil,
        methodologyNote: DataSourceNote? = nil
    ) {
        self.key = key
        self.label = label
        self.valueDescription = valueDescription
        self.identifier = identifier
        self.parseSaved = parseSaved
        self.network = network
        self.identifierInURL = identifierInURL
        self.unreadableURL = unreadableURL
        self.usableIdentifier = usableIdentifier
        self.inspectKind = parseSaved == nil ? nil : (inspectKind ?? key)
        self.methodologyNote = methodologyNote
    }

    /// How a scientist's value for this source is read.
    public enum Reading: Sendable, Hashable {
        /// A saved file under the content folder, read by ``parseSaved``.
        case saved(path: String)
        /// An identifier fetched by ``network``.
        case fetched(identifier: String)
        /// A value this version cannot read; the reason is shown on the page.
        case unreadable(Message)
    }

    /// How `reference` (a checked front-matter value) is read, or `nil` when it gives
    /// nothing to read (an author search without a name).
    public func reading(_ reference: SourceReference) -> Reading? {
        switch reference {
        case .file(let path):
            return parseSaved == nil ? nil : .saved(path: path)
        case .id(let identifier):
            guard network != nil, usableIdentifier(identifier) else { return nil }
            return .fetched(identifier: identifier)
        case .url(let url):
            if network != nil, let identifier = identifierInURL?(url) {
                return .fetched(identifier: identifier)
            }
            guard let unreadableURL else { return nil }
            return .unreadable(Message(unreadableURL, ["value": .text(url)]))
        }
    }

    /// Checks a front-matter value: a saved file needs a ``parseSaved``, an identifier or URL
    /// an ``identifier`` rule.
    public func check(_ reference: SourceReference) -> Result<
        SourceReference, SourceIdentifier.Problem
    > {
        if case .file = reference {
            guard parseSaved != nil else {
                return .failure(
                    SourceIdentifier.Problem(
                        message: "\(label) has no saved form: expected \(valueDescription)"))
            }
            return .success(reference)
        }
        guard let identifier else {
            return .failure(
                SourceIdentifier.Problem(
                    message:
                        "expected \(valueDescription), got '\(reference.rawValue)' (a path ends in "
                        + ".json or .html)"))
        }
        return identifier(reference)
    }
}

/// The registry of citation sources, in the order that picks the primary source when a
/// scientist gives several and no `primary:`.
public enum CitationSources {
    /// Every citation source.
    public static let all: [CitationSourceDescriptor] = [
        .scholar, .scholarSearch, .openAlex, .semanticScholar, .serpApi, .scholarly, .inspire,
        .scopus,
    ]

    /// The source with front-matter key `key`.
    public static func descriptor(_ key: String) -> CitationSourceDescriptor? {
        all.first { $0.key == key }
    }

    /// The front-matter keys, in ``all``'s order.
    public static var keys: [String] { all.map(\.key) }

    /// The methodology notes of the sources, in ``all``'s order, each once.
    public static var methodologyNotes: [DataSourceNote] {
        var seen: Set<String> = []
        return all.compactMap(\.methodologyNote).filter { seen.insert($0.id).inserted }
    }

    /// The source whose saved files `hindex-site inspect <kind>` reads.
    public static func descriptor(inspectKind kind: String) -> CitationSourceDescriptor? {
        all.first { $0.inspectKind == kind }
    }
}
