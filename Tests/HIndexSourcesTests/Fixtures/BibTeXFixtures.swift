/// BibTeX written by us for the parser tests (people and papers fictional, DOIs under the
/// `10.5555` test prefix). Each entry isolates a case real `.bib` files show.
enum BibTeXFixtures {
    /// A file with tricky entries, one per case:
    ///
    /// 1. `castellanos2024tide`: "Last, First" names, `{\"u}` accents, a case-protected word,
    ///    a `@string` macro as journal, a bare number as year, a DOI as a resolver link.
    /// 2. `muller2023consistency`: `@InProceedings` in mixed case, quoted values with `\"o`
    ///    inside quotes, `{\em …}`, `{\&}`, `#` concatenation, a month macro.
    /// 3. `castellanos2021survey`: `and others`, `eprint` + `archivePrefix = {arXiv}`.
    /// 4. `diallo2020logs`: parentheses instead of braces, `{\AA}`, `{\c{c}}`, `{\"\i}`,
    ///    `{\v{s}}`, `{\v s}`, `{\ss}`, `---`, `{\L}`, a `@string` built with `#`, `arXiv:` in `note`.
    /// 5. `barnes2019`: a braced corporate author containing "and", math `$\alpha$`.
    /// 6. `broken2018`: a missing comma between fields (malformed: skipped, reported).
    /// 7. `notitle2017`: no title (skipped, reported).
    /// 8. `castellanos2016`: a `%` comment inside the entry, the DOI in `url`.
    /// 9. `scholar2015`: one line, Google Scholar's "arXiv preprint arXiv:…" journal.
    /// 10. `neumann2014`: an undefined macro (reported, the rest kept), "von Last, Jr, First",
    ///     biblatex `date` and `journaltitle`.
    ///
    /// Around them: `%` comments, `@comment{…}` holding an entry, `@preamble`, free text with
    /// an e-mail address.
    static let tricky = #"""
        % References of Mira Castellanos, written for the BibTeX parser tests.
        @preamble{ "\newcommand{\noop}[1]{}" }
        @string{ cacm = "Communications of the {ACM}" }
        @STRING(jname = {Journal of } # "Cache" # { Studies})

        @comment{ This entry is commented out: @article{gone, title={Gone}} }

        Free text between entries, with an e-mail address: mira@example.edu.

        @article{castellanos2024tide,
          author    = {Castellanos, Mira and Wang, Wei and M{\"u}ller, J{\"o}rg},
          title     = {Tide Tables for {Distributed} Caches},
          journal   = cacm,
          year      = 2024,
          volume    = {67},
          doi       = {https://doi.org/10.5555/3600000.3600001},
        }

        @InProceedings{muller2023consistency,
          author = "J\"{o}rg M\"uller and Mira Castellanos",
          title = "Is {\em Eventual} Consistency {\&} Caching Enough?",
          booktitle = {Proc.\ SIGMOD} # { 2023},
          year = {2023}, month = jun,
          doi = {10.5555/3588888.3589999}
        }

        @misc{castellanos2021survey,
          title = {Caches All the Way Down: A Survey},
          author = {Mira Castellanos and others},
          year = {2021},
          eprint = {2104.01234v2},
          archivePrefix = {arXiv},
          primaryClass = {cs.DB},
        }

        @article(diallo2020logs,
          author = {Diallo, Amadou and {\AA}kesson, Bj{\"o}rn and Fran{\c{c}}ois, Ana{\"\i}s and
                    Go{\v{s}}ovi{\'c}, Du{\v s}an and Stra{\ss}e, Hans},
          title = {Write-Behind Logs for {\'E}t{\'e} --- and a {\L}{\'o}d{\'z} Workshop},
          journal = jname,
          year = {2020},
          note = {arXiv:1912.00042},
        )

        @book{barnes2019,
          author = {{Barnes and Noble Research Group}},
          title = {The {LaTeX} Guide to $\alpha$-Caches},
          publisher = {Workshop Press},
          year = {2019}
        }

        @article{broken2018,
          author = {Nobody},
          title = {This entry lacks a comma}
          year = {2018}
        }

        @inproceedings{notitle2017,
          author = {Someone},
          booktitle = {Somewhere},
          year = {2017},
        }

        @phdthesis{castellanos2016,
          author = {Castellanos, Mira},
          title = {Forgetting Well: Eviction Policies for Shared Caches},
          school = {Universidad de Ejemplo},
          year = {2016},
          % a comment inside the entry
          url = {https://doi.org/10.5555/thesis.2016},
        }

        @article{scholar2015, title={Google Scholar Style}, author={Ng, Kim}, journal={arXiv preprint arXiv:1501.00001}, year={2015}}

        @article{neumann2014,
          title = {Uses } # undefinedmacro,
          author = {von Neumann, Jr., John},
          date = {2014-05-01},
          journaltitle = {Biblatex Journal},
        }
        """#
}
