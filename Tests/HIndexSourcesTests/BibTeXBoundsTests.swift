import Foundation
import HIndexCore
import Testing

@testable import HIndexSources

/// `@string` macro expansion is bounded: a doubling bomb is an error naming the file and the
/// line, not an allocation of tens of gigabytes.
@Suite struct BibTeXBoundsTests {
    /// `@string{a = "xxxxxxxx"}`, then `b1 = a # a`, `b2 = b1 # b1`, … `levels` times, then an
    /// entry whose title uses the last macro.
    static func doublingBomb(levels: Int) -> String {
        var lines = [#"@string{a = "xxxxxxxx"}"#, "@string{b1 = a # a}"]
        for level in 2...levels {
            lines.append("@string{b\(level) = b\(level - 1) # b\(level - 1)}")
        }
        lines.append("@article{boom, title = b\(levels), year = 2024}")
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func doublingBombStopsAtTheLineThatPassesTheBound() {
        // 8 bytes doubled: b17 is 1 MiB (the bound), b18 (line 19) would be 2 MiB.
        let text = Self.doublingBomb(levels: 40)
        #expect(throws: SourceError.self) {
            try BibTeXParser.parse(Data(text.utf8), origin: "refs/bomb.bib")
        }
        do throws(SourceError) {
            _ = try BibTeXParser.parse(Data(text.utf8), origin: "refs/bomb.bib")
        } catch {
            guard case .unexpectedLayout(let source, let origin, let detail) = error else {
                Issue.record("expected a layout error, got \(error)")
                return
            }
            #expect(source == "BibTeX")
            #expect(origin == "refs/bomb.bib")
            #expect(
                detail
                    == "line 19: @string: the value of `b18` expands to more than 1048576 bytes "
                    + "at macro `b17` (an @string expansion bomb?); the file is not read")
        }
    }

    /// Values under the per-value bound, used so often that the substitutions together pass
    /// the file's bound.
    @Test func manySubstitutionsOfABigMacroStopAtTheFileBound() {
        var lines = [#"@string{a = "xxxxxxxx"}"#, "@string{b1 = a # a}"]
        for level in 2...16 { lines.append("@string{b\(level) = b\(level - 1) # b\(level - 1)}") }
        // b16 (line 17) is 512 KiB; with the 1 MiB the definitions expanded, the 7th title
        // (line 24) passes 4 MiB.
        for index in 1...130 { lines.append("@misc{k\(index), title = b16}") }
        let text = lines.joined(separator: "\n")
        do throws(SourceError) {
            _ = try BibTeXParser.parse(Data(text.utf8), origin: "refs/many.bib")
            Issue.record("a file expanding past 4 MiB was read")
        } catch {
            #expect(
                error.description.contains(
                    "line 24: entry `k7`: @string macros expand to more than 4194304 bytes"),
                "\(error)")
        }
    }

    /// Found by fuzzing (Tests/Fuzz/Corpus/bibtex/slow-macro-expansion.bib): a 3 KB file whose
    /// 100 titles each expand a 512 KiB macro was within the old 64 MiB bound, and reading
    /// its 50 MiB of titles took the fuzzing build minutes. Now it stops at the 7th title.
    @Test func smallFileOfBigTitlesStopsAtTheFileBound() {
        var lines = [#"@string{a0 = "x y z w "}"#]
        for level in 1...16 { lines.append("@string{a\(level) = a\(level - 1) # a\(level - 1)}") }
        for index in 0..<100 { lines.append("@misc{e\(index), title = a16}") }
        let text = lines.joined(separator: "\n") + "\n"
        #expect(text.utf8.count < 3000)
        do throws(SourceError) {
            _ = try BibTeXParser.parse(Data(text.utf8), origin: "refs/slow.bib")
            Issue.record("a file expanding to 50 MiB was read")
        } catch {
            #expect(
                error.description.contains(
                    "line 24: entry `e6`: @string macros expand to more than 4194304 bytes"),
                "\(error)")
        }
    }

    @Test func macrosWithinTheBoundsStillExpand() throws {
        let text = Self.doublingBomb(levels: 10)
        let file = try BibTeXParser.parse(Data(text.utf8), origin: "refs/ok.bib")
        #expect(file.entries.first?.title == String(repeating: "x", count: 8 << 10))
    }
}
