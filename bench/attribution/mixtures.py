#!/usr/bin/env python3
"""Builds the attribution benchmark's content folders from real saved data, then scores a build.

Usage:
    mixtures.py write HINDEX_SITE SHARED_REAL OUT   # content folders + expected.json
    mixtures.py score OUT                            # reads OUT/*/site/data, prints figures

Every person below is real: their papers come from a citation source or a publication page
saved by the person in a public repository (../shared/fixtures/real/PROVENANCE.md), read with
`hindex-site inspect … --json`. A *mixture* is one person's papers (the owner) plus 15 papers
of a person from another field whose author lines are rewritten to the owner's name form, as
a namesake's papers land on a profile. Each mixture is built with the owner's complete list
(a BibTeX file of the owner's papers; default and `publication_list: complete`), with a
12-entry "Selected publications" page (the owner's 12 most cited papers; default), and with
no list. The four real pairs of issue 27 (a source and the list the scientist published)
are built as they are, with and without the list.

People are split once into a development part and a held-out part (seed 27, by person: no
person is on both sides; a mixture belongs to a part when both of its people do; mixtures
across the parts are not built). Figures are printed for each part.
"""
import json
import os
import random
import re
import subprocess
import sys

SEED = 27
FOREIGN_PAPERS = 15
SELECTED_ENTRIES = 12

# name: (kind, saved file under fixtures/real, field, surname patterns of the person,
#        the content file's name)
PEOPLE = {
    "ernst": ("scholar-profile", "scholar_profile/compscidr_jason_ernst_profile_2024.html",
              "computing", ["ernst"], "Jason Ernst"),
    "arday": ("openalex-works", "openalex/jason_arday_openalex_works_2026-08-08.json",
              "social science", ["arday"], "Jason Arday"),
    "denner": ("openalex-works", "openalex/carlos_denner_openalex_works.json",
               "management", ["santos", "denner"], "Carlos Denner dos Santos"),
    "dao": ("serpapi", "serpapi_json/david_dao_serpapi_scholar_author_2022-05-10.json",
            "computing", ["dao"], "David Dao"),
    "irshad": ("scholar-profile", "scholar_profile/irshadka17_irshad_ka_profile_2026-01.html",
               "physics", ["irshad"], "Irshad K A"),
    "zharov": ("scholar-profile", "scholar_profile/martslaaf_yaroslav_zharov_profile_2025-11.html",
               "computing", ["zharov"], "Yaroslav Zharov"),
}

# A real namesake: Semantic Scholar's author 1792904 ("Jason B. Ernst", networking) holds three
# genomics papers of another Jason Ernst (PROVENANCE.md §5); the lists are the networking
# Ernst's own Scholar profile (complete) and its 12 most cited papers (selected).
S2_NAMESAKE_TITLES = [
    "Identification of Functional Elements and Regulatory Circuits by Drosophila modENCODE",
    "Integrating multiple evidence sources to predict transcription factor binding in the human genome",
]
S2_NAMESAKE_PREFIXES = ["Identification of Functional Elements and Regulatory Circuits",
                        "Integrating multiple evidence sources to predict transcription factor",
                        "A Semi-Supervised Method for Predicting Transcription Factor"]

# The real pairs of issue 27: (slug, name, source key, source file, list key, list file).
REAL_PAIRS = [
    ("yi-ren", "Yi Ren", "scholarly", "scholarly_json/yi_ren_gs_data_2025-05-21.json",
     "homepage", "homepage_pubs/yi_ren_pub.md"),
    ("jason-arday", "Jason Arday", "openalex", "openalex/jason_arday_openalex_works_2026-08-08.json",
     "orcid", "orcid/jason_arday_orcid_works_0000-0002-9822-1068_2026-08-08.json"),
    ("yaroslav-zharov", "Yaroslav Zharov", "scholar",
     "scholar_profile/martslaaf_yaroslav_zharov_profile_2025-11.html",
     "homepage", "homepage_pubs/yaroslav_zharov_publications.html"),
    ("david-dao", "David Dao", "serpapi", "serpapi_json/david_dao_serpapi_scholar_author_2022-05-10.json",
     "homepage", "homepage_pubs/david_dao_index_2022-05-10.html"),
]


def split_people():
    names = sorted(PEOPLE)
    random.Random(SEED).shuffle(names)
    held = set(names[: len(names) // 3])
    return {name: ("held-out" if name in held else "development") for name in names}


def inspect(tool, kind, path):
    out = subprocess.run([tool, "inspect", kind, path, "--json"], check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out)["publications"]


def h_index(counts):
    counts = sorted((c or 0 for c in counts), reverse=True)
    return sum(1 for i, c in enumerate(counts) if c >= i + 1)


def split_authors(line):
    return [a.strip() for a in re.split(r",|;| and ", line) if a.strip()]


def owner_form(papers, patterns):
    """The owner's name as their source writes it most often."""
    counts = {}
    for paper in papers:
        for name in split_authors(paper.get("authors") or ""):
            if any(p in name.lower() for p in patterns):
                counts[name] = counts.get(name, 0) + 1
    return max(sorted(counts), key=counts.get) if counts else None


def abbreviated(name):
    """'Roisin Mooney' -> 'R Mooney', as Google Scholar writes names."""
    words = name.replace(".", " ").split()
    if len(words) < 2:
        return name
    return "".join(w[0].upper() for w in words[:-1]) + " " + words[-1]


def rename(line, patterns, form, abbreviate):
    names = []
    for name in split_authors(line):
        if any(p in name.lower() for p in patterns):
            names.append(form)
        else:
            names.append(abbreviated(name) if abbreviate else name)
    return ", ".join(names)


def serpapi(name, papers):
    return {
        "search_parameters": {"engine": "google_scholar_author"},
        "author": {"name": name},
        "articles": [
            {
                "title": p["title"],
                "authors": p.get("authors") or "",
                "publication": (p.get("venue") or "") + (f", {p['year']}" if p.get("year") else ""),
                "year": str(p["year"]) if p.get("year") else "",
                "citation_id": f"MIX:{i}",
                "cited_by": {"value": p.get("citations")},
            }
            for i, p in enumerate(papers)
        ],
    }


def bibtex(papers):
    entries = []
    for i, p in enumerate(papers):
        fields = [f"  title = {{{p['title']}}}"]
        if p.get("authors"):
            fields.append("  author = {" + " and ".join(split_authors(p["authors"])) + "}")
        if p.get("year"):
            fields.append(f"  year = {{{p['year']}}}")
        if p.get("venue"):
            fields.append(f"  journal = {{{p['venue']}}}")
        entries.append(f"@article{{p{i},\n" + ",\n".join(fields) + "\n}\n")
    return "\n".join(entries)


def escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def selected_page(name, papers):
    items = "\n".join(
        f"<li>{escape(p.get('authors') or '')}. <b>{escape(p['title'])}</b>. "
        f"<i>{escape(p.get('venue') or '')}</i>, {p.get('year') or ''}.</li>"
        for p in papers)
    return (f"<!DOCTYPE html><html><head><title>{escape(name)}</title></head><body>"
            f"<h1>{escape(name)}</h1><h2>Selected publications</h2><ul>\n{items}\n</ul>"
            "</body></html>\n")


def write(tool, real, out):
    parts = split_people()
    papers = {}
    for person, (kind, path, _, _, _) in PEOPLE.items():
        rows = inspect(tool, kind, os.path.join(real, path))
        papers[person] = [r for r in rows if r.get("title")]
    rng = random.Random(SEED)
    expected = {}
    os.makedirs(out, exist_ok=True)

    def site(folder, scientists, files):
        content = os.path.join(out, folder, "content")
        os.makedirs(os.path.join(content, "scientists"), exist_ok=True)
        with open(os.path.join(content, "site.md"), "w") as f:
            f.write("---\ntitle: Attribution bench\nbase_url: https://bench.example/\n"
                    "contact: bench@bench.example\n---\nBench.\n")
        for rel, text in files.items():
            path = os.path.join(content, rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as f:
                f.write(text if isinstance(text, bytes) else text.encode())
        for slug, front in scientists.items():
            with open(os.path.join(content, "scientists", slug + ".md"), "w") as f:
                f.write("---\n" + front + "\n---\nBench scientist.\n")

    for owner in sorted(PEOPLE):
        for foreign in sorted(PEOPLE):
            if owner == foreign or parts[owner] != parts[foreign]:
                continue
            if PEOPLE[owner][2] == PEOPLE[foreign][2]:
                continue
            own = papers[owner]
            others = papers[foreign]
            patterns = PEOPLE[owner][3]
            form = owner_form(own, patterns) or PEOPLE[owner][4]
            abbreviate = PEOPLE[owner][0] in ("scholar-profile", "serpapi")
            picked = rng.sample(others, min(FOREIGN_PAPERS, len(others)))
            mixed_in = [dict(p, authors=rename(p.get("authors") or "", PEOPLE[foreign][3], form,
                                               abbreviate)) for p in picked]
            rows = own + mixed_in
            order = list(range(len(rows)))
            rng.shuffle(order)
            rows = [rows[i] for i in order]
            foreign_titles = [p["title"] for p in mixed_in]
            top = sorted(own, key=lambda p: -(p.get("citations") or 0))[:SELECTED_ENTRIES]
            name = PEOPLE[owner][4]
            folder = f"{owner}+{foreign}"
            files = {
                "snapshots/source.json": json.dumps(serpapi(name, rows), indent=1),
                "refs/complete.bib": bibtex(own),
                "snapshots/selected.html": selected_page(name, top),
            }
            base = f"name: {name}\nserpapi: snapshots/source.json"
            scientists = {
                "complete-default": base + "\nbibtex: refs/complete.bib",
                "complete-strict": base + "\nbibtex: refs/complete.bib\npublication_list: complete",
                "selected-default": base + "\nhomepage: snapshots/selected.html",
                "no-list": base,
            }
            site(folder, scientists, files)
            expected[folder] = {
                "part": parts[owner], "kind": "mixture", "owner": owner, "foreign": foreign,
                "foreign_titles": foreign_titles,
                "h_index": h_index(p.get("citations") for p in own),
                "citations": sum(p.get("citations") or 0 for p in own),
                "owner_papers": len(own),
            }

    # The real namesake in Semantic Scholar's record of Jason B. Ernst.
    merged = {"data": []}
    for page in (1, 2):
        with open(os.path.join(real, f"semantic_scholar/jason_ernst_s2_author_papers_page{page}.json")) as f:
            merged["data"] += json.load(f)["data"]
    s2_rows = []
    for page in (1, 2):
        s2_rows += inspect(tool, "s2-papers",
                           os.path.join(real, f"semantic_scholar/jason_ernst_s2_author_papers_page{page}.json"))
    namesake_titles = [r["title"] for r in s2_rows
                       if any(r["title"].startswith(p) for p in S2_NAMESAKE_PREFIXES)]
    own_s2 = [r for r in s2_rows if r["title"] not in namesake_titles]
    scholar = papers["ernst"]
    top = sorted(scholar, key=lambda p: -(p.get("citations") or 0))[:SELECTED_ENTRIES]
    base = "name: Jason Ernst\nsemantic_scholar: snapshots/s2.json"
    site("real-namesake+ernst-s2", {
        "complete-default": base + "\nbibtex: refs/complete.bib",
        "complete-strict": base + "\nbibtex: refs/complete.bib\npublication_list: complete",
        "selected-default": base + "\nhomepage: snapshots/selected.html",
        "no-list": base,
    }, {
        "snapshots/s2.json": json.dumps(merged),
        "refs/complete.bib": bibtex(scholar),
        "snapshots/selected.html": selected_page("Jason Ernst", top),
    })
    expected["real-namesake+ernst-s2"] = {
        "part": parts["ernst"], "kind": "mixture", "owner": "ernst", "foreign": "genomics namesake",
        "foreign_titles": namesake_titles,
        "h_index": h_index(p.get("citations") for p in own_s2),
        "citations": sum(p.get("citations") or 0 for p in own_s2),
        "owner_papers": len(own_s2),
    }

    for slug, name, source_key, source, list_key, list_file in REAL_PAIRS:
        ext = os.path.splitext(source)[1]
        list_ext = os.path.splitext(list_file)[1]
        files = {}
        with open(os.path.join(real, source), "rb") as f:
            files["snapshots/source" + ext] = f.read()
        with open(os.path.join(real, list_file), "rb") as f:
            files["snapshots/list" + list_ext] = f.read()
        base = f"name: {name}\n{source_key}: snapshots/source{ext}"
        site("real+" + slug, {
            "with-list": base + f"\n{list_key}: snapshots/list{list_ext}",
            "all-papers": base,
        }, files)
        expected["real+" + slug] = {"part": "real pairs", "kind": "real"}
    with open(os.path.join(out, "expected.json"), "w") as f:
        json.dump(expected, f, indent=1, sort_keys=True)


# The maintainer's warning that counted papers nothing ties to the list decide the h-index.
UNTIED_NOTICE = re.compile(r"decides? the h-index: \d+, \d+ without")


def load(out, folder, slug):
    path = os.path.join(out, folder, "site", "data", "scientists", slug + ".json")
    with open(path) as f:
        return json.load(f)


def score(out):
    with open(os.path.join(out, "expected.json")) as f:
        expected = json.load(f)
    figures = {}
    lines = []
    for folder in sorted(expected):
        case = expected[folder]
        part = case["part"]
        fig = figures.setdefault(part, {"namesakes": 0, "namesakes_out": 0, "owner": 0,
                                        "owner_counted": 0, "scientists": 0, "wrong_h": 0,
                                        "wrong_h_told": 0, "right_h_told": 0})
        if case["kind"] == "real":
            data = load(out, folder, "with-list")
            withlist = data["metrics"]
            told = any(UNTIED_NOTICE.search(notice) for notice in data.get("notices") or [])
            fig["right_h_told"] += 1 if told else 0
            allp = load(out, folder, "all-papers")["metrics"]
            ok = (withlist["h_index"], withlist["citations"]) == (allp["h_index"], allp["citations"])
            fig["scientists"] += 1
            fig["wrong_h"] += 0 if withlist["h_index"] == allp["h_index"] else 1
            lines.append(f"{folder:32} with list h {withlist['h_index']} / {withlist['citations']}"
                         f", all papers h {allp['h_index']} / {allp['citations']}"
                         f"{'' if ok else '  <- differs'}{', maintainer told' if told else ''}")
            continue
        foreign = set(case["foreign_titles"])
        for slug in ("complete-default", "complete-strict", "selected-default", "no-list"):
            data = load(out, folder, slug)
            pubs = data["publications"]
            out_titles = {p["title"] for p in pubs if p["role"] == "excluded"}
            owner_rows = [p for p in pubs if p["title"] not in foreign and p.get("reason") != "duplicate"]
            if slug != "no-list":
                fig["namesakes"] += len(foreign)
                fig["namesakes_out"] += len(foreign & out_titles)
            fig["owner"] += len(owner_rows)
            fig["owner_counted"] += sum(1 for p in owner_rows if p["role"] != "excluded")
            h = data["metrics"]["h_index"]
            told = any(UNTIED_NOTICE.search(notice) for notice in data.get("notices") or [])
            if slug != "no-list":
                fig["scientists"] += 1
                fig["wrong_h"] += 0 if h == case["h_index"] else 1
                fig["wrong_h_told"] += 1 if h != case["h_index"] and told else 0
                fig["right_h_told"] += 1 if h == case["h_index"] and told else 0
            if part == "held-out":
                continue
            lines.append(f"{folder:32} {slug:17} h {h} (owner alone {case['h_index']}), "
                         f"namesakes left out {len(foreign & out_titles)}/{len(foreign)}, "
                         f"owner papers counted "
                         f"{sum(1 for p in owner_rows if p['role'] != 'excluded')}/{len(owner_rows)}"
                         f"{', maintainer told' if told else ''}")
    for line in lines:
        print(line)
    # Held-out mixtures are scored, never shown one by one.
    for part in ("development", "held-out", "real pairs"):
        fig = figures.get(part)
        if not fig:
            continue
        if fig["namesakes"]:
            recall = 100 * fig["namesakes_out"] / fig["namesakes"]
            owner = 100 * fig["owner_counted"] / fig["owner"]
            print(f"{part}: namesake recall {recall:.1f}%, attribution recall {owner:.1f}% "
                  f"(owner papers counted), wrong h on {fig['wrong_h']} of {fig['scientists']} "
                  f"scientists, the maintainer told on {fig['wrong_h_told']} of them "
                  f"(and on {fig['right_h_told']} whose h was right)")
        else:
            print(f"{part}: h-index with the list differs from all papers' on {fig['wrong_h']} "
                  f"of {fig['scientists']} scientists; the maintainer told on "
                  f"{fig['right_h_told']}")
    total = {k: sum(f[k] for f in figures.values()) for k in
             ("namesakes", "namesakes_out", "owner", "owner_counted", "scientists", "wrong_h")}
    print(f"attribution: namesake recall {100 * total['namesakes_out'] / max(total['namesakes'], 1):.1f}%, "
          f"attribution recall {100 * total['owner_counted'] / max(total['owner'], 1):.1f}%, "
          f"wrong h on {total['wrong_h']} of {total['scientists']} scientists")


if __name__ == "__main__":
    if len(sys.argv) == 5 and sys.argv[1] == "write":
        write(sys.argv[2], sys.argv[3], sys.argv[4])
    elif len(sys.argv) == 3 and sys.argv[1] == "score":
        score(sys.argv[2])
    else:
        sys.exit(__doc__)
