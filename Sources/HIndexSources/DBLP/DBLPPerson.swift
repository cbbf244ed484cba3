import HIndexCore

/// A DBLP person record (`https://dblp.org/pid/{pid}.xml`): who it is and their publications
/// as a reference list.
public struct DBLPPerson: Sendable, Hashable {
    /// The person's name (`dblpperson/@name`), e.g. `Michael Ley`.
    public var name: String?
    /// The person's DBLP pid (`dblpperson/@pid`), e.g. `l/MichaelLey`.
    public var pid: String?
    /// The publications in record order (newest first, as DBLP sorts them).
    public var entries: [ReferenceEntry]

    /// Creates a person record.
    public init(name: String? = nil, pid: String? = nil, entries: [ReferenceEntry]) {
        self.name = name
        self.pid = pid
        self.entries = entries
    }
}
