import Foundation

/// Two real Scopus Search API responses saved in a public repository.
///
/// PROVENANCE: repository `Pesquisaqui/pesquisaqui-frontend`, files
/// `src/api/authors/7006615561.js` and `src/api/authors/7006614507.js`, added in commit
/// `bb08a89df5f303c125f88352d9fc7b592c9d804b` (2016-11-05, "First commit") and not changed
/// since. Each file is Scopus's JSON answer to
/// `GET http://api.elsevier.com/content/search/scopus?start=0&count=25&query=au-id(<id>)` (its
/// `link` "self") in the STANDARD view, written as a JavaScript module: the text below is the
/// file without its first 15 bytes, `export default ` (the JSON object follows unchanged, to
/// the final `}` and newline). Originals: 53,844 bytes, SHA-256
/// `7e4a4b3acf519a8863a6ae5f4bb4ab05e76d2824a8f49bbb4848ab79c6c23912`, and 2,628 bytes,
/// SHA-256 `1dac9078f323d98577f044786770c86fc35f1960844a014c2d17b22f8be9779b`.
///
/// Expected values (read with Python's `json`): author 7006615561 (human genetics, São
/// Paulo): `opensearch:totalResults` 93, this first page 25 entries, all titled, all with a
/// DOI, citations summing to 144 (h-index 6 on the page); the first entry is "Mutations in
/// the endothelin receptor type a cause mandibulofacial dysostosis with alopecia" (2015-04-02,
/// DOI 10.1016/j.ajhg.2015.01.015, `dc:creator` "Gordon C.", 5 citations, American Journal
/// of Human Genetics 96 (4), 519-531); one entry has `"prism:pageRange": null`. Author
/// 7006614507 (nursing): 1 result, "Nutritional profile of families in the municipality of
/// Ribeirao Preto" (2000), no DOI, 0 citations.
enum ScopusFixtures {
    /// The first page (25 of 93 results) of author 7006615561's documents.
    static let author7006615561Page1 = #"""
        {
          "search-results": {
            "opensearch:totalResults": "93",
            "opensearch:startIndex": "0",
            "opensearch:itemsPerPage": "25",
            "opensearch:Query": {
              "@role": "request",
              "@searchTerms": "au-id(7006615561)",
              "@startPage": "0"
            },
            "link": [
              {
                "@_fa": "true",
                "@ref": "self",
                "@href": "http://api.elsevier.com:80/content/search/scopus?start=0&count=25&query=au-id%287006615561%29",
                "@type": "application/json"
              },
              {
                "@_fa": "true",
                "@ref": "first",
                "@href": "http://api.elsevier.com:80/content/search/scopus?start=0&count=25&query=au-id%287006615561%29",
                "@type": "application/json"
              },
              {
                "@_fa": "true",
                "@ref": "next",
                "@href": "http://api.elsevier.com:80/content/search/scopus?start=25&count=25&query=au-id%287006615561%29",
                "@type": "application/json"
              },
              {
                "@_fa": "true",
                "@ref": "last",
                "@href": "http://api.elsevier.com:80/content/search/scopus?start=68&count=25&query=au-id%287006615561%29",
                "@type": "application/json"
              }
            ],
            "entry": [
              {
                "@_fa": "true",
                "link": [
                  {
                    "@_fa": "true",
                    "@ref": "self",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/84926254728"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "author-affiliation",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/84926254728?field=author,affiliation"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus",
                    "@href": "https://www.scopus.com/inward/record.uri?partnerID=HzOxMe3b&scp=84926254728&origin=inward"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus-citedby",
                    "@href": "https://www.scopus.com/inward/citedby.uri?partnerID=HzOxMe3b&scp=84926254728&origin=inward"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "full-text",
                    "@href": "http://api.elsevier.com/content/article/eid/1-s2.0-S0002929715000233"
                  }
                ],
                "prism:url": "http://api.elsevier.com/content/abstract/scopus_id/84926254728",
                "dc:identifier": "SCOPUS_ID:84926254728",
                "eid": "2-s2.0-84926254728",
                "dc:title": "Mutations in the endothelin receptor type a cause mandibulofacial dysostosis with alopecia",
                "dc:creator": "Gordon C.",
                "prism:publicationName": "American Journal of Human Genetics",
                "prism:issn": "00029297",
                "prism:eIssn": "15376605",
                "prism:volume": "96",
                "prism:issueIdentifier": "4",
                "prism:pageRange": "519-531",
                "prism:coverDate": "2015-04-02",
                "prism:coverDisplayDate": "2 April 2015",
                "prism:doi": "10.1016/j.ajhg.2015.01.015",
                "pii": "S0002929715000233",
                "citedby-count": "5",
                "affiliation": [
                  {
                    "@_fa": "true",
                    "affilname": "Inserm",
                    "affiliation-city": "Paris",
                    "affiliation-country": "France"
                  },
                  {
                    "@_fa": "true",
                    "affilname": "Universite Paris Descartes",
                    "affiliation-city": "Paris",
                    "affiliation-country": "France"
                  }
                ],
                "pubmed-id": "25772936",
                "prism:aggregationType": "Journal",
                "subtype": "ar",
                "subtypeDescription": "Article",
                "source-id": "21677"
              },
              {
                "@_fa": "true",
                "link": [
                  {
                    "@_fa": "true",
                    "@ref": "self",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/84941784186"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "author-affiliation",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/84941784186?field=author,affiliation"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus",
                    "@href": "https://www.scopus.com/inward/record.uri?partnerID=HzOxMe3b&scp=84941784186&origin=inward"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus-citedby",
                    "@href": "https://www.scopus.com/inward/citedby.uri?partnerID=HzOxMe3b&scp=84941784186&origin=inward"
                  }
                ],
                "prism:url": "http://api.elsevier.com/content/abstract/scopus_id/84941784186",
                "dc:identifier": "SCOPUS_ID:84941784186",
                "eid": "2-s2.0-84941784186",
                "dc:title": "An unusual presentation of oculoauriculovertebral spectrum with a Tessier 30 cleft: Report on two cases",
                "dc:creator": "Vendramini-Pittoli S.",
                "prism:publicationName": "Clinical Dysmorphology",
                "prism:issn": "09628827",
                "prism:eIssn": "14735717",
                "prism:volume": "24",
                "prism:issueIdentifier": "4",
                "prism:pageRange": "144-150",
                "prism:coverDate": "2015-01-01",
                "prism:coverDisplayDate": "18 September 2015",
                "prism:doi": "10.1097/MCD.0000000000000085",
                "citedby-count": "0",
                "affiliation": [
                  {
                    "@_fa": "true",
                    "affilname": "Universidade de Sao Paulo - USP",
                    "affiliation-city": "Sao Paulo",
                    "affiliation-country": "Brazil"
                  }
                ],
                "pubmed-id": "25816358",
                "prism:aggregationType": "Journal",
                "subtype": "ar",
                "subtypeDescription": "Article",
                "source-id": "21100240300"
              },
              {
                "@_fa": "true",
                "link": [
                  {
                    "@_fa": "true",
                    "@ref": "self",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/84924697136"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "author-affiliation",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/84924697136?field=author,affiliation"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus",
                    "@href": "https://www.scopus.com/inward/record.uri?partnerID=HzOxMe3b&scp=84924697136&origin=inward"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus-citedby",
                    "@href": "https://www.scopus.com/inward/citedby.uri?partnerID=HzOxMe3b&scp=84924697136&origin=inward"
                  }
                ],
                "prism:url": "http://api.elsevier.com/content/abstract/scopus_id/84924697136",
                "dc:identifier": "SCOPUS_ID:84924697136",
                "eid": "2-s2.0-84924697136",
                "dc:title": "Novel variants in GNAI3 associated with auriculocondylar syndrome strengthen a common dominant negative effect",
                "dc:creator": "Tavares V.",
                "prism:publicationName": "European Journal of Human Genetics",
                "prism:issn": "10184813",
                "prism:eIssn": "14765438",
                "prism:volume": "23",
                "prism:issueIdentifier": "4",
                "prism:pageRange": "481-485",
                "prism:coverDate": "2015-01-01",
                "prism:coverDisplayDate": "14 April 2015",
                "prism:doi": "10.1038/ejhg.2014.132",
                "pii": "ejhg2014132",
                "citedby-count": "3",
                "affiliation": [
                  {
                    "@_fa": "true",
                    "affilname": "Universidade de Sao Paulo - USP",
                    "affiliation-city": "Sao Paulo",
                    "affiliation-country": "Brazil"
                  }
                ],
                "pubmed-id": "25026904",
                "prism:aggregationType": "Journal",
                "subtype": "ar",
                "subtypeDescription": "Article",
                "source-id": "22101"
              },
              {
                "@_fa": "true",
                "link": [
                  {
                    "@_fa": "true",
                    "@ref": "self",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/84947731251"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "author-affiliation",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/84947731251?field=author,affiliation"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus",
                    "@href": "https://www.scopus.com/inward/record.uri?partnerID=HzOxMe3b&scp=84947731251&origin=inward"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus-citedby",
                    "@href": "https://www.scopus.com/inward/citedby.uri?partnerID=HzOxMe3b&scp=84947731251&origin=inward"
                  }
                ],
                "prism:url": "http://api.elsevier.com/content/abstract/scopus_id/84947731251",
                "dc:identifier": "SCOPUS_ID:84947731251",
                "eid": "2-s2.0-84947731251",
                "dc:title": "Mandibulofacial Dysostosis with Microcephaly: Mutation and Database Update",
                "dc:creator": "Huang L.",
                "prism:publicationName": "Human Mutation",
                "prism:issn": "10597794",
                "prism:eIssn": "10981004",
                "prism:pageRange": null,
                "prism:coverDate": "2015-01-01",
                "prism:coverDisplayDate": "2015",
                "prism:doi": "10.1002/humu.22924",
                "citedby-count": "0",
                "affiliation": [
                  {
                    "@_fa": "true",
                    "affilname": "Centre hospitalier pour enfants de l'est de l'Ontario",
                    "affiliation-city": "Ottawa",
                    "affiliation-country": "Canada"
                  }
                ],
                "prism:aggregationType": "Journal",
                "subtype": "ip",
                "subtypeDescription": "Article in Press",
                "source-id": "22267"
              },
              {
                "@_fa": "true",
                "link": [
                  {
                    "@_fa": "true",
                    "@ref": "self",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/84924080793"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "author-affiliation",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/84924080793?field=author,affiliation"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus",
                    "@href": "https://www.scopus.com/inward/record.uri?partnerID=HzOxMe3b&scp=84924080793&origin=inward"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus-citedby",
                    "@href": "https://www.scopus.com/inward/citedby.uri?partnerID=HzOxMe3b&scp=84924080793&origin=inward"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "full-text",
                    "@href": "http://api.elsevier.com/content/article/eid/1-s2.0-S1010518214002492"
                  }
                ],
                "prism:url": "http://api.elsevier.com/content/abstract/scopus_id/84924080793",
                "dc:identifier": "SCOPUS_ID:84924080793",
                "eid": "2-s2.0-84924080793",
                "dc:title": "Clinical and genetic study on 356 Brazilian patients with a distinct phenotype of cleft lip and palate without alveolar ridge involvement",
                "dc:creator": "Alvarez C.",
                "prism:publicationName": "Journal of Cranio-Maxillofacial Surgery",
                "prism:issn": "10105182",
                "prism:eIssn": "18784119",
                "prism:volume": "42",
                "prism:issueIdentifier": "8",
                "prism:pageRange": "1952-1957",
                "prism:coverDate": "2014-01-01",
                "prism:coverDisplayDate": "1 December 2014",
                "prism:doi": "10.1016/j.jcms.2014.08.007",
                "pii": "S1010518214002492",
                "citedby-count": "0",
                "affiliation": [
                  {
                    "@_fa": "true",
                    "affilname": "Universidade de Sao Paulo - USP",
                    "affiliation-city": "Sao Paulo",
                    "affiliation-country": "Brazil"
                  }
                ],
                "pubmed-id": "25441864",
                "prism:aggregationType": "Journal",
                "subtype": "ar",
                "subtypeDescription": "Article",
                "source-id": "21658"
              },
              {
                "@_fa": "true",
                "link": [
                  {
                    "@_fa": "true",
                    "@ref": "self",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/84902550334"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "author-affiliation",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/84902550334?field=author,affiliation"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus",
                    "@href": "https://www.scopus.com/inward/record.uri?partnerID=HzOxMe3b&scp=84902550334&origin=inward"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus-citedby",
                    "@href": "https://www.scopus.com/inward/citedby.uri?partnerID=HzOxMe3b&scp=84902550334&origin=inward"
                  }
                ],
                "prism:url": "http://api.elsevier.com/content/abstract/scopus_id/84902550334",
                "dc:identifier": "SCOPUS_ID:84902550334",
                "eid": "2-s2.0-84902550334",
                "dc:title": "Clinical evidence for a mandibular to maxillary transformation in Auriculocondylar syndrome",
                "dc:creator": "Gordon C.",
                "prism:publicationName": "American Journal of Medical Genetics, Part A",
                "prism:issn": "15524825",
                "prism:eIssn": "15524833",
                "prism:volume": "164",
                "prism:issueIdentifier": "7",
                "prism:pageRange": "1850-1853",
                "prism:coverDate": "2014-01-01",
                "prism:coverDisplayDate": "July 2014",
                "prism:doi": "10.1002/ajmg.a.36505",
                "citedby-count": "1",
                "affiliation": [
                  {
                    "@_fa": "true",
                    "affilname": "Universite Paris Descartes",
                    "affiliation-city": "Paris",
                    "affiliation-country": "France"
                  }
                ],
                "pubmed-id": "24677549",
                "prism:aggregationType": "Journal",
                "subtype": "ar",
                "subtypeDescription": "Article",
                "source-id": "145157"
              },
              {
                "@_fa": "true",
                "link": [
                  {
                    "@_fa": "true",
                    "@ref": "self",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/84880747625"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "author-affiliation",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/84880747625?field=author,affiliation"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus",
                    "@href": "https://www.scopus.com/inward/record.uri?partnerID=HzOxMe3b&scp=84880747625&origin=inward"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus-citedby",
                    "@href": "https://www.scopus.com/inward/citedby.uri?partnerID=HzOxMe3b&scp=84880747625&origin=inward"
                  }
                ],
                "prism:url": "http://api.elsevier.com/content/abstract/scopus_id/84880747625",
                "dc:identifier": "SCOPUS_ID:84880747625",
                "eid": "2-s2.0-84880747625",
                "dc:title": "A compound heterozygote SLC26A2 mutation resulting in robin sequence, mild limbs shortness, accelerated carpal ossification, and multiple epiphysial dysplasia in two Brazilian sisters. A new intermediate phenotype between diastrophic dysplasia and recessive multiple epiphyseal dysplasia",
                "dc:creator": "Zechi-Ceide R.",
                "prism:publicationName": "American Journal of Medical Genetics, Part A",
                "prism:issn": "15524825",
                "prism:eIssn": "15524833",
                "prism:volume": "161",
                "prism:issueIdentifier": "8",
                "prism:pageRange": "2088-2094",
                "prism:coverDate": "2013-08-01",
                "prism:coverDisplayDate": "August 2013",
                "prism:doi": "10.1002/ajmg.a.36057",
                "citedby-count": "0",
                "affiliation": [
                  {
                    "@_fa": "true",
                    "affilname": "Universidade de Sao Paulo - USP",
                    "affiliation-city": "Sao Paulo",
                    "affiliation-country": "Brazil"
                  }
                ],
                "pubmed-id": "23840040",
                "prism:aggregationType": "Journal",
                "subtype": "ar",
                "subtypeDescription": "Article",
                "source-id": "145157"
              },
              {
                "@_fa": "true",
                "link": [
                  {
                    "@_fa": "true",
                    "@ref": "self",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/84862645097"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "author-affiliation",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/84862645097?field=author,affiliation"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus",
                    "@href": "https://www.scopus.com/inward/record.uri?partnerID=HzOxMe3b&scp=84862645097&origin=inward"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus-citedby",
                    "@href": "https://www.scopus.com/inward/citedby.uri?partnerID=HzOxMe3b&scp=84862645097&origin=inward"
                  }
                ],
                "prism:url": "http://api.elsevier.com/content/abstract/scopus_id/84862645097",
                "dc:identifier": "SCOPUS_ID:84862645097",
                "eid": "2-s2.0-84862645097",
                "dc:title": "Frontonasal dysplasia, callosal agenesis, basal encephalocele, and eye anomalies syndrome with a partial 21q22.3 deletion",
                "dc:creator": "Guion-Almeida M.",
                "prism:publicationName": "American Journal of Medical Genetics, Part A",
                "prism:issn": "15524825",
                "prism:eIssn": "15524833",
                "prism:volume": "158 A",
                "prism:issueIdentifier": "7",
                "prism:pageRange": "1676-1679",
                "prism:coverDate": "2012-07-01",
                "prism:coverDisplayDate": "July 2012",
                "prism:doi": "10.1002/ajmg.a.35351",
                "citedby-count": "1",
                "affiliation": [
                  {
                    "@_fa": "true",
                    "affilname": "Universidade de Sao Paulo - USP",
                    "affiliation-city": "Sao Paulo",
                    "affiliation-country": "Brazil"
                  }
                ],
                "pubmed-id": "22628242",
                "prism:aggregationType": "Journal",
                "subtype": "ar",
                "subtypeDescription": "Article",
                "source-id": "145157"
              },
              {
                "@_fa": "true",
                "link": [
                  {
                    "@_fa": "true",
                    "@ref": "self",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/84862656610"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "author-affiliation",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/84862656610?field=author,affiliation"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus",
                    "@href": "https://www.scopus.com/inward/record.uri?partnerID=HzOxMe3b&scp=84862656610&origin=inward"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus-citedby",
                    "@href": "https://www.scopus.com/inward/citedby.uri?partnerID=HzOxMe3b&scp=84862656610&origin=inward"
                  }
                ],
                "prism:url": "http://api.elsevier.com/content/abstract/scopus_id/84862656610",
                "dc:identifier": "SCOPUS_ID:84862656610",
                "eid": "2-s2.0-84862656610",
                "dc:title": "Saethre-Chotzen phenotype with learning disability and hyper IgE phenotype in a patient due to complex chromosomal rearrangement involving chromosomes 3 and 7",
                "dc:creator": "Zechi-Ceide R.",
                "prism:publicationName": "American Journal of Medical Genetics, Part A",
                "prism:issn": "15524825",
                "prism:eIssn": "15524833",
                "prism:volume": "158 A",
                "prism:issueIdentifier": "7",
                "prism:pageRange": "1680-1685",
                "prism:coverDate": "2012-07-01",
                "prism:coverDisplayDate": "July 2012",
                "prism:doi": "10.1002/ajmg.a.35367",
                "citedby-count": "3",
                "affiliation": [
                  {
                    "@_fa": "true",
                    "affilname": "Universidade de Sao Paulo - USP",
                    "affiliation-city": "Sao Paulo",
                    "affiliation-country": "Brazil"
                  }
                ],
                "pubmed-id": "22628249",
                "prism:aggregationType": "Journal",
                "subtype": "ar",
                "subtypeDescription": "Article",
                "source-id": "145157"
              },
              {
                "@_fa": "true",
                "link": [
                  {
                    "@_fa": "true",
                    "@ref": "self",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/84859970273"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "author-affiliation",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/84859970273?field=author,affiliation"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus",
                    "@href": "https://www.scopus.com/inward/record.uri?partnerID=HzOxMe3b&scp=84859970273&origin=inward"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus-citedby",
                    "@href": "https://www.scopus.com/inward/citedby.uri?partnerID=HzOxMe3b&scp=84859970273&origin=inward"
                  }
                ],
                "prism:url": "http://api.elsevier.com/content/abstract/scopus_id/84859970273",
                "dc:identifier": "SCOPUS_ID:84859970273",
                "eid": "2-s2.0-84859970273",
                "dc:title": "Exclusion of mutations in TGIF, ALX3, and ALX4 genes in patients with the syndrome of frontonasal dysgenesis, callosal agenesis, basal encephalocele, and eye anomalies",
                "dc:creator": "Ribeiro-Bicudo L.",
                "prism:publicationName": "American Journal of Medical Genetics, Part A",
                "prism:issn": "15524825",
                "prism:eIssn": "15524833",
                "prism:volume": "158 A",
                "prism:issueIdentifier": "5",
                "prism:pageRange": "1233-1235",
                "prism:coverDate": "2012-05-01",
                "prism:coverDisplayDate": "May 2012",
                "prism:doi": "10.1002/ajmg.a.35305",
                "citedby-count": "2",
                "affiliation": [
                  {
                    "@_fa": "true",
                    "affilname": "Universidade de Sao Paulo - USP",
                    "affiliation-city": "Sao Paulo",
                    "affiliation-country": "Brazil"
                  }
                ],
                "pubmed-id": "22496059",
                "prism:aggregationType": "Journal",
                "subtype": "le",
                "subtypeDescription": "Letter",
                "source-id": "145157"
              },
              {
                "@_fa": "true",
                "link": [
                  {
                    "@_fa": "true",
                    "@ref": "self",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/84857055806"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "author-affiliation",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/84857055806?field=author,affiliation"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus",
                    "@href": "https://www.scopus.com/inward/record.uri?partnerID=HzOxMe3b&scp=84857055806&origin=inward"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus-citedby",
                    "@href": "https://www.scopus.com/inward/citedby.uri?partnerID=HzOxMe3b&scp=84857055806&origin=inward"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "full-text",
                    "@href": "http://api.elsevier.com/content/article/eid/1-s2.0-S0002929712000407"
                  }
                ],
                "prism:url": "http://api.elsevier.com/content/abstract/scopus_id/84857055806",
                "dc:identifier": "SCOPUS_ID:84857055806",
                "eid": "2-s2.0-84857055806",
                "dc:title": "Haploinsufficiency of a spliceosomal GTPase encoded by EFTUD2 causes mandibulofacial dysostosis with microcephaly",
                "dc:creator": "Lines M.",
                "prism:publicationName": "American Journal of Human Genetics",
                "prism:issn": "00029297",
                "prism:eIssn": "15376605",
                "prism:volume": "90",
                "prism:issueIdentifier": "2",
                "prism:pageRange": "369-377",
                "prism:coverDate": "2012-02-10",
                "prism:coverDisplayDate": "10 February 2012",
                "prism:doi": "10.1016/j.ajhg.2011.12.023",
                "pii": "S0002929712000407",
                "citedby-count": "65",
                "affiliation": [
                  {
                    "@_fa": "true",
                    "affilname": "University of Ottawa, Canada",
                    "affiliation-city": "Ottawa",
                    "affiliation-country": "Canada"
                  }
                ],
                "pubmed-id": "22305528",
                "prism:aggregationType": "Journal",
                "subtype": "ar",
                "subtypeDescription": "Article",
                "source-id": "21677"
              },
              {
                "@_fa": "true",
                "link": [
                  {
                    "@_fa": "true",
                    "@ref": "self",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/84355162790"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "author-affiliation",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/84355162790?field=author,affiliation"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus",
                    "@href": "https://www.scopus.com/inward/record.uri?partnerID=HzOxMe3b&scp=84355162790&origin=inward"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus-citedby",
                    "@href": "https://www.scopus.com/inward/citedby.uri?partnerID=HzOxMe3b&scp=84355162790&origin=inward"
                  }
                ],
                "prism:url": "http://api.elsevier.com/content/abstract/scopus_id/84355162790",
                "dc:identifier": "SCOPUS_ID:84355162790",
                "eid": "2-s2.0-84355162790",
                "dc:title": "Auriculo-condylar syndrome. Confronting a diagnostic challenge",
                "dc:creator": "Kokitsu-Nakata N.",
                "prism:publicationName": "American Journal of Medical Genetics, Part A",
                "prism:issn": "15524825",
                "prism:eIssn": "15524833",
                "prism:volume": "158 A",
                "prism:issueIdentifier": "1",
                "prism:pageRange": "59-65",
                "prism:coverDate": "2012-01-01",
                "prism:coverDisplayDate": "January 2012",
                "prism:doi": "10.1002/ajmg.a.34337",
                "citedby-count": "5",
                "affiliation": [
                  {
                    "@_fa": "true",
                    "affilname": "Universidade de Sao Paulo - USP",
                    "affiliation-city": "Sao Paulo",
                    "affiliation-country": "Brazil"
                  }
                ],
                "pubmed-id": "22105959",
                "prism:aggregationType": "Journal",
                "subtype": "ar",
                "subtypeDescription": "Article",
                "source-id": "145157"
              },
              {
                "@_fa": "true",
                "link": [
                  {
                    "@_fa": "true",
                    "@ref": "self",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/79251500025"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "author-affiliation",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/79251500025?field=author,affiliation"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus",
                    "@href": "https://www.scopus.com/inward/record.uri?partnerID=HzOxMe3b&scp=79251500025&origin=inward"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus-citedby",
                    "@href": "https://www.scopus.com/inward/citedby.uri?partnerID=HzOxMe3b&scp=79251500025&origin=inward"
                  }
                ],
                "prism:url": "http://api.elsevier.com/content/abstract/scopus_id/79251500025",
                "dc:identifier": "SCOPUS_ID:79251500025",
                "eid": "2-s2.0-79251500025",
                "dc:title": "Richieri-Costa-Pereira syndrome: A unique acrofacial dysostosis type. An overview of the Brazilian cases",
                "dc:creator": "Favaro F.",
                "prism:publicationName": "American Journal of Medical Genetics, Part A",
                "prism:issn": "15524825",
                "prism:eIssn": "15524833",
                "prism:volume": "155",
                "prism:issueIdentifier": "2",
                "prism:pageRange": "322-331",
                "prism:coverDate": "2011-02-01",
                "prism:coverDisplayDate": "February 2011",
                "prism:doi": "10.1002/ajmg.a.33806",
                "citedby-count": "7",
                "affiliation": [
                  {
                    "@_fa": "true",
                    "affilname": "Universidade de Sao Paulo - USP",
                    "affiliation-city": "Sao Paulo",
                    "affiliation-country": "Brazil"
                  }
                ],
                "pubmed-id": "21271648",
                "prism:aggregationType": "Journal",
                "subtype": "re",
                "subtypeDescription": "Review",
                "source-id": "145157"
              },
              {
                "@_fa": "true",
                "link": [
                  {
                    "@_fa": "true",
                    "@ref": "self",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/77955299416"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "author-affiliation",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/77955299416?field=author,affiliation"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus",
                    "@href": "https://www.scopus.com/inward/record.uri?partnerID=HzOxMe3b&scp=77955299416&origin=inward"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus-citedby",
                    "@href": "https://www.scopus.com/inward/citedby.uri?partnerID=HzOxMe3b&scp=77955299416&origin=inward"
                  }
                ],
                "prism:url": "http://api.elsevier.com/content/abstract/scopus_id/77955299416",
                "dc:identifier": "SCOPUS_ID:77955299416",
                "eid": "2-s2.0-77955299416",
                "dc:title": "Frontonasal dysgenesis, first branchial arch anomalies, and pericallosal lipoma: A new subtype of frontonasal dysgenesis",
                "dc:creator": "Guion-Almeida M.",
                "prism:publicationName": "American Journal of Medical Genetics, Part A",
                "prism:issn": "15524825",
                "prism:eIssn": "15524833",
                "prism:volume": "152",
                "prism:issueIdentifier": "8",
                "prism:pageRange": "2039-2042",
                "prism:coverDate": "2010-08-01",
                "prism:coverDisplayDate": "August 2010",
                "prism:doi": "10.1002/ajmg.a.33485",
                "citedby-count": "3",
                "affiliation": [
                  {
                    "@_fa": "true",
                    "affilname": "Universidade de Sao Paulo - USP",
                    "affiliation-city": "Sao Paulo",
                    "affiliation-country": "Brazil"
                  }
                ],
                "pubmed-id": "20602490",
                "prism:aggregationType": "Journal",
                "subtype": "ar",
                "subtypeDescription": "Article",
                "source-id": "145157"
              },
              {
                "@_fa": "true",
                "link": [
                  {
                    "@_fa": "true",
                    "@ref": "self",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/77954139427"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "author-affiliation",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/77954139427?field=author,affiliation"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus",
                    "@href": "https://www.scopus.com/inward/record.uri?partnerID=HzOxMe3b&scp=77954139427&origin=inward"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus-citedby",
                    "@href": "https://www.scopus.com/inward/citedby.uri?partnerID=HzOxMe3b&scp=77954139427&origin=inward"
                  }
                ],
                "prism:url": "http://api.elsevier.com/content/abstract/scopus_id/77954139427",
                "dc:identifier": "SCOPUS_ID:77954139427",
                "eid": "2-s2.0-77954139427",
                "dc:title": "Mandibulofacial dysostosis, severe lower eyelid coloboma, cleft palate, and alopecia: A new distinct form of mandibulofacial dysostosis or a severe form of Johnson-Mcmillin syndrome?",
                "dc:creator": "Zechi-Ceide R.",
                "prism:publicationName": "American Journal of Medical Genetics, Part A",
                "prism:issn": "15524825",
                "prism:eIssn": "15524833",
                "prism:volume": "152",
                "prism:issueIdentifier": "7",
                "prism:pageRange": "1838-1840",
                "prism:coverDate": "2010-01-01",
                "prism:coverDisplayDate": "July 2010",
                "prism:doi": "10.1002/ajmg.a.33477",
                "citedby-count": "1",
                "affiliation": [
                  {
                    "@_fa": "true",
                    "affilname": "Universidade de Sao Paulo - USP",
                    "affiliation-city": "Sao Paulo",
                    "affiliation-country": "Brazil"
                  }
                ],
                "pubmed-id": "20583178",
                "prism:aggregationType": "Journal",
                "subtype": "ar",
                "subtypeDescription": "Article",
                "source-id": "145157"
              },
              {
                "@_fa": "true",
                "link": [
                  {
                    "@_fa": "true",
                    "@ref": "self",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/71949083815"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "author-affiliation",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/71949083815?field=author,affiliation"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus",
                    "@href": "https://www.scopus.com/inward/record.uri?partnerID=HzOxMe3b&scp=71949083815&origin=inward"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus-citedby",
                    "@href": "https://www.scopus.com/inward/citedby.uri?partnerID=HzOxMe3b&scp=71949083815&origin=inward"
                  }
                ],
                "prism:url": "http://api.elsevier.com/content/abstract/scopus_id/71949083815",
                "dc:identifier": "SCOPUS_ID:71949083815",
                "eid": "2-s2.0-71949083815",
                "dc:title": "Nonsyndromic alar clefts: Report of five Brazilian patients",
                "dc:creator": "Richieri-Costa A.",
                "prism:publicationName": "American Journal of Medical Genetics, Part A",
                "prism:issn": "15524825",
                "prism:eIssn": "15524833",
                "prism:volume": "149",
                "prism:issueIdentifier": "12",
                "prism:pageRange": "2765-2767",
                "prism:coverDate": "2009-12-01",
                "prism:coverDisplayDate": "December 2009",
                "prism:doi": "10.1002/ajmg.a.32845",
                "citedby-count": "1",
                "affiliation": [
                  {
                    "@_fa": "true",
                    "affilname": "Universidade de Sao Paulo - USP",
                    "affiliation-city": "Sao Paulo",
                    "affiliation-country": "Brazil"
                  }
                ],
                "pubmed-id": "19921637",
                "prism:aggregationType": "Journal",
                "subtype": "ar",
                "subtypeDescription": "Article",
                "source-id": "145157"
              },
              {
                "@_fa": "true",
                "link": [
                  {
                    "@_fa": "true",
                    "@ref": "self",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/71949108142"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "author-affiliation",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/71949108142?field=author,affiliation"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus",
                    "@href": "https://www.scopus.com/inward/record.uri?partnerID=HzOxMe3b&scp=71949108142&origin=inward"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus-citedby",
                    "@href": "https://www.scopus.com/inward/citedby.uri?partnerID=HzOxMe3b&scp=71949108142&origin=inward"
                  }
                ],
                "prism:url": "http://api.elsevier.com/content/abstract/scopus_id/71949108142",
                "dc:identifier": "SCOPUS_ID:71949108142",
                "eid": "2-s2.0-71949108142",
                "dc:title": "Mandibulofacial syndrome with growth and mental retardation, microcephaly, ear anomalies with skin tags, and cleft palate in a mother and her son: Autosomal dominant or X-linked syndrome?",
                "dc:creator": "Guion-Almeida M.",
                "prism:publicationName": "American Journal of Medical Genetics, Part A",
                "prism:issn": "15524825",
                "prism:eIssn": "15524833",
                "prism:volume": "149",
                "prism:issueIdentifier": "12",
                "prism:pageRange": "2762-2764",
                "prism:coverDate": "2009-12-01",
                "prism:coverDisplayDate": "December 2009",
                "prism:doi": "10.1002/ajmg.a.32816",
                "citedby-count": "7",
                "affiliation": [
                  {
                    "@_fa": "true",
                    "affilname": "Universidade de Sao Paulo - USP",
                    "affiliation-city": "Sao Paulo",
                    "affiliation-country": "Brazil"
                  }
                ],
                "pubmed-id": "19921636",
                "prism:aggregationType": "Journal",
                "subtype": "ar",
                "subtypeDescription": "Article",
                "source-id": "145157"
              },
              {
                "@_fa": "true",
                "link": [
                  {
                    "@_fa": "true",
                    "@ref": "self",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/67849109515"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "author-affiliation",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/67849109515?field=author,affiliation"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus",
                    "@href": "https://www.scopus.com/inward/record.uri?partnerID=HzOxMe3b&scp=67849109515&origin=inward"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus-citedby",
                    "@href": "https://www.scopus.com/inward/citedby.uri?partnerID=HzOxMe3b&scp=67849109515&origin=inward"
                  }
                ],
                "prism:url": "http://api.elsevier.com/content/abstract/scopus_id/67849109515",
                "dc:identifier": "SCOPUS_ID:67849109515",
                "eid": "2-s2.0-67849109515",
                "dc:title": "Severe midline craniofacial anomalies: Overlap with Pai syndrome",
                "dc:creator": "Guion-Almeida M.",
                "prism:publicationName": "Clinical Dysmorphology",
                "prism:issn": "09628827",
                "prism:volume": "18",
                "prism:issueIdentifier": "3",
                "prism:pageRange": "154-157",
                "prism:coverDate": "2009-07-01",
                "prism:coverDisplayDate": "July 2009",
                "prism:doi": "10.1097/MCD.0b013e32832443c8",
                "citedby-count": "3",
                "affiliation": [
                  {
                    "@_fa": "true",
                    "affilname": "Universidade de Sao Paulo - USP",
                    "affiliation-city": "Sao Paulo",
                    "affiliation-country": "Brazil"
                  }
                ],
                "pubmed-id": "19300243",
                "prism:aggregationType": "Journal",
                "subtype": "ar",
                "subtypeDescription": "Article",
                "source-id": "14436"
              },
              {
                "@_fa": "true",
                "link": [
                  {
                    "@_fa": "true",
                    "@ref": "self",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/66349083855"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "author-affiliation",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/66349083855?field=author,affiliation"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus",
                    "@href": "https://www.scopus.com/inward/record.uri?partnerID=HzOxMe3b&scp=66349083855&origin=inward"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus-citedby",
                    "@href": "https://www.scopus.com/inward/citedby.uri?partnerID=HzOxMe3b&scp=66349083855&origin=inward"
                  }
                ],
                "prism:url": "http://api.elsevier.com/content/abstract/scopus_id/66349083855",
                "dc:identifier": "SCOPUS_ID:66349083855",
                "eid": "2-s2.0-66349083855",
                "dc:title": "Holoprosencephaly, ectrodactyly, and bilateral cleft of lip and palate: Exclusion of SHH, TGIF, SIX3, GLI2, TP73L, and DHCR7 as candidate genes",
                "dc:creator": "Zechi-Ceide R.",
                "prism:publicationName": "American Journal of Medical Genetics, Part A",
                "prism:issn": "15524825",
                "prism:eIssn": "15524833",
                "prism:volume": "149",
                "prism:issueIdentifier": "6",
                "prism:pageRange": "1277-1279",
                "prism:coverDate": "2009-06-01",
                "prism:coverDisplayDate": "June 2009",
                "prism:doi": "10.1002/ajmg.a.32844",
                "citedby-count": "7",
                "affiliation": [
                  {
                    "@_fa": "true",
                    "affilname": "Universidade de Sao Paulo - USP",
                    "affiliation-city": "Sao Paulo",
                    "affiliation-country": "Brazil"
                  }
                ],
                "pubmed-id": "19449411",
                "prism:aggregationType": "Journal",
                "subtype": "ar",
                "subtypeDescription": "Article",
                "source-id": "145157"
              },
              {
                "@_fa": "true",
                "link": [
                  {
                    "@_fa": "true",
                    "@ref": "self",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/66849104469"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "author-affiliation",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/66849104469?field=author,affiliation"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus",
                    "@href": "https://www.scopus.com/inward/record.uri?partnerID=HzOxMe3b&scp=66849104469&origin=inward"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus-citedby",
                    "@href": "https://www.scopus.com/inward/citedby.uri?partnerID=HzOxMe3b&scp=66849104469&origin=inward"
                  }
                ],
                "prism:url": "http://api.elsevier.com/content/abstract/scopus_id/66849104469",
                "dc:identifier": "SCOPUS_ID:66849104469",
                "eid": "2-s2.0-66849104469",
                "dc:title": "Frontonasal dysplasia, severe neuropsychological delay, and midline central nervous system anomalies: Report of 10 Brazilian Male patients",
                "dc:creator": "Guion-Almeida M.",
                "prism:publicationName": "American Journal of Medical Genetics, Part A",
                "prism:issn": "15524825",
                "prism:eIssn": "15524833",
                "prism:volume": "149",
                "prism:issueIdentifier": "5",
                "prism:pageRange": "1006-1011",
                "prism:coverDate": "2009-05-01",
                "prism:coverDisplayDate": "May 2009",
                "prism:doi": "10.1002/ajmg.a.32717",
                "citedby-count": "8",
                "affiliation": [
                  {
                    "@_fa": "true",
                    "affilname": "Universidade de Sao Paulo - USP",
                    "affiliation-city": "Sao Paulo",
                    "affiliation-country": "Brazil"
                  },
                  {
                    "@_fa": "true",
                    "affilname": "Universidade de Sao Paulo - USP",
                    "affiliation-city": "Sao Paulo",
                    "affiliation-country": "Brazil"
                  }
                ],
                "pubmed-id": "19365836",
                "prism:aggregationType": "Journal",
                "subtype": "ar",
                "subtypeDescription": "Article",
                "source-id": "145157"
              },
              {
                "@_fa": "true",
                "link": [
                  {
                    "@_fa": "true",
                    "@ref": "self",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/55549115707"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "author-affiliation",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/55549115707?field=author,affiliation"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus",
                    "@href": "https://www.scopus.com/inward/record.uri?partnerID=HzOxMe3b&scp=55549115707&origin=inward"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus-citedby",
                    "@href": "https://www.scopus.com/inward/citedby.uri?partnerID=HzOxMe3b&scp=55549115707&origin=inward"
                  }
                ],
                "prism:url": "http://api.elsevier.com/content/abstract/scopus_id/55549115707",
                "dc:identifier": "SCOPUS_ID:55549115707",
                "eid": "2-s2.0-55549115707",
                "dc:title": "Terminal osseous dysplasia and pigmentary defects in a Brazilian girl",
                "dc:creator": "Kokitsu-Nakata N.",
                "prism:publicationName": "American Journal of Medical Genetics, Part A",
                "prism:issn": "15524825",
                "prism:eIssn": "15524833",
                "prism:volume": "146",
                "prism:issueIdentifier": "20",
                "prism:pageRange": "2698-2700",
                "prism:coverDate": "2008-10-15",
                "prism:coverDisplayDate": "15 October 2008",
                "prism:doi": "10.1002/ajmg.a.32353",
                "citedby-count": "3",
                "affiliation": [
                  {
                    "@_fa": "true",
                    "affilname": "Universidade de Sao Paulo - USP",
                    "affiliation-city": "Sao Paulo",
                    "affiliation-country": "Brazil"
                  },
                  {
                    "@_fa": "true",
                    "affilname": "Universidade de Sao Paulo - USP",
                    "affiliation-city": "Sao Paulo",
                    "affiliation-country": "Brazil"
                  }
                ],
                "pubmed-id": "18792982",
                "prism:aggregationType": "Journal",
                "subtype": "le",
                "subtypeDescription": "Letter",
                "source-id": "145157"
              },
              {
                "@_fa": "true",
                "link": [
                  {
                    "@_fa": "true",
                    "@ref": "self",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/52249095110"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "author-affiliation",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/52249095110?field=author,affiliation"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus",
                    "@href": "https://www.scopus.com/inward/record.uri?partnerID=HzOxMe3b&scp=52249095110&origin=inward"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus-citedby",
                    "@href": "https://www.scopus.com/inward/citedby.uri?partnerID=HzOxMe3b&scp=52249095110&origin=inward"
                  }
                ],
                "prism:url": "http://api.elsevier.com/content/abstract/scopus_id/52249095110",
                "dc:identifier": "SCOPUS_ID:52249095110",
                "eid": "2-s2.0-52249095110",
                "dc:title": "22q11 deletion syndrome and limb anomalies: Report on two Brazilian patients",
                "dc:creator": "Kokitsu-Nakata N.",
                "prism:publicationName": "Cleft Palate-Craniofacial Journal",
                "prism:issn": "10556656",
                "prism:eIssn": "15451569",
                "prism:volume": "45",
                "prism:issueIdentifier": "5",
                "prism:pageRange": "561-566",
                "prism:coverDate": "2008-09-01",
                "prism:coverDisplayDate": "September 2008",
                "prism:doi": "10.1597/06-170.1",
                "citedby-count": "4",
                "affiliation": [
                  {
                    "@_fa": "true",
                    "affilname": "Universidade de Sao Paulo - USP",
                    "affiliation-city": "Sao Paulo",
                    "affiliation-country": "Brazil"
                  },
                  {
                    "@_fa": "true",
                    "affilname": "Universidade de Sao Paulo - USP",
                    "affiliation-city": "Sao Paulo",
                    "affiliation-country": "Brazil"
                  }
                ],
                "pubmed-id": "18788865",
                "prism:aggregationType": "Journal",
                "subtype": "ar",
                "subtypeDescription": "Article",
                "source-id": "21036"
              },
              {
                "@_fa": "true",
                "link": [
                  {
                    "@_fa": "true",
                    "@ref": "self",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/51449105499"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "author-affiliation",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/51449105499?field=author,affiliation"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus",
                    "@href": "https://www.scopus.com/inward/record.uri?partnerID=HzOxMe3b&scp=51449105499&origin=inward"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus-citedby",
                    "@href": "https://www.scopus.com/inward/citedby.uri?partnerID=HzOxMe3b&scp=51449105499&origin=inward"
                  }
                ],
                "prism:url": "http://api.elsevier.com/content/abstract/scopus_id/51449105499",
                "dc:identifier": "SCOPUS_ID:51449105499",
                "eid": "2-s2.0-51449105499",
                "dc:title": "Unusual phenotype in a female patient with a Gly25Ala substitution in the signal peptide region of the COL2A1 gene",
                "dc:creator": "Zechi-Ceide R.",
                "prism:publicationName": "Clinical Dysmorphology",
                "prism:issn": "09628827",
                "prism:volume": "17",
                "prism:issueIdentifier": "3",
                "prism:pageRange": "225-226",
                "prism:coverDate": "2008-07-01",
                "prism:coverDisplayDate": "July 2008",
                "prism:doi": "10.1097/MCD.0b013e3282fe1b8e",
                "pii": "0001960520080700000019",
                "citedby-count": "1",
                "affiliation": [
                  {
                    "@_fa": "true",
                    "affilname": "Universidade de Sao Paulo - USP",
                    "affiliation-city": "Sao Paulo",
                    "affiliation-country": "Brazil"
                  },
                  {
                    "@_fa": "true",
                    "affilname": null,
                    "affiliation-city": "CEP 17012-900, Bauru, São Paulo",
                    "affiliation-country": null
                  }
                ],
                "prism:aggregationType": "Journal",
                "subtype": "ar",
                "subtypeDescription": "Article",
                "source-id": "14436"
              },
              {
                "@_fa": "true",
                "link": [
                  {
                    "@_fa": "true",
                    "@ref": "self",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/43049181326"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "author-affiliation",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/43049181326?field=author,affiliation"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus",
                    "@href": "https://www.scopus.com/inward/record.uri?partnerID=HzOxMe3b&scp=43049181326&origin=inward"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus-citedby",
                    "@href": "https://www.scopus.com/inward/citedby.uri?partnerID=HzOxMe3b&scp=43049181326&origin=inward"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "full-text",
                    "@href": "http://api.elsevier.com/content/article/eid/1-s2.0-S1769721208000049"
                  }
                ],
                "prism:url": "http://api.elsevier.com/content/abstract/scopus_id/43049181326",
                "dc:identifier": "SCOPUS_ID:43049181326",
                "eid": "2-s2.0-43049181326",
                "dc:title": "Clinical evaluation and COL2A1 gene analysis in 21 Brazilian families with Stickler syndrome: Identification of novel mutations, further genotype/phenotype correlation, and its implications for the diagnosis",
                "dc:creator": "Zechi-Ceide R.",
                "prism:publicationName": "European Journal of Medical Genetics",
                "prism:issn": "17697212",
                "prism:volume": "51",
                "prism:issueIdentifier": "3",
                "prism:pageRange": "183-196",
                "prism:coverDate": "2008-05-01",
                "prism:coverDisplayDate": "May 2008",
                "prism:doi": "10.1016/j.ejmg.2007.12.008",
                "pii": "S1769721208000049",
                "citedby-count": "12",
                "affiliation": [
                  {
                    "@_fa": "true",
                    "affilname": "Universidade de Sao Paulo - USP",
                    "affiliation-city": "Sao Paulo",
                    "affiliation-country": "Brazil"
                  }
                ],
                "pubmed-id": "18276201",
                "prism:aggregationType": "Journal",
                "subtype": "ar",
                "subtypeDescription": "Article",
                "source-id": "130005"
              },
              {
                "@_fa": "true",
                "link": [
                  {
                    "@_fa": "true",
                    "@ref": "self",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/41849122315"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "author-affiliation",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/41849122315?field=author,affiliation"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus",
                    "@href": "https://www.scopus.com/inward/record.uri?partnerID=HzOxMe3b&scp=41849122315&origin=inward"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus-citedby",
                    "@href": "https://www.scopus.com/inward/citedby.uri?partnerID=HzOxMe3b&scp=41849122315&origin=inward"
                  }
                ],
                "prism:url": "http://api.elsevier.com/content/abstract/scopus_id/41849122315",
                "dc:identifier": "SCOPUS_ID:41849122315",
                "eid": "2-s2.0-41849122315",
                "dc:title": "Oral teratoma, dextrocardia, and congenital heart defect: A nonrandom association or serendipity?",
                "dc:creator": "Richieri-Costa A.",
                "prism:publicationName": "Clinical Dysmorphology",
                "prism:issn": "09628827",
                "prism:volume": "17",
                "prism:issueIdentifier": "2",
                "prism:pageRange": "149-150",
                "prism:coverDate": "2008-04-01",
                "prism:coverDisplayDate": "April 2008",
                "prism:doi": "10.1097/MCD.0b013e3282f254b7",
                "pii": "0001960520080400000018",
                "citedby-count": "2",
                "affiliation": [
                  {
                    "@_fa": "true",
                    "affilname": "Universidade de Sao Paulo - USP",
                    "affiliation-city": "Sao Paulo",
                    "affiliation-country": "Brazil"
                  },
                  {
                    "@_fa": "true",
                    "affilname": "Universidade de Sao Paulo - USP",
                    "affiliation-city": "Sao Paulo",
                    "affiliation-country": "Brazil"
                  }
                ],
                "pubmed-id": "18388792",
                "prism:aggregationType": "Journal",
                "subtype": "ar",
                "subtypeDescription": "Article",
                "source-id": "14436"
              }
            ]
          }
        }
        """#

    /// The whole list (1 result) of author 7006614507's documents.
    static let author7006614507 = #"""
        {
          "search-results": {
            "opensearch:totalResults": "1",
            "opensearch:startIndex": "0",
            "opensearch:itemsPerPage": "1",
            "opensearch:Query": {
              "@role": "request",
              "@searchTerms": "au-id(7006614507)",
              "@startPage": "0"
            },
            "link": [
              {
                "@_fa": "true",
                "@ref": "self",
                "@href": "http://api.elsevier.com:80/content/search/scopus?start=0&count=25&query=au-id%287006614507%29",
                "@type": "application/json"
              },
              {
                "@_fa": "true",
                "@ref": "first",
                "@href": "http://api.elsevier.com:80/content/search/scopus?start=0&count=25&query=au-id%287006614507%29",
                "@type": "application/json"
              }
            ],
            "entry": [
              {
                "@_fa": "true",
                "link": [
                  {
                    "@_fa": "true",
                    "@ref": "self",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/0034458138"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "author-affiliation",
                    "@href": "http://api.elsevier.com/content/abstract/scopus_id/0034458138?field=author,affiliation"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus",
                    "@href": "https://www.scopus.com/inward/record.uri?partnerID=HzOxMe3b&scp=0034458138&origin=inward"
                  },
                  {
                    "@_fa": "true",
                    "@ref": "scopus-citedby",
                    "@href": "https://www.scopus.com/inward/citedby.uri?partnerID=HzOxMe3b&scp=0034458138&origin=inward"
                  }
                ],
                "prism:url": "http://api.elsevier.com/content/abstract/scopus_id/0034458138",
                "dc:identifier": "SCOPUS_ID:0034458138",
                "eid": "2-s2.0-0034458138",
                "dc:title": "Nutritional profile of families in the municipality of Ribeirao Preto",
                "dc:creator": "Ferriani M.",
                "prism:publicationName": "Revista brasileira de enfermagem",
                "prism:issn": "00347167",
                "prism:volume": "53",
                "prism:issueIdentifier": "Suppl",
                "prism:pageRange": "167-170",
                "prism:coverDate": "2000-01-01",
                "prism:coverDisplayDate": "Dec 2000",
                "citedby-count": "0",
                "affiliation": [
                  {
                    "@_fa": "true",
                    "affilname": "Universidade de Sao Paulo - USP",
                    "affiliation-city": "Sao Paulo",
                    "affiliation-country": "Brazil"
                  }
                ],
                "pubmed-id": "2002136885",
                "prism:aggregationType": "Journal",
                "subtype": "ar",
                "subtypeDescription": "Article",
                "source-id": "29385"
              }
            ]
          }
        }
        """#
}
