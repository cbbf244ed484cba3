import HIndexSite
import Synchronization

/// Collects each scientist's whole record as a build finishes it
/// (``BuildOptions/observeScientist``): the parsed sources, the reconciliation and the full
/// report, which the build's final state no longer holds.
final class ObservedRecords: Sendable {
    private let records = Mutex<[String: ScientistRecord]>([:])

    /// The observer to put into the build options.
    var observer: @Sendable (ScientistRecord) -> Void {
        { record in self.records.withLock { $0[record.slug] = record } }
    }

    /// The record of `slug` from the last build that finished it.
    subscript(_ slug: String) -> ScientistRecord? {
        records.withLock { $0[slug] }
    }

    /// Forgets every record (before another build).
    func removeAll() {
        records.withLock { $0.removeAll() }
    }
}
