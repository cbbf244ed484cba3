import HIndexCore

/// One term of a language's glossary: the translation a catalog uses for an English term on
/// every page, and the variants it must not use (a second word for the same concept, a
/// calque, or a word that misleads a reader).
public struct GlossaryTerm: Sendable {
    /// The English term ("build", "recent").
    public let english: String
    /// The accepted translation: the forms (or stems) of which one appears in each of
    /// ``keys``, e.g. "aggiornament" for aggiornamento and aggiornamenti.
    public let accepted: [String]
    /// Variants no message of the catalog may contain, as the start of a word (any case),
    /// or anywhere in Chinese, which has no spaces between words.
    public let rejected: [String]
    /// The messages that name the concept, which must use an accepted form.
    public let keys: [MessageKey]

    /// A term.
    public init(_ english: String, accepted: [String], rejected: [String], keys: [MessageKey]) {
        self.english = english
        self.accepted = accepted
        self.rejected = rejected
        self.keys = keys
    }
}

/// The glossary of each shipped language other than English: one term per concept, as an
/// official university page writes it (issue 33). The catalog tests check that every
/// catalog uses its glossary's terms and none of their rejected variants.
public enum Glossary {
    /// The messages that speak of a build of the site to a reader: the data's update.
    static let buildKeys: [MessageKey] = [
        .savedPagesAll, .noteTrend, .acrossBuilds, .chartHistoryDescription, .chartHistoryCaption,
        .noHistoryYet, .onlyOneHistoryEntry, .noticeCrossrefCapped, .noticeCrossrefOfflineOne,
    ]

    /// The glossary of `language`; English, the reference, has none.
    public static func terms(_ language: SiteLanguage) -> [GlossaryTerm] {
        switch language {
        case .english: []
        case .italian: italian
        case .german: german
        case .french: french
        case .spanish: spanish
        case .portuguese: portuguese
        case .simplifiedChinese: simplifiedChinese
        }
    }

    static let italian: [GlossaryTerm] = [
        GlossaryTerm(
            "build (an update of the site's data)", accepted: ["aggiornament"],
            rejected: ["generazion", "compilazion", "compilare"], keys: buildKeys),
        GlossaryTerm(
            "recent", accepted: ["recent"], rejected: ["attual"],
            keys: [.orderLabelRecentHIndex, .metricRecentHIndex, .metricRecentCitations]),
        GlossaryTerm(
            "stale", accepted: ["non aggiornat"], rejected: ["obsolet", "scadut"],
            keys: [.staleMark, .dataStaleSince, .noteStale, .dataFetchedStale, .noticeStale]),
        GlossaryTerm(
            "citation source", accepted: ["fonte citazionale"], rejected: ["fonte di citazion"],
            keys: [.theCitationSource, .citationSource, .noDataNoSource]),
        GlossaryTerm(
            "venue", accepted: ["sede"], rejected: ["rivista", "luogo di pubblicazione"],
            keys: [.venue, .crossrefFilledOne, .evidenceSameVenue, .noticeCrossrefCapped]),
        GlossaryTerm(
            "scientist", accepted: ["ricercator"], rejected: ["scienziat"],
            keys: [.filterScientistOne, .noCitationDataRow, .noteMissingData]),
        GlossaryTerm(
            "notices", accepted: ["avvis"], rejected: ["notific"],
            keys: [.notices, .noDataUnreadable, .noPublicationsLoaded]),
    ]

    static let german: [GlossaryTerm] = [
        GlossaryTerm(
            "build (an update of the site's data)", accepted: ["Aktualisierung"],
            rejected: ["Build", "bauen"], keys: buildKeys),
        GlossaryTerm(
            "recent (of the recent window, not current)",
            accepted: ["letzte", "jüngste", "neuerer"], rejected: ["aktuell"],
            keys: [
                .orderLabelRecentHIndex, .orderNounRecentHIndex, .metricRecentHIndex,
                .metricRecentCitations, .summaryRecentHIndex, .tocYears, .detailRecentHIndex,
                .noticeDataYearChart,
            ]),
        GlossaryTerm(
            "the data's year", accepted: ["Datenjahr"], rejected: ["Jahr der Daten"],
            keys: [.academicAgeOne, .tocYears, .metricsIntro, .noticeDataYearChart]),
        GlossaryTerm(
            "venue", accepted: ["Publikationsort"],
            rejected: ["Erschienen in", "Erscheinungsort"],
            keys: [.venue, .crossrefFilledOne, .evidenceSameVenue, .noticeCrossrefCapped]),
        GlossaryTerm(
            "configured", accepted: ["eingerichtet"], rejected: ["konfiguriert"],
            keys: [
                .noDataNoSource, .noteMissingData, .noPublicationsNoSource,
                .noticeNoCitationSource,
            ]),
        GlossaryTerm(
            "homepage", accepted: ["Homepage"], rejected: ["Webseite"],
            keys: [.homepage, .sourceNameHomepage, .exclusionNotOnReferenceListExplanation]),
        GlossaryTerm(
            "breadcrumb", accepted: ["Navigationspfad"], rejected: ["Brotkrumen"],
            keys: [.breadcrumb]),
        GlossaryTerm(
            "ranked", accepted: ["geordnet", "Rangliste"], rejected: ["gereiht", "ranken"],
            keys: [.orderByHIndex, .noScientistsYet]),
    ]

    static let french: [GlossaryTerm] = [
        GlossaryTerm(
            "build (an update of the site's data)", accepted: ["mise à jour", "mises à jour"],
            rejected: ["génération", "construction", "construisez", "build"], keys: buildKeys),
        GlossaryTerm(
            "stale", accepted: ["non actualisé"], rejected: ["périmé", "pas à jour"],
            keys: [.staleMark, .dataStaleSince, .noteStale, .dataFetchedStale, .noticeStale]),
        GlossaryTerm(
            "notices", accepted: ["remarque"], rejected: ["avis"],
            keys: [.notices, .noDataUnreadable, .noPublicationsLoaded, .dataFetchedStale]),
        GlossaryTerm(
            "was (a previous value)", accepted: ["auparavant"], rejected: ["était"],
            keys: [.trendUnchanged, .trendUp, .trendDown]),
        GlossaryTerm(
            "venue", accepted: ["support"],
            rejected: ["lieu de publication", "lieux de publication"],
            keys: [.venue, .crossrefFilledOne, .evidenceSameVenue, .noticeCrossrefCapped]),
        GlossaryTerm(
            "how this is computed", accepted: ["Mode de calcul"],
            rejected: ["Comment c’est calculé"], keys: [.howComputed]),
    ]

    static let spanish: [GlossaryTerm] = [
        GlossaryTerm(
            "build (an update of the site's data)", accepted: ["actualizaci"],
            rejected: ["generaci", "compilaci", "compile"], keys: buildKeys),
        GlossaryTerm(
            "works (OpenAlex, ORCID, Crossref)", accepted: ["obra"], rejected: ["trabajo"],
            keys: [
                .sourceLabelOpenAlexWorks, .sourceLabelORCIDWorks, .sourceLabelCrossrefWork,
                .perYearBasisOpenAlex, .noticeOpenAlexNotID,
            ]),
        GlossaryTerm(
            "quotation marks", accepted: ["“"], rejected: ["«", "»"],
            keys: [.quotedTitle, .noticeQuoted, .noticeExcludeNoMatch]),
        GlossaryTerm(
            "so (formal)", accepted: ["por lo que"], rejected: ["así que"],
            keys: [.noDataNote, .listTruncatedLowerBounds, .noteLowerBound]),
        GlossaryTerm(
            "was (a previous value)", accepted: ["(antes: "], rejected: ["(era "],
            keys: [.trendUnchanged, .trendUp, .trendDown]),
        GlossaryTerm(
            "venue", accepted: ["medio"], rejected: ["revista", "lugar de publicación"],
            keys: [.venue, .crossrefFilledOne, .evidenceSameVenue, .noticeCrossrefCapped]),
    ]

    static let portuguese: [GlossaryTerm] = [
        GlossaryTerm(
            "build (an update of the site's data)", accepted: ["atualiza"],
            rejected: ["geraç", "compilaç", "compile"], keys: buildKeys),
        GlossaryTerm(
            "works (OpenAlex, ORCID, Crossref)", accepted: ["obra"], rejected: ["trabalho"],
            keys: [
                .sourceLabelOpenAlexWorks, .sourceLabelORCIDWorks, .sourceLabelCrossrefWork,
                .perYearBasisOpenAlex, .noticeOpenAlexNotID,
            ]),
        GlossaryTerm(
            "was (a previous value)", accepted: ["(antes: "], rejected: ["(era "],
            keys: [.trendUnchanged, .trendUp, .trendDown]),
        GlossaryTerm(
            "venue", accepted: ["veículo"], rejected: ["revista", "local de publicação"],
            keys: [.venue, .crossrefFilledOne, .evidenceSameVenue, .noticeCrossrefCapped]),
    ]

    static let simplifiedChinese: [GlossaryTerm] = [
        GlossaryTerm(
            "build (an update of the site's data)", accepted: ["更新"], rejected: ["构建"],
            keys: buildKeys),
        GlossaryTerm(
            "notices", accepted: ["提示"], rejected: ["通知"],
            keys: [.notices, .noDataUnreadable, .noPublicationsLoaded, .dataFetchedStale]),
        // 发表于 stays where it means "published in" (a year), not the venue.
        GlossaryTerm(
            "venue", accepted: ["出处"], rejected: ["发表处", "发表载体"],
            keys: [.venue, .crossrefFilledOne, .evidenceSameVenue, .noticeCrossrefCapped]),
        GlossaryTerm(
            "Google Scholar's “Since” column (Scholar's own Chinese label)",
            accepted: ["年至今"], rejected: ["“自”列", "“自某年”"],
            keys: [.yearsExplanation, .recentWindowExplanation, .noticeDataYearSince]),
        GlossaryTerm(
            "role (of a paper in the h-index)", accepted: ["计入情况"], rejected: ["作用"],
            keys: [.role, .downloadPublicationsCSVDetail, .downloadJSONDetail]),
        // 参考列表 reads as a paper's bibliography (its references), not the scientist's own
        // list that papers are checked against.
        GlossaryTerm(
            "reference list (the scientist's own list papers are checked against)",
            accepted: ["核对论文列表"], rejected: ["参考列表"],
            keys: [
                .exclusionNotOnReferenceList, .exclusionNotOnReferenceListExplanation,
                .whatCountsReferenceList, .whatCountsNoReferenceList, .referenceTableIntro,
                .sourceCaveatsHomepage,
            ]),
    ]
}

extension GlossaryTerm {
    /// Whether `message` contains `form` at the start of a word, in any case ("aggiornament"
    /// in "l’aggiornamento", "Build" in "Builds"); in Chinese anywhere.
    public static func contains(_ message: String, _ form: String, in language: SiteLanguage)
        -> Bool
    {
        let text = message.lowercased()
        let wanted = form.lowercased()
        var rest = text[...]
        while let range = rest.range(of: wanted) {
            if language == .simplifiedChinese || range.lowerBound == text.startIndex
                || !text[text.index(before: range.lowerBound)].isLetter
            {
                return true
            }
            rest = text[range.upperBound...]
        }
        return false
    }
}
