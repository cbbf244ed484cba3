import HIndexCore

/// `reconcile`: matches each citation source against the scientist's reference list and
/// applies the manual `include`, `exclude` and `merge` (the pure `Reconciler`).
enum ReconcileStep {
    static let step = BuildStep(
        name: "reconcile", summary: "match citation sources against reference lists"
    ) { state, _ in
        for plan in state.plans {
            guard case .success(let source)? = state.parsed[plan.entry.slug] else { continue }
            let reference = state.referenceList(of: plan.entry.slug)
            state.reconciliations[plan.entry.slug] = Reconciler.reconcile(
                source: source.publications, reference: reference?.entries, entry: plan.entry)
        }
    }
}
