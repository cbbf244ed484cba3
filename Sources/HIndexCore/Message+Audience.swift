extension MessageKey {
    /// The notices that speak to the site's maintainer — what to fix in a content file, what
    /// to run, what the matching merged or could not find — rather than to the site's
    /// readers. Public pages leave them out (``Notice/isPublic``); the console, the JSON and
    /// the maintainer report (`build --report`) carry them.
    public static let forMaintainers: Set<MessageKey> = [
        .noticeNoCitationSource, .noticeSourceUnavailable, .noticeFewMatchesOne,
        .noticeFewMatchesMany, .noticeDataYearChart, .noticeDataYearSince,
        .noticeDataYearLatestPublication, .noticeDataYearUnknown, .noticeAddSaved,
        .noticeCrossrefCapped, .noticeCrossrefOfflineOne, .noticeCrossrefOfflineOther,
        .noticeCrossrefUnknownOne, .noticeCrossrefUnknownOther, .noticeCrossrefFailed,
        .noticeCrossrefFailedMore, .noticeExcludeNoMatch, .noticeMergeNoMatch,
        .noticeMergeGroupNone, .noticeMergeGroupOne, .noticeIncludeExcluded,
        .noticeIncludeNoMatch, .noticeDuplicate, .noticeDuplicateSame, .noticeAmbiguous,
        .noticePossibleNamesakesCountedOne, .noticePossibleNamesakesCountedOther,
        .noticePossibleNamesakesLeftOutOne, .noticePossibleNamesakesLeftOutOther,
        .noticeUntiedPapersDecideOne, .noticeUntiedPapersDecideOther,
    ]

    /// Whether a notice of this key speaks to the maintainer (``forMaintainers``).
    public var isForMaintainers: Bool { Self.forMaintainers.contains(self) }
}
