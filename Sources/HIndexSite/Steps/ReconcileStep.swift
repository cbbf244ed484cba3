import HIndexCore
import HIndexSources

/// `reconcile`: matches each citation source against the scientist's reference list and
/// applies the manual `include`, `exclude` and `merge` (the pure `Reconciler`).
enum ReconcileStep {
    static let step = BuildStep(
        name: "reconcile", summary: "match citation sources against reference lists"
    ) { state, _ in
        state.records = await BoundedConcurrency.map(state.records, limit: state.options.jobs) {
            record in
            var record = record
            reconcile(&record)
            return record
        }
    }

    /// Reconciles one scientist whose citation source parsed with their reference list
    /// (merged, with Crossref's fill).
    static func reconcile(_ record: inout ScientistRecord) {
        guard case .success(let source)? = record.citation?.parsed else { return }
        record.reconciliation = Reconciler.reconcile(
            source: source.publications, reference: record.referenceList?.entries,
            entry: record.plan.entry)
    }
}
