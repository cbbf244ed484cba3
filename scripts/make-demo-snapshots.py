#!/usr/bin/env python3
"""Writes the demo site's saved Google Scholar profile pages (content/snapshots/*.html).

The scientists, papers and counts are fictional and written by the hindex-site team; the
markup follows the structure of real Scholar profile pages (rows `tr.gsc_a_tr`, stats table
`#gsc_rsb_st`, "Cited by" histogram `.gsc_md_hist_b`, "Show more" button `#gsc_bpf_more`), so the demo builds offline through the
same parser as real pages. Run from the repository root: python3 scripts/make-demo-snapshots.py
"""
import html
import os

PEOPLE = {
    "ada-quispe": dict(
        user="AdaQu1spe0AJ", name="Ada Quispe", affil="Professor of Computer Science, Northfield University",
        since=2021, complete=True,
        papers=[
            ("Delay-tolerant routing for rural mesh networks", "A Quispe, L Marr, T Oyelaran", "IEEE Transactions on Networking 31 (4)", 2019, 212),
            ("A measurement study of community Wi-Fi in the Andes", "A Quispe, R Huaman", "ACM IMC", 2017, 148),
            ("Energy-aware scheduling for solar-powered base stations", "A Quispe, K Ibarra, L Marr", "INFOCOM", 2020, 97),
            ("Opportunistic backhaul with LoRa relays", "T Oyelaran, A Quispe", "SenSys", 2021, 64),
            ("Congestion control when the link is a bus schedule", "A Quispe, M Devereux", "HotNets", 2018, 51),
            ("Fair airtime allocation in shared rural spectrum", "K Ibarra, A Quispe", "DySPAN", 2022, 33),
            ("Queue management for intermittent satellite uplinks", "A Quispe", "NSDI", 2023, 21),
            ("Measuring last-mile latency with crowdsourced probes", "R Huaman, A Quispe, S Tan", "PAM", 2019, 18),
            ("Cooperative caching on village servers", "A Quispe, L Marr", "CoNEXT", 2016, 14),
            ("Low-cost spectrum sensing with software radios", "S Tan, A Quispe", "MobiCom Workshops", 2020, 11),
            ("Reliable firmware updates over lossy mesh links", "A Quispe, T Oyelaran", "EWSN", 2022, 11),
            ("Modelling solar intermittency for network planning", "K Ibarra, A Quispe", "e-Energy", 2021, 10),
            ("What rural users value in connectivity: a survey", "A Quispe, R Huaman", "COMPASS", 2018, 10),
            ("A testbed for delay-tolerant messaging", "L Marr, A Quispe", "WiNTECH", 2017, 9),
            ("Gossip protocols under power budgets", "A Quispe", "arXiv preprint arXiv:2104.01234", 2021, 7),
            ("Teaching networking with village-scale testbeds", "A Quispe, M Devereux", "SIGCSE", 2023, 5),
            ("Link prediction from bus timetables", "M Devereux, A Quispe", "arXiv preprint arXiv:2303.04567", 2023, 3),
            ("Toward zero-maintenance rural networks", "A Quispe", "HotNets", 2024, 2),
            ("A dataset of rural mesh traces", "R Huaman, S Tan, A Quispe", "Zenodo", 2024, 0),
            ("Community networks: a position paper", "A Quispe, L Marr", "ACM SIGCOMM CCR", 2025, None),
        ]),
    "bartholomew-okonkwo-lind": dict(
        user="BOkonkwoL0AJ", name="Bartholomew Okonkwo-Lind", affil="Associate Professor, Northfield University",
        since=2021, complete=True,
        papers=[
            ("Calibrated uncertainty for tabular deep learning", "B Okonkwo-Lind, J Arvesen", "NeurIPS", 2020, 301),
            ("Sparse attention for long clinical notes", "B Okonkwo-Lind, P Ghosh, J Arvesen", "ACL", 2019, 187),
            ("Sediment transport in tidal estuaries of the Niger delta", "B Okonkwo, A Eze", "Journal of Coastal Research", 2015, 120),
            ("Benchmarking distribution shift in hospital data", "P Ghosh, B Okonkwo-Lind", "ICML", 2021, 88),
            ("Conformal prediction under label noise", "B Okonkwo-Lind", "AISTATS", 2022, 40),
            ("Learning to defer with limited expert time", "J Arvesen, B Okonkwo-Lind", "ICLR", 2022, 25),
            ("Interpretable risk scores from gradient boosting", "B Okonkwo-Lind, M Castell", "KDD", 2018, 19),
            ("Active learning for rare-disease cohorts", "M Castell, B Okonkwo-Lind", "MLHC", 2021, 12),
            ("Fairness audits without protected attributes", "B Okonkwo-Lind, P Ghosh", "FAccT", 2023, 9),
            ("Self-supervised pretraining on ICU time series", "P Ghosh, J Arvesen, B Okonkwo-Lind", "CHIL", 2023, 9),
            ("Uncertainty-aware triage: a randomized pilot", "B Okonkwo-Lind, M Castell, J Arvesen", "npj Digital Medicine", 2024, 9),
            ("A note on ties in ranking metrics", "B Okonkwo-Lind", "arXiv preprint arXiv:2401.00042", 2024, 6),
            ("Robust imputation for missing lab values", "M Castell, B Okonkwo-Lind", "AMIA", 2020, 4),
            ("Explaining model disagreement to clinicians", "B Okonkwo-Lind", "CHI Late-Breaking Work", 2024, 1),
        ]),
    "chiara-odegard": dict(
        user="ChiaraOdeg0J", name="Chiara Ødegård", affil="Marine Biology, Northfield University",
        since=2021, complete=False, profile_h=13, profile_cites=1310, profile_i10=15,
        papers=[
            ("Kelp forest recovery after marine heatwaves", "C Ødegård, H Lunde, E Park", "Global Change Biology", 2018, 402),
            ("Sea-urchin barrens and the loss of fish nurseries", "C Ødegård, S Kaur", "Marine Ecology Progress Series", 2016, 215),
            ("Acoustic monitoring of cod spawning grounds", "H Lunde, C Ødegård", "ICES Journal of Marine Science", 2019, 130),
            ("Eelgrass carbon stocks along the Norwegian coast", "C Ødegård, T Berg", "Estuarine, Coastal and Shelf Science", 2017, 92),
            ("Microplastics in Arctic zooplankton", "S Kaur, C Ødegård, D Ferreira-Nakamura", "Environmental Science & Technology", 2020, 77),
            ("Herbivory gradients in subarctic kelp", "C Ødegård", "Oecologia", 2015, 60),
            ("Long-term trends in coastal oxygen", "T Berg, C Ødegård", "Limnology and Oceanography", 2021, 41),
            ("Drone surveys of intertidal macroalgae", "E Park, C Ødegård", "Remote Sensing in Ecology and Conservation", 2022, 30),
            ("Genetic connectivity of Laminaria populations", "C Ødegård, H Lunde", "Molecular Ecology", 2014, 28),
            ("Citizen science records of jellyfish blooms", "C Ødegård, S Kaur", "Frontiers in Marine Science", 2020, 19),
            ("Heatwave-tolerant kelp genotypes", "C Ødegård, E Park", "Nature Climate Change", 2023, 18),
            ("Restoring kelp with green gravel", "H Lunde, C Ødegård, T Berg", "Restoration Ecology", 2022, 12),
            ("Seasonal dynamics of fjord plankton", "C Ødegård", "Journal of Plankton Research", 2013, 9),
            ("Benthic communities under salmon farms", "T Berg, C Ødegård", "Aquaculture Environment Interactions", 2019, 8),
            ("Kelp detritus export to the deep fjord", "C Ødegård, S Kaur", "Marine Biology", 2021, 6),
            ("An open atlas of Norwegian kelp", "C Ødegård, E Park", "Scientific Data", 2024, 4),
            ("Predicting urchin outbreaks from temperature records", "E Park, C Ødegård", "Ecological Applications", 2024, 2),
            ("Teaching marine field methods online", "C Ødegård", "Oceanography", 2021, 1),
            ("Notes on a rare red alga in Svalbard", "C Ødegård", "Polar Biology", 2012, 1),
            ("Kelp, climate and coastal livelihoods", "C Ødegård, H Lunde", "Ambio", 2025, None),
        ]),
    "dmitri-ferreira-nakamura": dict(
        user="DFerreiraN0J", name="Dmitri Ferreira-Nakamura", affil="Computational Ecology, Northfield University",
        since=2021, complete=True,
        papers=[
            ("Ecología computacional de arrecifes: modelos basados en agentes", "D Ferreira-Nakamura, M Ortúzar", "Ecología Austral", 2017, 64),
            ("Species distribution models with graph neural networks", "D Ferreira-Nakamura, E Park", "Methods in Ecology and Evolution", 2021, 58),
            ("Microplastics in Arctic zooplankton", "S Kaur, C Ødegård, D Ferreira-Nakamura", "Environmental Science & Technology", 2020, 77),
            ("O'Brien's rule revisited: foraging in patchy plankton", "D Ferreira-Nakamura", "The American Naturalist", 2019, 22),
            ("Reproducible pipelines for biodiversity data", "D Ferreira-Nakamura, L Marr", "Ecological Informatics", 2020, 15),
            ("\u201cWhere are the fish?\u201d Acoustic surveys & machine learning", "E Park, D Ferreira-Nakamura", "ICES Journal of Marine Science", 2022, 9),
            ("Bayesian occupancy models at continental scale", "D Ferreira-Nakamura", "Ecography", 2023, 8),
            ("Scaling laws for coral growth (Σ-models)", "D Ferreira-Nakamura, M Ortúzar", "Coral Reefs", 2018, 6),
            ("Teaching R to field ecologists", "D Ferreira-Nakamura", "Bulletin of the ESA", 2021, 6),
            ("A Python toolkit for camera-trap data", "D Ferreira-Nakamura, E Park", "Journal of Open Source Software", 2024, 3),
            ("Niche overlap of reef fishes under warming", "M Ortúzar, D Ferreira-Nakamura", "Marine Biology", 2024, 1),
        ]),
    "eun-ji-park": dict(
        user="EunJiPark00J", name="Eun-ji Park", affil="Marine Biology, Northfield University",
        since=2021, complete=True,
        papers=[
            ("Kelp forest recovery after marine heatwaves", "C Ødegård, H Lunde, E Park", "Global Change Biology", 2018, 402),
            ("Species distribution models with graph neural networks", "D Ferreira-Nakamura, E Park", "Methods in Ecology and Evolution", 2021, 58),
            ("Drone surveys of intertidal macroalgae", "E Park, C Ødegård", "Remote Sensing in Ecology and Conservation", 2022, 30),
            ("Heatwave-tolerant kelp genotypes", "C Ødegård, E Park", "Nature Climate Change", 2023, 18),
            ("\u201cWhere are the fish?\u201d Acoustic surveys & machine learning", "E Park, D Ferreira-Nakamura", "ICES Journal of Marine Science", 2022, 9),
            ("Hyperspectral signatures of bleached kelp", "E Park", "Remote Sensing of Environment", 2023, 9),
            ("Predicting urchin outbreaks from temperature records", "E Park, C Ødegård", "Ecological Applications", 2024, 2),
            ("An open atlas of Norwegian kelp", "C Ødegård, E Park", "Scientific Data", 2024, 4),
            ("Mapping seagrass with Sentinel-2", "E Park, T Berg", "Remote Sensing", 2020, 7),
        ]),
}


def row(user, index, title, authors, venue, year, cites):
    pub = f"{user[:4]}{index:04d}{user[-4:]}"
    cite_cell = (
        f'<a href="https://scholar.google.com/scholar?oi=bibs&amp;hl=en&amp;cites={1000 + index}" '
        f'class="gsc_a_ac gs_ibl">{cites}</a>'
        if cites
        else '<a href="" class="gsc_a_ac gs_ibl"></a>'
    )
    e = html.escape
    return (
        f'<tr class="gsc_a_tr"><td class="gsc_a_t"><a href="/citations?view_op=view_citation&amp;hl=en'
        f'&amp;user={user}&amp;citation_for_view={user}:{pub}" class="gsc_a_at">{e(title)}</a>'
        f'<div class="gs_gray">{e(authors)}</div><div class="gs_gray">{e(venue)}'
        f'<span class="gs_oph">, {year}</span></div></td><td class="gsc_a_c">{cite_cell}</td>'
        f'<td class="gsc_a_y"><span class="gsc_a_h gsc_a_hc gs_ibl">{year}</span></td></tr>'
    )


def h_index(counts):
    counts = sorted((c or 0 for c in counts), reverse=True)
    return max([i + 1 for i, c in enumerate(counts) if c >= i + 1], default=0)


# The year the demo's histograms end with (Scholar's "Cited by" chart runs to the current year).
HISTOGRAM_END = 2025


def histogram(p):
    """Scholar's "Cited by" chart (`.gsc_md_hist_b`): each paper's citations spread evenly over
    the years from its publication to HISTOGRAM_END, the remainder in the latest years. Bars
    carry `z-index` (1 = the last year) and `right` offsets like Scholar's; years without
    citations get no bar."""
    per_year = {}
    for *_, year, cites in p["papers"]:
        if not cites:
            continue
        years = list(range(min(year, HISTOGRAM_END), HISTOGRAM_END + 1))
        share, rest = divmod(cites, len(years))
        for i, y in enumerate(years):
            per_year[y] = per_year.get(y, 0) + share + (1 if i >= len(years) - rest else 0)
    if not per_year:
        return ""
    years = list(range(min(per_year), HISTOGRAM_END + 1))
    top = max(per_year.values())
    labels = "".join(
        f'<span class="gsc_g_t" style="right:{32 * (HISTOGRAM_END - y) + 17}px">{y}</span>' for y in years
    )
    bars = "".join(
        f'<a href="javascript:void(0)" class="gsc_g_a" style="right:{32 * (HISTOGRAM_END - y) + 25}px;'
        f'height:{max(1, round(80 * per_year[y] / top))}px;z-index:{HISTOGRAM_END - y + 1}">'
        f'<span class="gsc_g_al">{per_year[y]}</span></a>'
        for y in years
        if per_year.get(y)
    )
    return f'<div class="gsc_md_hist_w"><div class="gsc_md_hist_b">{labels}{bars}</div></div>'


def page(p):
    counts = [c for *_, c in p["papers"]]
    total = p.get("profile_cites", sum(c or 0 for c in counts))
    h = p.get("profile_h", h_index(counts))
    i10 = p.get("profile_i10", sum(1 for c in counts if (c or 0) >= 10))
    since_share = lambda v: max(0, round(v * 0.7))
    rows = "".join(row(p["user"], i, *pp) for i, pp in enumerate(p["papers"]))
    stat = lambda label, a, b: (
        f'<tr><td class="gsc_rsb_sc1"><a href="javascript:void(0)" class="gsc_rsb_f gs_ibl">{label}</a></td>'
        f'<td class="gsc_rsb_std">{a}</td><td class="gsc_rsb_std">{b}</td></tr>'
    )
    disabled = " disabled" if p["complete"] else ""
    n = len(p["papers"])
    return (
        "<!doctype html><html><head><title>" + html.escape(p["name"]) + " - Google Scholar</title>"
        '<meta http-equiv="Content-Type" content="text/html;charset=UTF-8"></head><body>'
        "<!-- Demo page written by the hindex-site team in Google Scholar's profile markup; "
        "the scientist and papers are fictional. -->"
        '<div id="gsc_prf_i"><div id="gsc_prf_inw"><div id="gsc_prf_in">' + html.escape(p["name"]) + "</div></div>"
        '<div class="gsc_prf_il">' + html.escape(p["affil"]) + "</div></div>"
        '<div class="gsc_rsb_s gsc_prf_pnl" id="gsc_rsb_cit"><table id="gsc_rsb_st"><thead><tr>'
        f'<th class="gsc_rsb_sth"></th><th class="gsc_rsb_sth">All</th><th class="gsc_rsb_sth">Since {p["since"]}</th>'
        "</tr></thead><tbody>"
        + stat("Citations", total, since_share(total))
        + stat("h-index", h, since_share(h))
        + stat("i10-index", i10, since_share(i10))
        + "</tbody></table>"
        + histogram(p)
        + '</div><form method="post" id="citationsForm"><table id="gsc_a_t"><thead><tr>'
        '<th class="gsc_a_t" scope="col">Title</th><th class="gsc_a_c" scope="col">Cited by</th>'
        '<th class="gsc_a_y" scope="col">Year</th></tr></thead><tbody id="gsc_a_b">'
        + rows
        + f'</tbody></table><div id="gsc_lwp"><span id="gsc_a_nn">Articles 1&ndash;{n}</span><div id="gsc_bpf">'
        f'<button type="button" id="gsc_bpf_more" class="gs_btnPD gs_in_ib gs_btn_flat gs_btn_lrge gs_btn_lsu"{disabled}>'
        '<span class="gs_wr"><span class="gs_ico"></span><span class="gs_lbl">Show more</span></span></button>'
        "</div></div></form></body></html>\n"
    )


# Homepage publication lists, each in a different hand-written style. They omit some Scholar
# rows (namesakes, datasets) and list a few items Scholar lacks, so the matching report has
# every outcome; some titles differ from Scholar's in case, punctuation or a subtitle.
HOMEPAGE_EXTRA = {
    "ada-quispe": [
        ("Connectivity for the last billion: a field guide", "A. Quispe", "Book chapter in Networks for Development", 2022),
    ],
    "dmitri-ferreira-nakamura": [
        ("Agent-based reef simulator (software)", "D. Ferreira-Nakamura", "Zenodo", 2022),
    ],
}
HOMEPAGE_SKIP = {
    "ada-quispe": {"A dataset of rural mesh traces", "Community networks: a position paper"},
    "dmitri-ferreira-nakamura": {"Microplastics in Arctic zooplankton"},
}
HOMEPAGE_RETITLE = {
    "Delay-tolerant routing for rural mesh networks": "Delay-Tolerant Routing for Rural Mesh Networks: Design and Deployment",
    "A measurement study of community Wi-Fi in the Andes": "A Measurement Study of Community WiFi in the Andes",
    "O'Brien's rule revisited: foraging in patchy plankton": "O\u2019Brien\u2019s rule revisited: foraging in patchy plankton",
}


def long_authors(short):
    # "A Quispe, L Marr" -> "A. Quispe, L. Marr"
    return ", ".join(a.strip().replace(" ", ". ", 1) if len(a.strip().split(" ")[0]) <= 2 else a.strip() for a in short.split(","))


def homepage_items(slug):
    p = PEOPLE[slug]
    items = [
        (HOMEPAGE_RETITLE.get(t, t), long_authors(a), v, y)
        for t, a, v, y, _ in p["papers"]
        if t not in HOMEPAGE_SKIP.get(slug, set())
    ]
    items += HOMEPAGE_EXTRA.get(slug, [])
    return sorted(items, key=lambda i: (-i[3], i[0]))


def ada_homepage():
    e = html.escape
    parts = []
    year = None
    for title, authors, venue, y in homepage_items("ada-quispe"):
        if y != year:
            if year is not None:
                parts.append("</ul>")
            parts.append(f"<h3>{y}</h3>\n<ul class=\"pubs\">")
            year = y
        parts.append(
            f'<li>{e(authors)}. <a href="papers/{y}-{sum(map(ord, title)) % 1000}.pdf">{e(title)}</a>. '
            f"<em>{e(venue)}</em>, {y}.</li>"
        )
    parts.append("</ul>")
    return (
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Ada Quispe — Publications</title></head>\n"
        "<body>\n<!-- Demo page written by the hindex-site team; fictional. -->\n"
        "<nav><a href=\"index.html\">Home</a> | <a href=\"teaching.html\">Teaching</a> | <b>Publications</b></nav>\n"
        "<h1>Ada Quispe</h1>\n<h2>Publications</h2>\n" + "\n".join(parts) + "\n"
        "<h2>Talks</h2>\n<ul><li>Keynote, Rural Connectivity Summit, 2024</li></ul>\n</body></html>\n"
    )


def dmitri_homepage():
    lines = [
        "# Publications",
        "",
        "<!-- Demo page written by the hindex-site team; fictional. -->",
        "",
    ]
    for title, authors, venue, y in homepage_items("dmitri-ferreira-nakamura"):
        lines.append(f"- **{title}**. {authors}. *{venue}*, {y}.")
    lines.append("")
    return "\n".join(lines)


def main():
    out = os.path.join("content", "snapshots")
    os.makedirs(out, exist_ok=True)
    for slug, p in PEOPLE.items():
        with open(os.path.join(out, f"{slug}-scholar.html"), "w", encoding="utf-8") as f:
            f.write(page(p))
    with open(os.path.join(out, "ada-quispe-homepage.html"), "w", encoding="utf-8") as f:
        f.write(ada_homepage())
    with open(os.path.join(out, "dmitri-ferreira-nakamura-homepage.md"), "w", encoding="utf-8") as f:
        f.write(dmitri_homepage())


if __name__ == "__main__":
    main()
