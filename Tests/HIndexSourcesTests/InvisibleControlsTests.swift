import Foundation
import HIndexCore
import Testing

@testable import HIndexSources

/// Bidirectional overrides and zero-width characters are removed from names and titles on
/// input (issue 13): a right-to-left override makes a title read backwards on the page.
@Suite struct InvisibleControlsTests {
    /// Every stripped control, once.
    static let controls =
        "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}"
        + "\u{200B}\u{2060}\u{FEFF}"

    @Test func strippingRemovesTheControlsAndKeepsJoiners() {
        #expect(InvisibleControls.stripping("Gra\(Self.controls)ph") == "Graph")
        // Persian (ZWNJ) and an emoji sequence (ZWJ) keep their joiners.
        #expect(InvisibleControls.stripping("می\u{200C}خواهم") == "می\u{200C}خواهم")
        #expect(InvisibleControls.stripping("👩\u{200D}🔬") == "👩\u{200D}🔬")
        #expect(InvisibleControls.isBlank("\u{200B}\u{200D} \u{200C}\u{FEFF}"))
        #expect(!InvisibleControls.isBlank("\u{200B}a"))
    }

    @Test func publicationAndReferenceTitlesAreStripped() {
        #expect(Publication(title: "\u{202E}gnimmargorP\u{202C}").title == "gnimmargorP")
        #expect(ReferenceEntry(title: "Deep\u{200B} Nets").title == "Deep Nets")
    }

    @Test func sourceTextAndLaTeXPlainStripTheControls() {
        #expect(
            SourceText.plain("On\u{2066} <i>Graphs</i>\u{2069} &amp; Trees") == "On Graphs & Trees")
        #expect(LaTeXText.plain("\u{FEFF}Caf\\'{e}\u{202E} Nets") == "Café Nets")
    }

    @Test func openAlexTitleWithAnOverrideIsStripped() throws {
        let json =
            #"{"id": "https://openalex.org/W9", "display_name": "\u202eevil\u202c title", "cited_by_count": 2}"#
        let page = try OpenAlexWorksParser.parse(Data(json.utf8), origin: "w.json")
        #expect(page.publications.map(\.title) == ["evil title"])
    }

    @Test func bibTeXTitleWithZeroWidthSpacesIsStripped() throws {
        let bib = "@article{k, title = {Zero\u{200B}width\u{2060} title}, year = 2020}"
        let file = try BibTeXParser.parse(Data(bib.utf8), origin: "x.bib")
        #expect(file.entries.map(\.title) == ["Zerowidth title"])
    }

    /// What goes to a terminal shows its controls instead of obeying them (issue 31, case 9).
    @Test func controlsAreWrittenOutOnTheConsole() {
        #expect(
            InvisibleControls.visibleOnConsole("Phys\u{1B}[2Jics\u{07}")
                == "Phys\\u{1B}[2Jics\\u{7}")
        #expect(
            InvisibleControls.visibleOnConsole("a\u{9B}31m\u{202E}b") == "a\\u{9B}31m\\u{202E}b")
        #expect(
            InvisibleControls.visibleOnConsole("line one\n\tline two") == "line one\n\tline two")
        #expect(
            InvisibleControls.visibleOnConsole("Jürgen Schmidhuber, 張三")
                == "Jürgen Schmidhuber, 張三")
    }
}
