import HIndexCore
import HIndexSources

/// `reconcile`: matches each citation source against the scientist's reference list and
/// applies the manual `include`, `exclude` and `merge` (the pure `Reconciler`).
enum ReconcileStep {
    static let step = BuildStep(
        name: "reconcile", summary: "match citation sources against reference lists"
    ) { _, _ in
    } scientist: { _, _ in
        { record in reconcile(&record) }
    }

    /// Reconciles one scientist whose citation source parsed with their reference list
    /// (merged, with Crossref's fill).
    static func reconcile(_ record: inout ScientistRecord) {
        guard case .success(let source)? = record.citation?.parsed else { return }
        record.reconciliation = Reconciler.reconcile(
            source: source.publications, reference: record.referenceList?.entries,
            entry: record.plan.entry, sourceIsSearch: source.leftOutBySurnameFilter != nil,
            selectionPhrase: record.referenceList?.selectionPhrase)
    }
}
