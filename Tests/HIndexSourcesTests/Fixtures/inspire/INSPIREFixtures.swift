import Foundation

/// A real INSPIRE-HEP literature search response and small pages written by us from the
/// INSPIRE REST API documentation (https://github.com/inspirehep/rest-api-doc, README
/// "Search response" and "Metadata filtering").
///
/// PROVENANCE of ``wittenSearchPage1``:
/// - repository `kantohm11/inspirehepMCP`, file `inspirehep_result.json`, added in commit
///   `4a5374ba825d17f94e9bc4f830f7d4f6f6262f38` (2025-04-22, "put an example of result from
///   inspirehep search query for reference."; moved unchanged to `doc/inspirehep_result.json`
///   in `6daa72337140612fa9a80f16d54b645c470847f4`). It is INSPIRE's answer to
///   `GET https://inspirehep.net/api/literature/?q=%22a+Witten%22&size=10&page=1` (its
///   `links.self`): page 1 (10 records) of 55, with `links.next`. Original: 177,422 bytes,
///   SHA-256 `61f4750bc7c95338f054fabeb339318cc55bf075b463cf491e65662c23c21164`.
/// - Reduced by us to what the source asks INSPIRE for with `fields=` (as
///   `INSPIRELiteratureRequests.fields`): per record `titles`, `citation_count`,
///   `authors[].full_name`, `author_count`, `dois`, `arxiv_eprints`, `publication_info`,
///   `preprint_date`, `earliest_date`, `control_number`, beside the record's `created`, `id`,
///   `updated` and `links`; `hits.total` and the top-level `links` unchanged. Dropped:
///   abstracts, references, keywords and the other author fields (among them three e-mail
///   addresses, which INSPIRE's terms of use keep out of bulk copies). Every kept value is
///   unchanged, in the original order; the JSON is pretty-printed (2 spaces).
/// - INSPIRE metadata is CC0 (https://inspirehep.net/help/knowledge-base/terms-of-use/).
///
/// Expected values (read from the original with Python's `json`): 10 records, all titled;
/// citations 32, 8, 2, 40, 0, 3, 0, 0, 39, 8 (sum 132, h-index 5); record 233030 has a DOI
/// and no arXiv eprint; record 1191456 is JHEP 02 (2013) 132, arXiv 1210.4935.
enum INSPIREFixtures {
    /// Page 1 of 55 records of the real search `"a Witten"` (see the provenance above).
    static let wittenSearchPage1 = #"""
        {
          "hits": {
            "hits": [
              {
                "created": "1986-09-21T00:00:00+00:00",
                "id": "233030",
                "updated": "2023-03-06T15:46:18.753361+00:00",
                "metadata": {
                  "citation_count": 32,
                  "authors": [
                    {
                      "full_name": "Affleck, I."
                    }
                  ],
                  "publication_info": [
                    {
                      "journal_volume": "56",
                      "page_end": "2766",
                      "year": 1986,
                      "journal_record": {
                        "$ref": "https://inspirehep.net/api/journals/1214495"
                      },
                      "page_start": "2763",
                      "journal_title": "Phys.Rev.Lett."
                    },
                    {
                      "pubinfo_freetext": "Phys. Rev. Lett. 56 ( 1986) 2763-2766"
                    }
                  ],
                  "preprint_date": "1986",
                  "author_count": 1,
                  "control_number": 233030,
                  "dois": [
                    {
                      "value": "10.1103/PhysRevLett.56.2763"
                    }
                  ],
                  "earliest_date": "1986",
                  "titles": [
                    {
                      "title": "Realization of a Witten Critical Theory in (Ch-3)-4 Nmncl-3"
                    },
                    {
                      "title": "REALIZATION OF A WITTEN CRITICAL THEORY IN (CH-3)-4 NMNCL-3"
                    }
                  ]
                },
                "links": {
                  "bibtex": "https://inspirehep.net/api/literature/233030?format=bibtex",
                  "latex-eu": "https://inspirehep.net/api/literature/233030?format=latex-eu",
                  "latex-us": "https://inspirehep.net/api/literature/233030?format=latex-us",
                  "json": "https://inspirehep.net/api/literature/233030?format=json",
                  "cv": "https://inspirehep.net/api/literature/233030?format=cv",
                  "citations": "https://inspirehep.net/api/literature/?q=refersto%3Arecid%3A233030"
                }
              },
              {
                "created": "2012-10-18T00:00:00+00:00",
                "id": "1191456",
                "updated": "2023-10-03T09:03:14.083694+00:00",
                "metadata": {
                  "citation_count": 8,
                  "authors": [
                    {
                      "full_name": "McGarrie, Moritz"
                    }
                  ],
                  "publication_info": [
                    {
                      "journal_volume": "02",
                      "artid": "132",
                      "year": 2013,
                      "journal_record": {
                        "$ref": "https://inspirehep.net/api/journals/1213103"
                      },
                      "page_start": "132",
                      "journal_title": "JHEP"
                    }
                  ],
                  "preprint_date": "2012-10",
                  "author_count": 1,
                  "earliest_date": "2012-10",
                  "arxiv_eprints": [
                    {
                      "categories": [
                        "hep-th"
                      ],
                      "value": "1210.4935"
                    }
                  ],
                  "control_number": 1191456,
                  "dois": [
                    {
                      "value": "10.1007/JHEP02(2013)132"
                    }
                  ],
                  "titles": [
                    {
                      "title": "Holography for General Gauge Mediation"
                    },
                    {
                      "source": "arXiv",
                      "title": "Holography for General Gauge Mediation"
                    }
                  ]
                },
                "links": {
                  "bibtex": "https://inspirehep.net/api/literature/1191456?format=bibtex",
                  "latex-eu": "https://inspirehep.net/api/literature/1191456?format=latex-eu",
                  "latex-us": "https://inspirehep.net/api/literature/1191456?format=latex-us",
                  "json": "https://inspirehep.net/api/literature/1191456?format=json",
                  "cv": "https://inspirehep.net/api/literature/1191456?format=cv",
                  "citations": "https://inspirehep.net/api/literature/?q=refersto%3Arecid%3A1191456"
                }
              },
              {
                "created": "2022-01-05T03:02:36.468101+00:00",
                "id": "2000377",
                "updated": "2024-10-01T12:45:19.440167+00:00",
                "metadata": {
                  "citation_count": 2,
                  "authors": [
                    {
                      "full_name": "Samperton, Eric"
                    }
                  ],
                  "publication_info": [
                    {
                      "journal_volume": "402",
                      "page_end": "96",
                      "year": 2023,
                      "journal_record": {
                        "$ref": "https://inspirehep.net/api/journals/1214791"
                      },
                      "page_start": "79",
                      "journal_issue": "1",
                      "journal_title": "Commun.Math.Phys."
                    },
                    {
                      "pubinfo_freetext": "Commun. Math. Phys. (2023)",
                      "material": "publication"
                    }
                  ],
                  "preprint_date": "2022-01-03",
                  "author_count": 1,
                  "earliest_date": "2022-01-03",
                  "arxiv_eprints": [
                    {
                      "categories": [
                        "quant-ph",
                        "cs.CC",
                        "math.GT",
                        "math.QA"
                      ],
                      "value": "2201.00857"
                    }
                  ],
                  "control_number": 2000377,
                  "dois": [
                    {
                      "source": "Springer",
                      "value": "10.1007/s00220-023-04713-w"
                    },
                    {
                      "material": "publication",
                      "source": "arXiv",
                      "value": "10.1007/s00220-023-04713-w"
                    }
                  ],
                  "titles": [
                    {
                      "source": "Springer",
                      "title": "Topological Quantum Computation is Hyperbolic"
                    },
                    {
                      "source": "arXiv",
                      "title": "Topological quantum computation is hyperbolic"
                    }
                  ]
                },
                "links": {
                  "bibtex": "https://inspirehep.net/api/literature/2000377?format=bibtex",
                  "latex-eu": "https://inspirehep.net/api/literature/2000377?format=latex-eu",
                  "latex-us": "https://inspirehep.net/api/literature/2000377?format=latex-us",
                  "json": "https://inspirehep.net/api/literature/2000377?format=json",
                  "cv": "https://inspirehep.net/api/literature/2000377?format=cv",
                  "citations": "https://inspirehep.net/api/literature/?q=refersto%3Arecid%3A2000377"
                }
              },
              {
                "created": "1999-05-19T00:00:00+00:00",
                "id": "500123",
                "updated": "2023-03-10T09:12:48.646715+00:00",
                "metadata": {
                  "citation_count": 40,
                  "authors": [
                    {
                      "full_name": "Kawano, Teruhiko"
                    },
                    {
                      "full_name": "Okuyama, Kazumi"
                    }
                  ],
                  "publication_info": [
                    {
                      "journal_volume": "565",
                      "page_end": "444",
                      "year": 2000,
                      "page_start": "427",
                      "journal_title": "Nucl.Phys.B"
                    }
                  ],
                  "preprint_date": "1999-05",
                  "author_count": 2,
                  "earliest_date": "1999-05",
                  "arxiv_eprints": [
                    {
                      "categories": [
                        "hep-th"
                      ],
                      "value": "hep-th/9905130"
                    }
                  ],
                  "control_number": 500123,
                  "dois": [
                    {
                      "value": "10.1016/S0550-3213(99)00639-2"
                    }
                  ],
                  "titles": [
                    {
                      "title": "Spinor exchange in AdS(d+1)"
                    },
                    {
                      "title": "Anti-de Sitter"
                    },
                    {
                      "source": "arXiv",
                      "title": "Spinor exchange in AdS(d+1)."
                    }
                  ]
                },
                "links": {
                  "bibtex": "https://inspirehep.net/api/literature/500123?format=bibtex",
                  "latex-eu": "https://inspirehep.net/api/literature/500123?format=latex-eu",
                  "latex-us": "https://inspirehep.net/api/literature/500123?format=latex-us",
                  "json": "https://inspirehep.net/api/literature/500123?format=json",
                  "cv": "https://inspirehep.net/api/literature/500123?format=cv",
                  "citations": "https://inspirehep.net/api/literature/?q=refersto%3Arecid%3A500123"
                }
              },
              {
                "created": "2003-04-04T00:00:00+00:00",
                "id": "616403",
                "updated": "2023-03-06T16:12:08.112962+00:00",
                "metadata": {
                  "citation_count": 0,
                  "authors": [
                    {
                      "full_name": "Geyer, B."
                    },
                    {
                      "full_name": "Mulsch, D."
                    }
                  ],
                  "publication_info": [
                    {
                      "journal_volume": "575",
                      "page_end": "357",
                      "year": 2003,
                      "page_start": "349",
                      "journal_issue": "3-4",
                      "journal_title": "Phys.Lett.B"
                    }
                  ],
                  "preprint_date": "2003-04",
                  "author_count": 2,
                  "earliest_date": "2003-04",
                  "arxiv_eprints": [
                    {
                      "categories": [
                        "hep-th"
                      ],
                      "value": "hep-th/0304023"
                    }
                  ],
                  "control_number": 616403,
                  "dois": [
                    {
                      "value": "10.1016/j.physletb.2003.08.002"
                    }
                  ],
                  "titles": [
                    {
                      "title": "The Basic cohomology of the twisted N=16, D = 2 superMaxwell theory"
                    },
                    {
                      "source": "arXiv",
                      "title": "The basic cohomology of the twisted N = 16, D = 2 super Maxwell theory."
                    },
                    {
                      "source": "arXiv",
                      "title": "The basic cohomology of the twisted N=16, D=2 super Maxwell theory"
                    }
                  ]
                },
                "links": {
                  "bibtex": "https://inspirehep.net/api/literature/616403?format=bibtex",
                  "latex-eu": "https://inspirehep.net/api/literature/616403?format=latex-eu",
                  "latex-us": "https://inspirehep.net/api/literature/616403?format=latex-us",
                  "json": "https://inspirehep.net/api/literature/616403?format=json",
                  "cv": "https://inspirehep.net/api/literature/616403?format=cv",
                  "citations": "https://inspirehep.net/api/literature/?q=refersto%3Arecid%3A616403"
                }
              },
              {
                "created": "2006-02-15T00:00:00+00:00",
                "id": "702940",
                "updated": "2023-03-06T13:57:47.442803+00:00",
                "metadata": {
                  "citation_count": 3,
                  "authors": [
                    {
                      "full_name": "Botelho, L.C.L."
                    }
                  ],
                  "publication_info": [
                    {
                      "journal_volume": "44",
                      "page_end": "276",
                      "year": 2005,
                      "page_start": "267",
                      "journal_title": "Eur.Phys.J.C"
                    }
                  ],
                  "preprint_date": "2005",
                  "author_count": 1,
                  "control_number": 702940,
                  "dois": [
                    {
                      "value": "10.1140/epjc/s2005-02349-y"
                    }
                  ],
                  "earliest_date": "2005",
                  "titles": [
                    {
                      "title": "The confining behavior and asymptotic freedom for QCD(SU(infinity)) - a constant-gauge-field path-integral analysis"
                    },
                    {
                      "title": "PATH INTEGRAL"
                    }
                  ]
                },
                "links": {
                  "bibtex": "https://inspirehep.net/api/literature/702940?format=bibtex",
                  "latex-eu": "https://inspirehep.net/api/literature/702940?format=latex-eu",
                  "latex-us": "https://inspirehep.net/api/literature/702940?format=latex-us",
                  "json": "https://inspirehep.net/api/literature/702940?format=json",
                  "cv": "https://inspirehep.net/api/literature/702940?format=cv",
                  "citations": "https://inspirehep.net/api/literature/?q=refersto%3Arecid%3A702940"
                }
              },
              {
                "created": "2021-11-16T03:04:30.245645+00:00",
                "id": "1968804",
                "updated": "2023-03-07T03:36:40.121204+00:00",
                "metadata": {
                  "citation_count": 0,
                  "authors": [
                    {
                      "full_name": "Kuerten, André Martorano"
                    }
                  ],
                  "publication_info": [
                    {
                      "journal_volume": "138",
                      "artid": "162",
                      "year": 2023,
                      "journal_record": {
                        "$ref": "https://inspirehep.net/api/journals/1211677"
                      },
                      "page_start": "162",
                      "journal_issue": "2",
                      "journal_title": "Eur.Phys.J.Plus"
                    }
                  ],
                  "preprint_date": "2021-10-23",
                  "author_count": 1,
                  "earliest_date": "2021-10-23",
                  "arxiv_eprints": [
                    {
                      "categories": [
                        "hep-th"
                      ],
                      "value": "2111.06966"
                    }
                  ],
                  "control_number": 1968804,
                  "dois": [
                    {
                      "source": "Springer",
                      "value": "10.1140/epjp/s13360-023-03758-z"
                    },
                    {
                      "material": "publication",
                      "source": "arXiv",
                      "value": "10.1140/epjp/s13360-023-03758-z"
                    }
                  ],
                  "titles": [
                    {
                      "source": "Springer",
                      "title": "Axion-fermion coupling and dyon charge as physical signatures of a space-time inner symmetry"
                    },
                    {
                      "source": "arXiv",
                      "title": "Axion-fermion Coupling and Dyon Charge as Physical Signatures of a Space-time Inner Symmetry"
                    }
                  ]
                },
                "links": {
                  "bibtex": "https://inspirehep.net/api/literature/1968804?format=bibtex",
                  "latex-eu": "https://inspirehep.net/api/literature/1968804?format=latex-eu",
                  "latex-us": "https://inspirehep.net/api/literature/1968804?format=latex-us",
                  "json": "https://inspirehep.net/api/literature/1968804?format=json",
                  "cv": "https://inspirehep.net/api/literature/1968804?format=cv",
                  "citations": "https://inspirehep.net/api/literature/?q=refersto%3Arecid%3A1968804"
                }
              },
              {
                "created": "2014-07-03T00:00:00+00:00",
                "id": "1304449",
                "updated": "2023-03-10T10:58:35.557227+00:00",
                "metadata": {
                  "citation_count": 0,
                  "authors": [
                    {
                      "full_name": "Barbosa, Ezequiel"
                    },
                    {
                      "full_name": "de Lima, Levi Lopes"
                    },
                    {
                      "full_name": "Girão, Frederico"
                    }
                  ],
                  "publication_info": [
                    {
                      "journal_volume": "53",
                      "page_end": "75",
                      "year": 2017,
                      "journal_record": {
                        "$ref": "https://inspirehep.net/api/journals/1212904"
                      },
                      "page_start": "56",
                      "journal_title": "Differ.Geom.Appl."
                    }
                  ],
                  "preprint_date": "2014-07-02",
                  "author_count": 3,
                  "earliest_date": "2014-07-02",
                  "arxiv_eprints": [
                    {
                      "categories": [
                        "math.DG",
                        "gr-qc"
                      ],
                      "value": "1407.0660"
                    }
                  ],
                  "control_number": 1304449,
                  "dois": [
                    {
                      "source": "bibmatch",
                      "value": "10.1016/j.difgeo.2017.04.004"
                    }
                  ],
                  "titles": [
                    {
                      "source": "Elsevier",
                      "title": "On the limiting behavior of the Brown–York quasi-local mass in asymptotically hyperbolic manifolds"
                    },
                    {
                      "source": "arXiv",
                      "title": "On the limiting behavior of the Brown-York quasi-local mass in asymptotically hyperbolic manifolds"
                    }
                  ]
                },
                "links": {
                  "bibtex": "https://inspirehep.net/api/literature/1304449?format=bibtex",
                  "latex-eu": "https://inspirehep.net/api/literature/1304449?format=latex-eu",
                  "latex-us": "https://inspirehep.net/api/literature/1304449?format=latex-us",
                  "json": "https://inspirehep.net/api/literature/1304449?format=json",
                  "cv": "https://inspirehep.net/api/literature/1304449?format=cv",
                  "citations": "https://inspirehep.net/api/literature/?q=refersto%3Arecid%3A1304449"
                }
              },
              {
                "created": "2015-05-26T00:00:00+00:00",
                "id": "1372718",
                "updated": "2023-03-06T17:37:16.600561+00:00",
                "metadata": {
                  "citation_count": 39,
                  "authors": [
                    {
                      "full_name": "Szabados, László B"
                    },
                    {
                      "full_name": "Tod, Paul"
                    }
                  ],
                  "publication_info": [
                    {
                      "journal_volume": "32",
                      "artid": "205011",
                      "year": 2015,
                      "journal_record": {
                        "$ref": "https://inspirehep.net/api/journals/1214779"
                      },
                      "journal_issue": "20",
                      "journal_title": "Class.Quant.Grav."
                    }
                  ],
                  "preprint_date": "2015-05-25",
                  "author_count": 2,
                  "earliest_date": "2015-05-25",
                  "arxiv_eprints": [
                    {
                      "categories": [
                        "gr-qc"
                      ],
                      "value": "1505.06637"
                    }
                  ],
                  "control_number": 1372718,
                  "dois": [
                    {
                      "source": "bibmatch",
                      "value": "10.1088/0264-9381/32/20/205011"
                    }
                  ],
                  "titles": [
                    {
                      "source": "arXiv",
                      "title": "A positive Bondi--type mass in asymptotically de Sitter spacetimes"
                    }
                  ]
                },
                "links": {
                  "bibtex": "https://inspirehep.net/api/literature/1372718?format=bibtex",
                  "latex-eu": "https://inspirehep.net/api/literature/1372718?format=latex-eu",
                  "latex-us": "https://inspirehep.net/api/literature/1372718?format=latex-us",
                  "json": "https://inspirehep.net/api/literature/1372718?format=json",
                  "cv": "https://inspirehep.net/api/literature/1372718?format=cv",
                  "citations": "https://inspirehep.net/api/literature/?q=refersto%3Arecid%3A1372718"
                }
              },
              {
                "created": "1988-07-08T00:00:00+00:00",
                "id": "23992",
                "updated": "2023-03-06T14:03:35.975133+00:00",
                "metadata": {
                  "citation_count": 8,
                  "authors": [
                    {
                      "full_name": "Pope, C.N."
                    },
                    {
                      "full_name": "Stelle, K.S."
                    }
                  ],
                  "publication_info": [
                    {
                      "journal_volume": "5",
                      "artid": "L161",
                      "year": 1988,
                      "journal_record": {
                        "$ref": "https://inspirehep.net/api/journals/1214779"
                      },
                      "page_start": "L161",
                      "journal_title": "Class.Quant.Grav."
                    }
                  ],
                  "preprint_date": "1988-07-08",
                  "author_count": 2,
                  "earliest_date": "1988-07-08",
                  "control_number": 23992,
                  "dois": [
                    {
                      "value": "10.1088/0264-9381/5/10/006"
                    }
                  ],
                  "titles": [
                    {
                      "title": "The Witten Index for the Supermembrane"
                    },
                    {
                      "title": "THE WITTEN INDEX FOR THE SUPERMEMBRANE"
                    }
                  ]
                },
                "links": {
                  "bibtex": "https://inspirehep.net/api/literature/23992?format=bibtex",
                  "latex-eu": "https://inspirehep.net/api/literature/23992?format=latex-eu",
                  "latex-us": "https://inspirehep.net/api/literature/23992?format=latex-us",
                  "json": "https://inspirehep.net/api/literature/23992?format=json",
                  "cv": "https://inspirehep.net/api/literature/23992?format=cv",
                  "citations": "https://inspirehep.net/api/literature/?q=refersto%3Arecid%3A23992"
                }
              }
            ],
            "total": 55
          },
          "links": {
            "self": "https://inspirehep.net/api/literature/?q=%22a+Witten%22&size=10&page=1",
            "next": "https://inspirehep.net/api/literature/?q=%22a+Witten%22&size=10&page=2",
            "bibtex": "https://inspirehep.net/api/literature/?q=%22a+Witten%22&size=10&page=1&format=bibtex",
            "latex-eu": "https://inspirehep.net/api/literature/?q=%22a+Witten%22&size=10&page=1&format=latex-eu",
            "latex-us": "https://inspirehep.net/api/literature/?q=%22a+Witten%22&size=10&page=1&format=latex-us",
            "json": "https://inspirehep.net/api/literature/?q=%22a+Witten%22&size=10&page=1&format=json",
            "cv": "https://inspirehep.net/api/literature/?q=%22a+Witten%22&size=10&page=1&format=cv"
          }
        }
        """#
}
