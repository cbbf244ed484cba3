import HIndexCore

/// The site's stylesheet, written to `assets/style.css`.
///
/// Light and dark themes (`prefers-color-scheme`; print always uses the light one), a
/// responsive layout, and print styles. On a phone (≤ 30rem, 480 px) the leaderboard, the
/// publication table and the reference-list table become stacked rows (see
/// `phoneTableStyles`); other tables scroll horizontally inside their box.
/// Role colors use light tinted backgrounds plus a colored left bar and a badge; every
/// text/background pair meets WCAG AA (4.5:1) and every bar or border 3:1, in both themes.
/// Color is never the only signal: each role also has a symbol and a text label.
public func stylesheet() -> String {
    """
    /* hindex-site stylesheet. No external resources. */
    :root {
      color-scheme: light dark;
      --bg: #ffffff;
      --fg: #1f2328;
      --muted: #57606a;
      --link: #0b5cad;
      --surface: #f6f8fa;
      --border: #d0d7de;
      --core-bg: #e7f5ea;
      --core-fg: #135226;
      --core-border: #1f7a35;
      --boundary-bg: #f0f1f3;
      --boundary-fg: #3b424b;
      --boundary-border: #6b7280;
      --outside-bg: #fdeced;
      --outside-fg: #8a1c22;
      --outside-border: #c42b32;
      --excluded-bg: #f8f8f9;
      --excluded-fg: #57606a;
      --excluded-border: #6e7781;
      --warn-bg: #fff8e1;
      --warn-border: #9a6700;
      --chart-bar: #0b5cad;
      --chart-line: #1f7a35;
      --trend-up: #135226;
      --trend-down: #8a1c22;
    }

    @media screen and (prefers-color-scheme: dark) {
      :root {
        --bg: #0f1419;
        --fg: #e6edf3;
        --muted: #9da7b3;
        --link: #6cb6ff;
        --surface: #161b22;
        --border: #30363d;
        --core-bg: #12301c;
        --core-fg: #8ee59b;
        --core-border: #3fb950;
        --boundary-bg: #21262d;
        --boundary-fg: #d0d7de;
        --boundary-border: #8b949e;
        --outside-bg: #3a1619;
        --outside-fg: #ffaba3;
        --outside-border: #f85149;
        --excluded-bg: #14191f;
        --excluded-fg: #9da7b3;
        --excluded-border: #6e7681;
        --warn-bg: #2b2111;
        --warn-border: #d29922;
        --chart-bar: #6cb6ff;
        --chart-line: #3fb950;
        --trend-up: #8ee59b;
        --trend-down: #ffaba3;
      }
    }

    *, *::before, *::after { box-sizing: border-box; }

    html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }

    body {
      margin: 0;
      font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial,
        sans-serif;
      font-size: 1rem;
      line-height: 1.5;
      color: var(--fg);
      background: var(--bg);
    }

    a { color: var(--link); text-underline-offset: 0.15em; }
    a:focus-visible, .table-scroll:focus-visible {
      outline: 2px solid var(--link);
      outline-offset: 2px;
    }

    code {
      font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono",
        monospace;
      font-size: 0.875em;
      overflow-wrap: anywhere;
    }

    .skip-link {
      position: absolute;
      left: -10000px;
      top: 0.5rem;
      padding: 0.5rem 1rem;
      background: var(--bg);
      border: 2px solid var(--link);
      z-index: 10;
    }
    .skip-link:focus { left: 0.5rem; }

    .site-header, main, .site-footer {
      max-width: 76rem;
      margin: 0 auto;
      padding-left: 1rem;
      padding-right: 1rem;
    }

    .site-header {
      padding-top: 0.875rem;
      padding-bottom: 0.875rem;
      border-bottom: 1px solid var(--border);
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      justify-content: space-between;
      gap: 0.25rem 1.5rem;
    }
    .site-nav { font-size: 0.9375rem; margin-left: auto; }
    .site-title {
      color: var(--fg);
      font-weight: 700;
      font-size: 1.125rem;
      text-decoration: none;
    }
    .site-title:hover { text-decoration: underline; }

    h1 { font-size: 1.875rem; line-height: 1.2; margin: 1.25rem 0 1rem; }
    h2 { font-size: 1.25rem; line-height: 1.3; margin: 2rem 0 0.75rem; }

    .breadcrumb { margin-top: 1rem; font-size: 0.875rem; }
    .breadcrumb + h1 { margin-top: 0.25rem; }

    .intro, .bio { max-width: 48rem; }

    .definitions { max-width: 48rem; }
    .definitions dt { font-weight: 600; margin-top: 0.75rem; }
    .definitions dd { margin: 0.125rem 0 0 1.25rem; }

    .department-nav h2 { font-size: 1rem; margin: 1.25rem 0 0.5rem; }
    .name-filter { margin: 1rem 0 0.5rem; }
    .name-filter[hidden], .leaderboard tr[hidden] { display: none; }
    .name-filter label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
    .name-filter input {
      font: inherit; color: var(--fg); background: var(--bg);
      border: 1px solid var(--muted); border-radius: 4px; padding: 0.35rem 0.5rem;
      width: 100%; max-width: 20rem; box-sizing: border-box;
    }
    .name-filter input:focus-visible { outline: 2px solid var(--link); outline-offset: 1px; }
    .name-filter-status { margin: 0.25rem 0 0; color: var(--muted); min-height: 1.5em; }
    .department-nav ul {
      list-style: none;
      margin: 0;
      padding: 0;
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem 1.25rem;
    }

    .department-nav a[aria-current="page"] {
      font-weight: 700;
      text-decoration: none;
      border-bottom: 3px solid currentColor;
    }

    /* Screen-reader text: read aloud, not shown. */
    .visually-hidden {
      position: absolute;
      width: 1px;
      height: 1px;
      margin: -1px;
      padding: 0;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
      border: 0;
    }

    /* Leaderboards: headers are links to the other orderings. */
    .leaderboard thead th a { color: inherit; }
    .leaderboard thead th[aria-sort] a { text-decoration-thickness: 2px; }
    .sort-marker { font-size: 0.75em; }
    .leaderboard .row-links { display: block; font-size: 0.8125rem; font-weight: 400; }
    .trend-up { color: var(--trend-up); font-weight: 600; }
    .trend-down { color: var(--trend-down); font-weight: 600; }
    .trend-same { color: var(--muted); }

    /* Charts: inline SVG colored by the theme; text follows the page color. */
    .charts h3 { font-size: 1rem; margin: 1.25rem 0 0.5rem; }
    .chart-figure { margin: 0.5rem 0 1.25rem; max-width: 44rem; }
    .chart { display: block; width: 100%; height: auto; color: var(--fg); }
    .chart text { fill: currentColor; font-size: 12px; font-family: inherit; }
    .chart .chart-axis { stroke: currentColor; stroke-width: 1; }
    .chart .chart-grid { stroke: var(--border); stroke-width: 1; }
    .chart .chart-bar { fill: var(--chart-bar); }
    .chart .chart-line { fill: none; stroke: var(--chart-line); stroke-width: 2.5; }
    .chart .chart-point { fill: var(--chart-line); }
    .chart-figure figcaption, .chart-note, .chart-missing {
      color: var(--muted);
      font-size: 0.875rem;
    }
    .chart-data summary { cursor: pointer; font-size: 0.875rem; }
    .chart-data table { width: auto; margin-top: 0.5rem; }

    /* Tables: scroll horizontally inside their box on narrow screens. */
    .table-scroll {
      overflow-x: auto;
      margin: 1rem 0 0.5rem;
      border: 1px solid var(--border);
      border-radius: 6px;
    }
    table { width: 100%; border-collapse: collapse; font-size: 0.9375rem; }
    caption {
      caption-side: top;
      text-align: left;
      padding: 0.625rem 0.75rem;
      font-weight: 600;
    }
    th, td {
      padding: 0.4375rem 0.75rem;
      text-align: left;
      vertical-align: top;
      border-top: 1px solid var(--border);
    }
    thead th {
      background: var(--surface);
      white-space: nowrap;
      font-weight: 600;
    }
    tbody th { font-weight: 500; }
    .num {
      text-align: right;
      white-space: nowrap;
      font-variant-numeric: tabular-nums;
    }
    .leaderboard tbody th { white-space: nowrap; }
    .publications-table .title { min-width: 16rem; }
    .publications-table .title a { color: inherit; }
    .publications-table .authors { min-width: 10rem; }
    .publications-table .venue { min-width: 8rem; }
    .missing { color: var(--muted); }
    .table-note { margin: 0.25rem 0; color: var(--muted); font-size: 0.875rem; }

    .empty-state {
      padding: 1rem;
      border: 1px dashed var(--border);
      border-radius: 6px;
      background: var(--surface);
    }

    /* Summary card. */
    .summary-card {
      padding: 1rem 1.25rem;
      border: 1px solid var(--border);
      border-radius: 8px;
      background: var(--surface);
    }
    .summary-card dl { margin: 0; display: grid; gap: 0.75rem 1.5rem; }
    .summary-card .facts {
      grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
      margin-bottom: 1rem;
    }
    .summary-card .metrics { grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr)); }
    .summary-card .metrics .wide { grid-column: span 2; }
    .summary-card dt {
      color: var(--muted);
      font-size: 0.8125rem;
      letter-spacing: 0.03em;
      text-transform: uppercase;
    }
    .summary-card dd { margin: 0.125rem 0 0; }
    .summary-card .metrics dd {
      font-size: 1.5rem;
      font-weight: 650;
      font-variant-numeric: tabular-nums;
    }
    .summary-card .metrics .lower-bound {
      display: inline-block;
      font-size: 1.0625rem;
      line-height: 1.35;
      padding-top: 0.25rem;
    }
    .summary-card .metrics .profile-value {
      display: block;
      color: var(--muted);
      font-size: 0.875rem;
      font-weight: 400;
    }
    /* Metric labels keep their case (hI,norm, h-index) and link to their definitions. */
    .summary-card .metrics dt { text-transform: none; letter-spacing: 0; font-size: 0.875rem; }
    .summary-card .metrics .metric-link { color: inherit; text-decoration-style: dotted; }
    .summary-card .metrics .metric-link:hover { color: var(--link); }
    .summary-card .metric-h-index dd { font-size: 2.25rem; line-height: 1.1; }
    .summary-card .more-metrics {
      margin-top: 1rem;
      padding-top: 0.75rem;
      border-top: 1px solid var(--border);
    }
    .summary-card .more-metrics dd { font-size: 1.125rem; font-weight: 600; }
    .metric-basis, .next-h { margin: 0.75rem 0 0; font-size: 0.875rem; }
    .metric-basis { color: var(--muted); }
    .definitions .formula { margin: 0.25rem 0 0; }

    .provenance { color: var(--muted); font-size: 0.875rem; }
    .freshness .stale, .stale-mark {
      color: var(--fg);
      background: var(--warn-bg);
      border: 1px solid var(--warn-border);
      border-radius: 4px;
      padding: 0 0.25rem;
      font-weight: 600;
    }
    .stale-mark { font-size: 0.8125rem; font-weight: 400; }

    .notices {
      margin: 1rem 0;
      padding: 0.5rem 1rem;
      border-left: 4px solid var(--warn-border);
      border-radius: 4px;
      background: var(--warn-bg);
    }
    .notices h2 { font-size: 1rem; margin: 0.25rem 0; }
    .notices ul { margin: 0.25rem 0; padding-left: 1.25rem; }

    /* Roles: tinted rows, a colored bar, and a badge with symbol and label. */
    .legend {
      list-style: none;
      margin: 0.5rem 0 1rem;
      padding: 0;
      display: grid;
      gap: 0.375rem;
      font-size: 0.9375rem;
    }
    .badge {
      display: inline-block;
      padding: 0 0.5rem;
      border: 1px solid;
      border-radius: 999px;
      font-size: 0.8125rem;
      font-weight: 600;
      line-height: 1.6;
      white-space: nowrap;
    }
    .badge.role-core {
      color: var(--core-fg); background: var(--core-bg); border-color: var(--core-border);
    }
    .badge.role-boundary {
      color: var(--boundary-fg); background: var(--boundary-bg);
      border-color: var(--boundary-border);
    }
    .badge.role-outside {
      color: var(--outside-fg); background: var(--outside-bg);
      border-color: var(--outside-border);
    }
    .badge.role-excluded {
      color: var(--excluded-fg); background: var(--excluded-bg);
      border-color: var(--excluded-border); border-style: dashed;
    }
    tr.role-core > * { background: var(--core-bg); }
    tr.role-boundary > * { background: var(--boundary-bg); }
    tr.role-outside > * { background: var(--outside-bg); }
    tr.role-excluded > * { background: var(--excluded-bg); color: var(--excluded-fg); }
    tr.role-core > :first-child { box-shadow: inset 4px 0 0 var(--core-border); }
    tr.role-boundary > :first-child { box-shadow: inset 4px 0 0 var(--boundary-border); }
    tr.role-outside > :first-child { box-shadow: inset 4px 0 0 var(--outside-border); }
    tr.role-excluded > :first-child { box-shadow: inset 4px 0 0 var(--excluded-border); }
    tr.role-excluded .title { text-decoration: line-through; }

    /* Attribution: how a paper is tied to the scientist, beside its role (text, not color). */
    .badge[class*="attribution-"] {
      color: inherit; background: transparent; border-color: currentColor; font-weight: 500;
    }
    .badge.attribution-possible-namesake { border-style: dashed; }
    .role .evidence { display: block; font-size: 0.8125rem; margin-top: 0.125rem; }
    .attribution-summary { margin: 0.5rem 0; }

    /* Reference list: green = found in the citation source, red = not found. */
    .badge.ref-found {
      color: var(--core-fg); background: var(--core-bg); border-color: var(--core-border);
    }
    .badge.ref-missing {
      color: var(--outside-fg); background: var(--outside-bg);
      border-color: var(--outside-border);
    }
    tr.ref-found > * { background: var(--core-bg); }
    tr.ref-missing > * { background: var(--outside-bg); }
    tr.ref-found > :first-child { box-shadow: inset 4px 0 0 var(--core-border); }
    tr.ref-missing > :first-child { box-shadow: inset 4px 0 0 var(--outside-border); }
    .match-rule { color: var(--muted); font-size: 0.875rem; white-space: nowrap; }
    .matching-counts {
      display: flex; flex-wrap: wrap; gap: 0.5rem 2rem; margin: 1rem 0;
    }
    .matching-counts dt { color: var(--muted); font-size: 0.8125rem; }
    .matching-counts dd { margin: 0; font-size: 1.25rem; font-weight: 700; }
    .matching-report details { margin: 0.5rem 0; }
    .matching-report summary { cursor: pointer; font-weight: 600; }

    .site-footer {
      margin-top: 3rem;
      padding-top: 1rem;
      padding-bottom: 2rem;
      border-top: 1px solid var(--border);
      color: var(--muted);
      font-size: 0.875rem;
    }

    @media (max-width: 40rem) {
      h1 { font-size: 1.5rem; }
      th, td { padding: 0.375rem 0.5rem; }
      .summary-card { padding: 0.75rem; }
      .summary-card .metrics { grid-template-columns: repeat(2, 1fr); }
    }

    \(phoneTableStyles())
    @media print {
      body { font-size: 10pt; }
      .skip-link, .breadcrumb, .site-nav { display: none; }
      .site-header, main, .site-footer { max-width: none; padding: 0; }
      .table-scroll { overflow: visible; border: 0; }
      table { font-size: 9pt; }
      thead { display: table-header-group; }
      tr { break-inside: avoid; }
      a { color: inherit; text-decoration: none; }
      * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
      .chart-figure { break-inside: avoid; max-width: 36rem; }
      .chart { color: #000; }
      .chart .chart-bar { fill: #0b5cad; }
      .chart .chart-line, .chart .chart-point { stroke: #1f7a35; }
      .chart .chart-point { fill: #1f7a35; }
      .department-nav, .leaderboard .row-links { display: none; }
    }

    """
}

/// The phone layout of the wide tables (≤ 30rem, 480 px), CSS only.
///
/// Each row becomes a wrapping flex box: its first line holds what the row is about — the
/// rank, the name and the value of the ordering shown (the column of the table's
/// `data-order`, which `sort.js` keeps current) in a leaderboard; the number and the title of
/// a publication — and the other cells follow as labelled items (`data-label`, shown with
/// `content: attr(data-label)` and kept out of the accessible name where the browser allows
/// it, since the column header already names the cell). Only `tr` and the cells change their
/// display; the table, its caption and row groups stay as they are, so the table keeps its
/// rows, cells and headers for screen readers. A publication row's role is its left edge,
/// its tint and its badge with symbol and label, as on a wide screen.
func phoneTableStyles() -> String {
    func active(_ part: String = "", _ suffix: String = "") -> String {
        LeaderboardOrder.allCases.map { order in
            ".leaderboard[data-order=\"\(order.rawValue)\"] \(part).\(order.cellClass)\(suffix)"
        }.joined(separator: ",\n  ")
    }
    return """
        @media (max-width: 30rem) {
          .leaderboard, .publications-table, .reference-table { font-size: 0.9375rem; }
          .leaderboard tr, .publications-table tr, .reference-table tr {
            display: flex;
            flex-wrap: wrap;
            align-items: baseline;
            padding: 0.5rem 0.625rem 0.5rem 3rem;
            border-top: 1px solid var(--border);
          }
          .leaderboard tr > *, .publications-table tr > *, .reference-table tr > * {
            display: block;
            order: 4;
            padding: 0;
            border: 0;
            min-width: 0;
            text-align: left;
          }
          /* The row's first line: rank or number in the left margin, the name or title. */
          .leaderboard .rank, .publications-table .index, .reference-table .index {
            font-size: inherit;
            order: 0;
            flex: 0 0 2.5rem;
            margin-left: -2.5rem;
            padding-right: 0.5rem;
            text-align: right;
          }
          .leaderboard tr > .name, .publications-table tr > .title, .reference-table tr > .title {
            order: 1;
            flex: 1 1 50%;
            white-space: normal;
            overflow-wrap: anywhere;
          }
          .publications-table tr > .title, .reference-table tr > .title {
            flex-basis: 100%;
            min-width: 0;
            font-weight: 600;
          }
          /* A break after the first line: the other cells start on the next one. */
          .leaderboard tr::after {
            content: "";
            order: 3;
            flex-basis: 100%;
          }
          .leaderboard tbody tr > td:not(.rank), .leaderboard thead th:not(.rank, .name),
          .publications-table tbody td:not(.index), .reference-table tbody td:not(.index) {
            margin: 0.125rem 1rem 0 0;
          }
          [data-label]::before {
            content: attr(data-label) " ";
            content: attr(data-label) " " / "";
            color: var(--muted);
            font-size: 0.8125rem;
          }
          tr.role-excluded [data-label]::before { color: inherit; }
          /* Leaderboards: the ordering's value beside the name, large, without a label. */
          \(active("")) {
            order: 2;
            margin: 0 0 0 0.75rem;
            text-align: right;
          }
          \(active("", "::before")) {
            content: none;
          }
          \(active("tbody ")) {
            font-size: 1.25rem;
            font-weight: 700;
            line-height: 1.2;
          }
          .leaderboard tbody td { font-size: 0.875rem; }
          /* The header line: Rank, Name, the ordering's column; the other orderings below. */
          .leaderboard thead tr { padding-top: 0.375rem; padding-bottom: 0.375rem; }
          .leaderboard thead .rank { font-size: 0.8125rem; }
          .leaderboard thead tr, .leaderboard thead th { background: var(--surface); }
          .leaderboard thead .department {
            position: absolute;
            width: 1px;
            height: 1px;
            overflow: hidden;
            clip: rect(0 0 0 0);
            white-space: nowrap;
          }
          .leaderboard tbody th { white-space: normal; }
          /* Publications and references: the headers are read, not shown (each cell has
             its label). Year, citations and role on the second line; authors, venue and
             the match each on a line of their own. */
          .publications-table thead tr, .reference-table thead tr { padding: 0; border: 0; }
          .publications-table thead th, .reference-table thead th {
            position: absolute;
            width: 1px;
            height: 1px;
            overflow: hidden;
            clip: rect(0 0 0 0);
            white-space: nowrap;
          }
          .publications-table .year, .publications-table .citations, .publications-table .role,
          .reference-table .year, .reference-table .role {
            order: 2;
          }
          .publications-table tr > .authors, .publications-table tr > .venue,
          .reference-table tr > .authors, .reference-table tr > .matched-as {
            order: 3;
            flex: 1 1 100%;
            min-width: 0;
            font-size: 0.875rem;
            overflow-wrap: anywhere;
          }
          .badge { white-space: normal; }
          tr.role-core, tr.role-core > * { background: var(--core-bg); }
          tr.role-boundary, tr.role-boundary > * { background: var(--boundary-bg); }
          tr.role-outside, tr.role-outside > * { background: var(--outside-bg); }
          tr.role-excluded, tr.role-excluded > * { background: var(--excluded-bg); }
          tr.ref-found, tr.ref-found > * { background: var(--core-bg); }
          tr.ref-missing, tr.ref-missing > * { background: var(--outside-bg); }
          tr.role-core { box-shadow: inset 4px 0 0 var(--core-border); }
          tr.role-boundary { box-shadow: inset 4px 0 0 var(--boundary-border); }
          tr.role-outside { box-shadow: inset 4px 0 0 var(--outside-border); }
          tr.role-excluded { box-shadow: inset 4px 0 0 var(--excluded-border); }
          tr.ref-found { box-shadow: inset 4px 0 0 var(--core-border); }
          tr.ref-missing { box-shadow: inset 4px 0 0 var(--outside-border); }
          tr[class^="role-"] > :first-child, tr[class^="ref-"] > :first-child {
            box-shadow: none;
          }
          /* Other tables wrap their headers instead of widening the page. */
          thead th { white-space: normal; }
          .publications-table .title, .publications-table .authors,
          .publications-table .venue { min-width: 0; }
          /* Charts: larger text in the view box, which shrinks with the screen. */
          .chart text { font-size: 18px; }
          .summary-card { padding: 0.75rem; }
          .summary-card .facts { grid-template-columns: minmax(0, 1fr); }
          .summary-card dd { overflow-wrap: anywhere; }
          .definitions dd { margin-left: 0.5rem; }
        }

        """
}
