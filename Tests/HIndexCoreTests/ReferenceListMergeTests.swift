import Testing

@testable import HIndexCore

/// Merging reference lists: duplicates fill what the kept entry lacks, and each list's share
/// is recorded.
@Suite struct ReferenceListMergeTests {
    @Test func duplicatesFillTheKeptEntryAndPartsCountWhatEachListGave() throws {
        let homepage = ReferenceList(
            sourceName: "Homepage", origin: "h.html",
            entries: [
                ReferenceEntry(title: "Tide Tables for Distributed Caches"),
                ReferenceEntry(title: "Only on the homepage", authors: "M. C.", year: 2019),
            ])
        let dblp = ReferenceList(
            sourceName: "DBLP", origin: "https://dblp.org/pid/1/2.xml",
            entries: [
                ReferenceEntry(
                    title: "Tide tables for distributed caches.", authors: "Mira Castellanos",
                    year: 2024, venue: "Commun. ACM", doi: "10.5555/1"),
                ReferenceEntry(title: "Harbour Lights", year: 2023, venue: "SIGMOD"),
            ])
        let bibtex = ReferenceList(
            sourceName: "BibTeX", origin: "refs/m.bib",
            entries: [
                // Same DOI as the homepage entry gained from DBLP, another title.
                ReferenceEntry(title: "Tide tables (extended)", year: 2025, doi: "10.5555/1"),
                ReferenceEntry(title: "Only in BibTeX", arxivID: "2401.00042"),
            ])
        let merged = try #require(ReferenceList.merged([homepage, dblp, bibtex]))
        #expect(merged.sourceName == "Homepage, DBLP and BibTeX")
        #expect(merged.origin == "h.html, https://dblp.org/pid/1/2.xml, refs/m.bib")
        #expect(
            merged.entries == [
                // The homepage's title and the DBLP record's metadata; BibTeX's year does not
                // overwrite DBLP's.
                ReferenceEntry(
                    title: "Tide Tables for Distributed Caches", authors: "Mira Castellanos",
                    year: 2024, venue: "Commun. ACM", doi: "10.5555/1"),
                ReferenceEntry(title: "Only on the homepage", authors: "M. C.", year: 2019),
                ReferenceEntry(title: "Harbour Lights", year: 2023, venue: "SIGMOD"),
                ReferenceEntry(title: "Only in BibTeX", arxivID: "2401.00042"),
            ])
        #expect(
            merged.parts == [
                ReferenceListPart(
                    sourceName: "Homepage", origin: "h.html", entryCount: 2, addedCount: 2),
                ReferenceListPart(
                    sourceName: "DBLP", origin: "https://dblp.org/pid/1/2.xml", entryCount: 2,
                    addedCount: 1),
                ReferenceListPart(
                    sourceName: "BibTeX", origin: "refs/m.bib", entryCount: 2, addedCount: 1),
            ])
    }

    @Test func oneListIsUnchangedAndNoListIsNil() {
        let list = ReferenceList(
            sourceName: "ORCID", origin: "o.json", entries: [ReferenceEntry(title: "A")])
        #expect(ReferenceList.merged([list]) == list)
        #expect(ReferenceList.merged([]) == nil)
    }

    @Test func fillingNeverOverwrites() {
        let entry = ReferenceEntry(title: "A", authors: "X", venue: "")
        let other = ReferenceEntry(
            title: "B", authors: "Y", year: 2020, venue: "V", doi: "10.1/b", arxivID: "2001.00001")
        #expect(
            entry.filled(from: other)
                == ReferenceEntry(
                    title: "A", authors: "X", year: 2020, venue: "V", doi: "10.1/b",
                    arxivID: "2001.00001"))
        #expect(entry.lacksMetadata)
        #expect(!entry.filled(from: other).lacksMetadata)
    }
}
