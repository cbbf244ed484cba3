import Foundation
import HIndexCore
import HIndexSources

/// What a scientist's citation source is and how to get it.
public enum CitationSourcePlan: Sendable, Hashable {
    /// A Google Scholar profile page saved under the content folder.
    case scholarProfileFile(path: String)
    /// A source that this version cannot read yet; the reason is shown on the page.
    case unavailable(source: String, reason: String)
}

/// What a scientist's reference list (their own publication list) is and how to get it.
public enum ReferenceListPlan: Sendable, Hashable {
    /// A publications page (HTML or Markdown) saved under the content folder.
    case homepageFile(path: String)
    /// A list that this version cannot read yet; the reason is shown on the page.
    case unavailable(source: String, reason: String)
}

/// The work planned for one scientist.
public struct ScientistPlan: Sendable, Hashable {
    /// The scientist.
    public var entry: ScientistEntry
    /// Where the citation counts come from, or `nil` when the content names no source.
    public var citationSource: CitationSourcePlan?
    /// The scientist's own publication list, or `nil` when the content names none.
    public var referenceList: ReferenceListPlan?
}

/// Bytes read for one scientist's source, or why they could not be read.
public struct FetchedSource: Sendable {
    /// The file path (relative to the content folder) or URL.
    public var origin: String
    /// The bytes, or the error that prevented reading them.
    public var body: Result<Data, SourceError>
}

/// The data flowing through the pipeline; each step reads what earlier steps produced.
public struct BuildState: Sendable {
    /// The options of this build.
    public let options: BuildOptions
    /// Loaded content (`content` step).
    public var content: Content?
    /// Warnings from the content step (errors stop the build).
    public var findings: [Finding] = []
    /// One plan per scientist, in slug order (`plan` step).
    public var plans: [ScientistPlan] = []
    /// Source bytes by slug (`fetch` step).
    public var fetched: [String: FetchedSource] = [:]
    /// Reference-list bytes by slug (`fetch` step).
    public var fetchedReference: [String: FetchedSource] = [:]
    /// Parsed source results by slug (`parse` step).
    public var parsed: [String: Result<CitationSourceResult, SourceError>] = [:]
    /// Parsed reference lists by slug (`parse` step).
    public var parsedReference: [String: Result<ReferenceList, SourceError>] = [:]
    /// Reconciliations by slug, for scientists whose citation source loaded (`reconcile` step).
    public var reconciliations: [String: Reconciliation] = [:]
    /// One report per scientist, in slug order (`metrics` step).
    public var reports: [ScientistReport] = []
    /// Rendered output files by path relative to the output folder (`render` step).
    public var files: [String: Data] = [:]
    /// Problems that did not stop the build, as printed lines (`slug: message`).
    public var problems: [String] = []

    /// Creates the initial state.
    public init(options: BuildOptions) {
        self.options = options
    }

    /// The loaded content, or an error naming the step that needed it.
    func requireContent(step: String) throws -> Content {
        guard let content else {
            throw BuildError(step: step, reason: "content was not loaded before this step")
        }
        return content
    }
}
