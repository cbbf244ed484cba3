import HIndexCore

/// The leaderboard's name filter, written to `assets/filter.js` (progressive enhancement,
/// like `assets/sort.js`).
///
/// The filter's markup (``nameFilter()``) is rendered `hidden`, so without the script the
/// page shows the whole table and no control that would do nothing. The script shows it;
/// typing hides the rows whose scientist's name does not contain the text, ignoring case
/// and accents (both sides are decomposed, NFKD, stripped of combining marks, and letters
/// such as ø, ł, ß and æ are spelled o, l, ss and ae), and
/// the status line (`role="status"`, `aria-live="polite"`) says how many rows match. It
/// loads nothing and uses no inline handler, so a `script-src 'self'` policy allows it.
public func filterScript(catalog: Catalog = .of(.english)) -> String {
    /// A catalog text as the inside of a JavaScript string literal (non-ASCII as `\uXXXX`).
    func js(_ key: MessageKey) -> String {
        var result = ""
        for unit in catalog.text(key).utf16 {
            switch unit {
            case 0x22: result += "\\\""
            case 0x5C: result += "\\\\"
            case 0x20..<0x7F: result.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            default:
                let hex = String(unit, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return result
    }
    let jsIsOne = pluralRuleInJavaScript(catalog.language)
    return #"""
        /* hindex-site: filters leaderboard rows by name. The filter is hidden in the page and
           shown by this script, so the table works without it. No requests. */
        (function () {
          "use strict";
          if (!document.querySelectorAll || !window.addEventListener ||
              !String.prototype.normalize) { return; }

          var marks = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;

          /* Letters that do not decompose into a base letter and a mark. */
          var letters = { "\u00f8": "o", "\u0111": "d", "\u0142": "l", "\u00df": "ss",
            "\u00e6": "ae", "\u0153": "oe", "\u00fe": "th", "\u00f0": "d", "\u0131": "i",
            "\u0127": "h", "\u0167": "t" };
          var special = /[\u00f8\u0111\u0142\u00df\u00e6\u0153\u00fe\u00f0\u0131\u0127\u0167]/g;

          function fold(text) {
            return text.normalize("NFKD").replace(marks, "").toLowerCase()
              .replace(special, function (letter) { return letters[letter]; })
              .replace(/\s+/g, " ").trim();
          }

          function plural(count, one, many) { return count + " " + (\#(jsIsOne) ? one : many); }

          Array.prototype.forEach.call(document.querySelectorAll("[data-name-filter]"),
            function (box) {
              var input = box.querySelector("input");
              var status = box.querySelector("[role=status]");
              var table = document.getElementById(box.getAttribute("data-name-filter"));
              if (!input || !status || !table || !table.tBodies[0]) { return; }
              var rows = Array.prototype.map.call(table.tBodies[0].rows, function (row) {
                var name = row.querySelector("th[scope=row] a");
                return { row: row, key: fold(name ? name.textContent : row.textContent) };
              });
              var last = null;

              function apply() {
                var query = fold(input.value);
                if (query === last) { return; }
                last = query;
                var shown = 0;
                rows.forEach(function (item) {
                  var match = query === "" || item.key.indexOf(query) !== -1;
                  item.row.hidden = !match;
                  if (match) { shown += 1; }
                });
                if (query === "") {
                  status.textContent = "\#(js(.filterAllPrefix))" + plural(rows.length, "\#(js(.filterScientistOne))", "\#(js(.filterScientistOther))") +
                    "\#(js(.filterAllSuffix))";
                } else if (shown === 0) {
                  status.textContent = "\#(js(.filterNoMatchPrefix))" + input.value.trim() + "\#(js(.filterNoMatchSuffix))";
                } else {
                  status.textContent = "\#(js(.filterShowingPrefix))" + shown + "\#(js(.filterShowingOf))" +
                    plural(rows.length, "\#(js(.filterScientistOne))", "\#(js(.filterScientistOther))") + "\#(js(.filterShowingSuffix))";
                }
              }

              input.addEventListener("input", apply);
              input.addEventListener("search", apply);
              box.hidden = false;
              /* A value the browser restored (back button) applies at once. */
              if (input.value) { apply(); }
            });
        })();

        """#
}

/// The language's `one` plural category (``SiteLanguage/pluralCategory(_:)``) as a JavaScript
/// condition on `count`, for the counts a page can show: `count === 1` (English, Italian,
/// German, Spanish, Portuguese), `count === 0 || count === 1` (French), `false` (Chinese,
/// which has only `other`). The shipped rules put only 0 and 1 in `one` (a test checks it).
func pluralRuleInJavaScript(_ language: SiteLanguage) -> String {
    let ones = [0, 1].filter { language.pluralCategory($0) == .one }
    guard !ones.isEmpty else { return "false" }
    return ones.map { "count === \($0)" }.joined(separator: " || ")
}

/// The name filter above a leaderboard table (see ``filterScript()``): a labelled search
/// field and a status line, `hidden` until the script shows them.
///
/// - Parameter tableID: the `id` of the table whose rows it filters.
func nameFilter(tableID: String, catalog: Catalog) -> HTML {
    """
    <div class="name-filter" data-name-filter="\(tableID)" hidden>
    <label for="name-filter-input">\(catalog.text(.filterByName))</label>
    <input type="search" id="name-filter-input" autocomplete="off" spellcheck="false" \
    aria-controls="\(tableID)" aria-describedby="name-filter-status">
    <p class="name-filter-status" id="name-filter-status" role="status" aria-live="polite"></p>
    </div>
    """
}
