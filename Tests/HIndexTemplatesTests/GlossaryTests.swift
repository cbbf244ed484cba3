import HIndexCore
import HIndexTemplates
import Testing

@Suite("Glossary")
struct GlossaryTests {
    static let translated = SiteLanguage.allCases.filter { $0 != .english }

    @Test("Every translated language has a glossary that names build", arguments: translated)
    func present(language: SiteLanguage) {
        let terms = Glossary.terms(language)
        #expect(terms.contains { $0.english.hasPrefix("build") }, "\(language.tag)")
        for term in terms {
            #expect(!term.accepted.isEmpty && !term.keys.isEmpty, "\(term.english)")
            for form in term.accepted {
                #expect(
                    !term.rejected.contains { GlossaryTerm.contains(form, $0, in: language) },
                    "\(language.tag) \(term.english): “\(form)” is both accepted and rejected")
            }
        }
        #expect(Glossary.terms(.english).isEmpty)
    }

    @Test(
        "Each catalog writes the glossary's term where the concept is named", arguments: translated)
    func accepted(language: SiteLanguage) {
        let catalog = Catalog.of(language)
        var problems: [String] = []
        for term in Glossary.terms(language) {
            for key in term.keys {
                let message = catalog.messages[key] ?? ""
                if !term.accepted.contains(where: {
                    GlossaryTerm.contains(message, $0, in: language)
                }) {
                    problems.append("\(term.english): \(key.rawValue) has none of \(term.accepted)")
                }
            }
        }
        #expect(problems.isEmpty, "\(language.tag): \(problems.joined(separator: "; "))")
    }

    @Test("No catalog uses a rejected variant anywhere", arguments: translated)
    func rejected(language: SiteLanguage) {
        let catalog = Catalog.of(language)
        var problems: [String] = []
        for term in Glossary.terms(language) {
            for key in MessageKey.allCases {
                let message = catalog.messages[key] ?? ""
                for variant in term.rejected
                where GlossaryTerm.contains(message, variant, in: language) {
                    problems.append("\(key.rawValue): “\(variant)” (\(term.english))")
                }
            }
        }
        #expect(problems.isEmpty, "\(language.tag): \(problems.joined(separator: "; "))")
    }

    @Test("Variants match at the start of a word, in any case; anywhere in Chinese")
    func matching() {
        #expect(GlossaryTerm.contains("nell’aggiornamento", "aggiornament", in: .italian))
        #expect(GlossaryTerm.contains("über die Builds", "Build", in: .german))
        #expect(!GlossaryTerm.contains("rigenerare il sito", "generazion", in: .italian))
        #expect(!GlossaryTerm.contains("Aktualisierung", "aktuell", in: .german))
        #expect(GlossaryTerm.contains("Aktueller h-Index", "aktuell", in: .german))
        #expect(!GlossaryTerm.contains("davis", "avis", in: .french))
        #expect(GlossaryTerm.contains("各次构建的", "构建", in: .simplifiedChinese))
        // What the review found before the fixes is rejected.
        let before: [(SiteLanguage, String)] = [
            (.italian, "Indice h e citazioni nelle varie generazioni"),
            (.german, "h-Index und Zitationen über die Builds"),
            (.german, "Aktueller h-Index"),
            (.french, "Indice h et citations au fil des générations"),
            (.french, "(périmé)"),
            (.spanish, "Índice h y citas a lo largo de las generaciones"),
            (.portuguese, "Índice h e citações ao longo das gerações"),
            (.simplifiedChinese, "各次构建的 h 指数和引用次数"),
        ]
        for (language, text) in before {
            #expect(
                Glossary.terms(language).contains { term in
                    term.rejected.contains { GlossaryTerm.contains(text, $0, in: language) }
                }, "\(language.tag): \(text)")
        }
    }
}
