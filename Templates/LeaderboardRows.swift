import HIndexCore

/// A leaderboard's rows rendered once for all its orderings: every ordering's positions and
/// ranks, and each row's markup but its rank cell (which is the same in every ordering of the
/// same leaderboard: the `data-position-*`/`data-rank-*` attributes name them all). A page in
/// one ordering then only puts the rows in that order with their rank cells
/// (``leaderboardTable(context:rows:departments:department:staleSince:folder:order:fetchedDays:markup:)``).
///
/// Made for one context, one list of rows, one list of departments and one `staleSince`; the
/// pages given it must be rendered with the same ones.
public struct LeaderboardRowsMarkup: Sendable {
    /// The rows in h-index order.
    public let rows: [LeaderboardRow]
    /// Each ordering (by ``LeaderboardOrder/allCases`` position): the index in ``rows`` of
    /// the row at each position.
    let order: [[Int]]
    /// Each ordering: the rank of each row (by index in ``rows``), `nil` when unranked.
    let rank: [[Int?]]
    /// Each ordering: the rank text of each row (by index in ``rows``): `3`, `=3` (shared)
    /// or `–` (unranked).
    let rankText: [[String]]
    /// Each row's markup before its rank cell's content (`<tr …><td class="num rank">`).
    let head: [String]
    /// Each row's markup after its rank cell's content (`</td>…</tr>`).
    let tail: [String]

    /// Renders the rows.
    ///
    /// - Parameters:
    ///   - rows: the rows in h-index order.
    ///   - departments: departments with a page (a department name links to its page).
    ///   - staleSince: as for `leaderboardPage`.
    public init(
        context: PageContext, rows: [LeaderboardRow], departments: [Department],
        staleSince: [String: String] = [:]
    ) {
        self.rows = rows
        let orders = LeaderboardOrder.allCases
        var order: [[Int]] = []
        var rankText: [[String]] = []
        var rank: [[Int?]] = []
        var position = [[Int]](
            repeating: [Int](repeating: 0, count: rows.count), count: orders.count)
        for (orderIndex, candidate) in orders.enumerated() {
            let ordered = Leaderboard.reorderedIndices(rows, by: candidate)
            var rankCounts: [Int: Int] = [:]
            for item in ordered { if let rank = item.rank { rankCounts[rank, default: 0] += 1 } }
            var texts = [String](repeating: "–", count: rows.count)
            var ranks = [Int?](repeating: nil, count: rows.count)
            for (place, item) in ordered.enumerated() {
                ranks[item.index] = item.rank
                texts[item.index] =
                    item.rank.map { (rankCounts[$0] ?? 0) > 1 ? "=\($0)" : "\($0)" } ?? "–"
                position[orderIndex][item.index] = place + 1
            }
            order.append(ordered.map(\.index))
            rankText.append(texts)
            rank.append(ranks)
        }
        self.order = order
        self.rank = rank
        self.rankText = rankText

        let catalog = context.catalog
        let departmentLabel = catalog.text(.department)
        let columnLabels = orders.map { catalog.label($0) }
        var head: [String] = []
        var tail: [String] = []
        head.reserveCapacity(rows.count)
        tail.reserveCapacity(rows.count)
        for (index, row) in rows.enumerated() {
            let orderData = orders.indices.map { orderIndex -> HTML in
                let candidate = orders[orderIndex]
                return """
                     data-position-\(candidate.rawValue)="\(position[orderIndex][index])" \
                    data-rank-\(candidate.rawValue)="\(rankText[orderIndex][index])"
                    """
            }.joined()
            let departmentCells = row.departments.map { name -> HTML in
                if let department = departments.first(where: { $0.name == name || $0.slug == name })
                {
                    "<a href=\"\(context.departmentLink(slug: department.slug))\">\(name)</a>"
                } else {
                    "\(name)"
                }
            }
            let bound = row.isLowerBound
            let staleMark: HTML =
                if let since = staleSince[row.slug] {
                    """
                     <span class="stale-mark" title="\(catalog.text(.dataStaleSince, ["day": catalog.day(since)]))">\
                    \(catalog.text(.staleMark))</span>
                    """
                } else {
                    .empty
                }
            let nameCell: HTML = """
                <th scope="row" class="name"><a href="\(context.scientistLink(slug: row.slug))">\(row.name)</a>\
                \(staleMark)\(externalLinks(row, catalog: catalog))</th>
                """
            let departmentCell: HTML = """
                <td class="department" data-label="\(departmentLabel)">\
                \(departmentCells.joined(separator: ", "))</td>
                """
            guard row.hasData else {
                let rowHead: HTML = """
                    <tr class="no-data"\(orderData)><td class="num rank">
                    """
                let rowTail: HTML = """
                    </td>\(nameCell)\(departmentCell)\
                    <td class="no-data-note" colspan="\(orders.count)">\
                    \(catalog.text(.noCitationDataRow))</td>\
                    </tr>
                    """
                head.append(rowHead.markup)
                tail.append(rowTail.markup)
                continue
            }
            let metricCells = orders.indices.map { orderIndex -> HTML in
                let column = orders[orderIndex]
                let value: HTML =
                    switch column {
                    case .hIndex:
                        metricValue(row.metrics.hIndex, isLowerBound: bound, catalog: catalog)
                    case .i10Index:
                        metricValue(row.metrics.i10Index, isLowerBound: bound, catalog: catalog)
                    case .citations:
                        metricValue(row.metrics.citations, isLowerBound: bound, catalog: catalog)
                    case .recentHIndex: recentValue(row, catalog: catalog)
                    case .trend: trendCell(row.trend, catalog: catalog)
                    }
                return """
                    <td class="num \(column.cellClass)" data-label="\(columnLabels[orderIndex])">\(value)</td>
                    """
            }
            let rowHead: HTML = """
                <tr\(HTML.raw(bound ? " class=\"lower-bound\"" : ""))\(orderData)><td class="num rank">
                """
            let rowTail: HTML = """
                </td>\(nameCell)\(departmentCell)\(metricCells.joined())</tr>
                """
            head.append(rowHead.markup)
            tail.append(rowTail.markup)
        }
        self.head = head
        self.tail = tail
    }

    /// The position of `order` in ``LeaderboardOrder/allCases``.
    static func index(of order: LeaderboardOrder) -> Int {
        LeaderboardOrder.allCases.firstIndex(of: order) ?? 0
    }

    /// The rows in `order`, ranked in it (what ``Leaderboard/reordered(_:by:)`` returns).
    public func ordered(by order: LeaderboardOrder) -> [LeaderboardRow] {
        let orderIndex = Self.index(of: order)
        return self.order[orderIndex].map { index in
            var row = rows[index]
            row.rank = rank[orderIndex][index]
            return row
        }
    }

    /// Whether two rows share a rank in `order`.
    func hasSharedRank(_ order: LeaderboardOrder) -> Bool {
        rankText[Self.index(of: order)].contains { $0.hasPrefix("=") }
    }

    /// The table body's rows in `order`, one per line.
    func body(_ order: LeaderboardOrder, catalog: Catalog) -> HTML {
        let orderIndex = Self.index(of: order)
        var markup = ""
        markup.reserveCapacity(head.reduce(0) { $0 + $1.utf8.count } * 2)
        for (place, index) in self.order[orderIndex].enumerated() {
            if place > 0 { markup += "\n" }
            markup += head[index]
            let rankText = rankText[orderIndex][index]
            let rank: HTML =
                if rankText.hasPrefix("=") {
                    """
                    <span title="\(catalog.text(.sharedRank, ["rank": String(rankText.dropFirst())]))">\
                    \(rankText)</span>
                    """
                } else if rank[orderIndex][index] == nil {
                    """
                    <span title="\(catalog.text(rows[index].hasData ? .notRankedNoValue : .notRankedNoData))">–</span>
                    """
                } else {
                    "\(rankText)"
                }
            markup += rank.markup
            markup += tail[index]
        }
        return HTML.raw(markup)
    }
}
