import Testing

@testable import HIndexCore

/// Numbers from corrupt or hostile pages must never trap.
@Suite struct HostileNumbersTests {
    @Test func hugeCitationCountsAreClampedNotOverflowed() {
        let metrics = Metrics(citationCounts: [Int.max, Int.max, Int.max, 5])
        #expect(metrics.citations == 3 * Metrics.maximumCitationCount + 5)
        #expect(metrics.hIndex == 4)
        #expect(HCoreClassifier.roles(forCitationCounts: [Int.max, Int.min, 3]).count == 3)
        #expect(
            Publication(title: "x", citations: Int.max).citationCount
                == Metrics.maximumCitationCount)
    }

    @Test(arguments: [
        (Int.max, Int.min, 1, false), (Int.min, Int.max, 1, false), (2020, 2021, 1, true),
        (2021, 2019, 1, false), (Int.max, Int.max, 0, true), (5, 5, -3, true),
    ])
    func yearsWithin(_ a: Int, _ b: Int, _ tolerance: Int, _ expected: Bool) {
        #expect(Years.within(tolerance, a, b) == expected)
    }

    @Test func reconcilerSurvivesAbsurdYears() {
        let source = [
            Publication(title: "Kelp forests after heatwaves", year: Int.max, citations: 3),
            Publication(title: "Kelp forests after heatwaves", year: Int.min, citations: Int.max),
        ]
        let reference = [ReferenceEntry(title: "Kelp forests after heat waves", year: Int.min)]
        let result = Reconciler.reconcile(
            source: source, reference: reference,
            entry: ScientistEntry(slug: "a", path: "a.md", name: "A"))
        #expect(result.publications.count == 2)
    }

    @Test func includedPapersAreNotSourceOnly() {
        let source = [
            Publication(title: "Ocean currents and plankton drift", citations: 3),
            Publication(title: "A paper the homepage forgot", citations: 2),
            Publication(title: "A namesake's paper on tax law", citations: 9),
        ]
        let reference = [ReferenceEntry(title: "Ocean currents and plankton drift")]
        var entry = ScientistEntry(
            slug: "a", path: "a.md", name: "A", include: ["A paper the homepage forgot"])
        // The strict rule: the namesake's paper, missing from the list, does not count.
        entry.publicationList = .complete
        let result = Reconciler.reconcile(source: source, reference: reference, entry: entry)
        #expect(result.summary.matched == 1)
        #expect(result.summary.sourceOnly == 1)
        #expect(result.publications.filter(\.counted).count == 2)
    }
}
