import HIndexCore

/// The catalog's words for the core's enumerations (orderings, metrics, roles).
extension Catalog {
    /// A leaderboard ordering's column header: "h-index", "Citations", "Recent h".
    public func label(_ order: LeaderboardOrder) -> String {
        switch order {
        case .hIndex: text(.orderLabelHIndex)
        case .i10Index: text(.orderLabelI10Index)
        case .citations: text(.orderLabelCitations)
        case .recentHIndex: text(.orderLabelRecentHIndex)
        case .trend: text(.orderLabelTrend)
        }
    }

    /// An ordering's metric in a sentence: "citations", "recent h-index".
    public func noun(_ order: LeaderboardOrder) -> String {
        switch order {
        case .hIndex: text(.orderNounHIndex)
        case .i10Index: text(.orderNounI10Index)
        case .citations: text(.orderNounCitations)
        case .recentHIndex: text(.orderNounRecentHIndex)
        case .trend: text(.orderNounTrend)
        }
    }

    /// The stated order of a leaderboard (how ties are broken).
    public func orderDescription(_ order: LeaderboardOrder) -> String {
        switch order {
        case .hIndex: text(.orderByHIndex)
        case .trend: text(.orderByTrend)
        case .recentHIndex: text(.orderByRecentHIndex)
        case .i10Index, .citations: text(.orderByMetric, ["noun": noun(order)])
        }
    }

    /// "h-index up 2 since 2026-09-12 (was 5)".
    public func trendSummary(_ trend: HIndexTrend) -> String {
        let arguments = [
            "change": number(abs(trend.change)), "day": day(trend.since),
            "previous": number(trend.previousHIndex),
        ]
        return switch trend.change {
        case 0: text(.trendUnchanged, arguments)
        case 1...: text(.trendUp, arguments)
        default: text(.trendDown, arguments)
        }
    }

    /// A metric's label: "g-index", "Citations per year".
    public func label(_ kind: MetricKind) -> String {
        switch kind {
        case .hIndex: text(.metricHIndex)
        case .gIndex: text(.metricGIndex)
        case .i10Index: text(.metricI10Index)
        case .eIndex: text(.metricEIndex)
        case .mQuotient: text(.metricMQuotient)
        case .hINorm: text(.metricHINorm)
        case .hIAnnual: text(.metricHIAnnual)
        case .papers: text(.metricPapers)
        case .citations: text(.metricCitations)
        case .citationsPerYear: text(.metricCitationsPerYear)
        case .citationsPerPaper: text(.metricCitationsPerPaper)
        case .authorsPerPaper: text(.metricAuthorsPerPaper)
        case .recentHIndex: text(.metricRecentHIndex)
        case .recentCitations: text(.metricRecentCitations)
        }
    }

    /// A paper role's short label: "in h-core".
    public func label(_ role: HCoreRole) -> String {
        switch role {
        case .core: text(.roleCore)
        case .boundary: text(.roleBoundary)
        case .outside: text(.roleOutside)
        case .excluded: text(.roleExcluded)
        }
    }

    /// What a paper role means, for the legends.
    public func explanation(_ role: HCoreRole) -> String {
        switch role {
        case .core: text(.roleCoreExplanation)
        case .boundary: text(.roleBoundaryExplanation)
        case .outside: text(.roleOutsideExplanation)
        case .excluded: text(.roleExcludedExplanation)
        }
    }

    /// Why a paper is excluded, in a badge: "manual".
    public func label(_ reason: ExclusionReason) -> String {
        switch reason {
        case .manual: text(.exclusionManual)
        case .notOnReferenceList: text(.exclusionNotOnReferenceList)
        case .duplicate: text(.exclusionDuplicate)
        case .possibleNamesake: text(.exclusionPossibleNamesake)
        }
    }

    /// An attribution class in a badge: "attributed".
    public func label(_ attribution: AttributionClass) -> String {
        switch attribution {
        case .confirmed: text(.attributionConfirmed)
        case .attributed: text(.attributionAttributed)
        case .undecided: text(.attributionUndecided)
        case .possibleNamesake: text(.attributionPossibleNamesake)
        }
    }

    /// What an attribution class means, for the legend and the methodology page.
    public func explanation(_ attribution: AttributionClass) -> String {
        switch attribution {
        case .confirmed: text(.attributionConfirmedExplanation)
        case .attributed: text(.attributionAttributedExplanation)
        case .undecided: text(.attributionUndecidedExplanation)
        case .possibleNamesake: text(.attributionPossibleNamesakeExplanation)
        }
    }

    /// One sentence saying what a metric is (tooltips, the methodology page).
    public func summary(_ kind: MetricKind) -> String {
        switch kind {
        case .hIndex: text(.summaryHIndex)
        case .gIndex: text(.summaryGIndex)
        case .i10Index: text(.summaryI10Index)
        case .eIndex: text(.summaryEIndex)
        case .mQuotient: text(.summaryMQuotient)
        case .hINorm: text(.summaryHINorm)
        case .hIAnnual: text(.summaryHIAnnual)
        case .papers: text(.summaryPapers)
        case .citations: text(.summaryCitations)
        case .citationsPerYear: text(.summaryCitationsPerYear)
        case .citationsPerPaper: text(.summaryCitationsPerPaper)
        case .authorsPerPaper: text(.summaryAuthorsPerPaper)
        case .recentHIndex: text(.summaryRecentHIndex)
        case .recentCitations: text(.summaryRecentCitations)
        }
    }
}
