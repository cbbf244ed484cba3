import HIndexTestSupport
import Testing

@testable import HIndexCore

/// Counted papers that nothing ties to the scientist's list and that decide the h-index are
/// found, so that the maintainer is told (issue 27): the evidence cannot tell a scientist's
/// side project from a namesake's papers in a neighbouring field.
@Suite struct UntiedPapersTests {
    /// Three listed papers with a co-author circle of their own, and two papers the
    /// scientist wrote alone under a short title (nothing to tie them or set them apart).
    static let source = [
        ReconcilerTests.paper(
            "Sparse coding of natural images in the visual cortex", 10,
            authors: "X Ada, B Lovelace"),
        ReconcilerTests.paper(
            "Receptive fields of simple cells in the visual cortex", 10,
            authors: "X Ada, B Lovelace"),
        ReconcilerTests.paper(
            "Natural image statistics and neural coding", 10, authors: "X Ada, B Lovelace"),
        ReconcilerTests.paper("Tax law reform", 9, authors: "X Ada"),
        ReconcilerTests.paper("Harbour tariffs", 9, authors: "X Ada"),
    ]
    static let reference = [
        ReferenceEntry(title: "Sparse coding of natural images in the visual cortex"),
        ReferenceEntry(title: "Receptive fields of simple cells in the visual cortex"),
        ReferenceEntry(title: "Natural image statistics and neural coding"),
    ]

    static func entry(include: [String] = [], list: PublicationListKind? = nil) -> ScientistEntry {
        ReconcilerTests.entry(include: include, publicationList: list)
    }

    @Test func untiedPapersThatDecideTheHIndexAreFound() throws {
        let result = Reconciler.reconcile(
            source: Self.source, reference: Self.reference, entry: Self.entry(),
            selectionPhrase: "Selected publications")
        #expect(result.publications[3].attribution?.attributionClass == .undecided)
        #expect(result.publications[3].counted)
        let untied = try #require(result.untiedPapersDecidingTheHIndex)
        #expect(untied.papers.map(\.title) == ["Tax law reform", "Harbour tariffs"])
        #expect(untied.hIndex == 5)
        #expect(untied.hIndexWithout == 3)
        #expect(untied.citations == 18)
    }

    @Test func nothingToSayWhenTheHIndexDoesNotDependOnThem() {
        var source = Self.source
        source[3].citations = 1
        source[4].citations = 0
        let result = Reconciler.reconcile(
            source: source, reference: Self.reference, entry: Self.entry(),
            selectionPhrase: "Selected publications")
        #expect(result.publications[3].counted)
        #expect(result.untiedPapersDecidingTheHIndex == nil)
    }

    @Test func includedPapersAreConfirmedAndNotUntied() {
        let result = Reconciler.reconcile(
            source: Self.source, reference: Self.reference,
            entry: Self.entry(include: ["Tax law reform", "Harbour tariffs"]),
            selectionPhrase: "Selected publications")
        #expect(result.publications[3].rule == .include)
        #expect(result.untiedPapersDecidingTheHIndex == nil)
    }

    @Test func aCompleteListOrNoListHasNothingToSay() {
        let strict = Reconciler.reconcile(
            source: Self.source, reference: Self.reference, entry: Self.entry(list: .complete))
        #expect(!strict.publications[3].counted)
        #expect(strict.untiedPapersDecidingTheHIndex == nil)
        let none = Reconciler.reconcile(source: Self.source, reference: nil, entry: Self.entry())
        #expect(none.untiedPapersDecidingTheHIndex == nil)
    }
}
