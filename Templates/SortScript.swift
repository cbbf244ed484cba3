/// The leaderboard's progressive enhancement, written to `assets/sort.js`.
///
/// Without it, a leaderboard's column headers are plain links to the pre-rendered page of
/// each ordering. With it, a click reorders the rows in place from the positions and ranks
/// that every row carries (`data-position-<order>`, `data-rank-<order>`, computed by the
/// generator, so both ways show the same order and ranks), moves `aria-sort`, updates the
/// caption, the order note and the department filter links, and replaces the address with
/// the ordering's page (where the browser allows it). No requests, no inline handlers.
public func sortScript() -> String {
    """
    /* hindex-site: orders leaderboard tables in place. Each column header is a link to a
       pre-rendered ordering, so the tables work without this script. No requests. */
    (function () {
      "use strict";
      if (!document.querySelectorAll || !window.addEventListener) { return; }

      function each(list, action) { Array.prototype.forEach.call(list, action); }

      function rankCell(cell, rank) {
        while (cell.firstChild) { cell.removeChild(cell.firstChild); }
        var span = document.createElement("span");
        span.textContent = rank;
        if (rank.charAt(0) === "=") { span.title = "shared rank " + rank.slice(1); }
        if (rank === "\\u2013") { span.title = "not ranked: no value"; }
        cell.appendChild(span);
      }

      function reorder(table, link) {
        var order = link.getAttribute("data-order");
        var body = table.tBodies[0];
        if (!order || !body) { return false; }
        var key = "data-position-" + order;
        var rows = Array.prototype.slice.call(body.rows);
        for (var i = 0; i < rows.length; i++) {
          if (!rows[i].hasAttribute(key)) { return false; }
        }
        rows.sort(function (a, b) {
          return Number(a.getAttribute(key)) - Number(b.getAttribute(key));
        });
        each(rows, function (row) {
          body.appendChild(row);
          var cell = row.querySelector("td.rank");
          if (cell) { rankCell(cell, row.getAttribute("data-rank-" + order) || "\\u2013"); }
        });
        each(table.querySelectorAll("thead th"), function (th) {
          th.removeAttribute("aria-sort");
          each(th.querySelectorAll(".sort-marker"), function (marker) {
            marker.parentNode.removeChild(marker);
          });
        });
        var header = link.parentNode;
        header.setAttribute("aria-sort", "descending");
        var marker = document.createElement("span");
        marker.className = "sort-marker";
        marker.setAttribute("aria-hidden", "true");
        marker.textContent = " \\u25BC";
        header.appendChild(marker);
        table.setAttribute("data-order", order);
        if (table.caption && link.getAttribute("data-caption")) {
          table.caption.textContent = link.getAttribute("data-caption");
        }
        var note = document.getElementById("leaderboard-order");
        if (note && link.getAttribute("data-note")) {
          note.textContent = link.getAttribute("data-note");
        }
        each(document.querySelectorAll("a[data-href-" + order + "]"), function (filter) {
          filter.setAttribute("href", filter.getAttribute("data-href-" + order));
        });
        try {
          window.history.replaceState(null, "", link.getAttribute("href"));
        } catch (error) {
          /* file:// pages may not change their address; the order is still applied. */
        }
        return true;
      }

      each(document.querySelectorAll("table.leaderboard"), function (table) {
        each(table.querySelectorAll("thead a[data-order]"), function (link) {
          link.addEventListener("click", function (event) {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey ||
                event.altKey) { return; }
            if (reorder(table, link)) { event.preventDefault(); }
          });
        });
      });
    })();

    """
}
