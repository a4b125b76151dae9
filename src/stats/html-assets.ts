// The inline style and script of the `stats --format html` page: the page is one file that needs no
// network, so both are strings written into it. The script only sorts tables; the page reads fully without it.

/**
 * Sorting: a header's button sorts its table by that column, ascending first, again to reverse. Numeric columns
 * compare the cell's `data-value` (an empty one, a missing number, sorts last either way); text columns compare with
 * an English collator (case-insensitive, digits as numbers). Equal keys keep the rows' original order.
 */
export const PAGE_SCRIPT = `
"use strict";
(function () {
  var collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
  var status = document.getElementById("sort-status");
  document.querySelectorAll("table.sortable").forEach(function (table) {
    var body = table.tBodies[0];
    var headers = Array.prototype.slice.call(table.tHead.rows[0].cells);
    Array.prototype.forEach.call(body.rows, function (row, i) { row.setAttribute("data-index", String(i)); });
    headers.forEach(function (th, column) {
      th.querySelector("button").addEventListener("click", function () {
        var ascending = th.getAttribute("aria-sort") !== "ascending";
        var numeric = th.getAttribute("data-type") === "number";
        headers.forEach(function (h) { h.removeAttribute("aria-sort"); });
        th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
        var rows = Array.prototype.map.call(body.rows, function (row) {
          var cell = row.cells[column];
          var raw = numeric ? cell.getAttribute("data-value") : cell.textContent;
          var key = numeric ? (raw === "" || raw === null ? NaN : Number(raw)) : raw;
          return { row: row, key: key, index: Number(row.getAttribute("data-index")) };
        });
        rows.sort(function (a, b) {
          if (numeric && (isNaN(a.key) || isNaN(b.key))) {
            if (isNaN(a.key) && isNaN(b.key)) return a.index - b.index;
            return isNaN(a.key) ? 1 : -1;
          }
          var c = numeric ? a.key - b.key : collator.compare(a.key, b.key);
          return (ascending ? c : -c) || a.index - b.index;
        });
        rows.forEach(function (r) { body.appendChild(r.row); });
        if (status) {
          status.textContent = (table.caption ? table.caption.textContent + ": " : "") + "sorted by " +
            th.textContent + ", " + (ascending ? "ascending" : "descending");
        }
      });
    });
  });
})();
`;

/** System fonts, dark text on white (or the reverse in dark mode), one accent; tables scroll inside their box. */
export const PAGE_STYLE = `
:root { --fg: #1b1f24; --muted: #57606a; --bg: #ffffff; --panel: #f6f8fa; --line: #d0d7de; --accent: #0b5cad;
  --warn: #9a3412; color-scheme: light dark; }
@media (prefers-color-scheme: dark) {
  :root { --fg: #e6edf3; --muted: #9da7b3; --bg: #0d1117; --panel: #161b22; --line: #30363d; --accent: #58a6ff;
    --warn: #f0883e; }
}
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  color: var(--fg); background: var(--bg); }
main, header.page { max-width: 1200px; margin: 0 auto; padding: 0 20px; }
header.page { padding-top: 20px; }
h1 { font-size: 1.6rem; margin: 0 0 4px; }
h2 { font-size: 1.3rem; margin: 36px 0 8px; padding-top: 12px; border-top: 2px solid var(--line); }
h3 { font-size: 1.05rem; margin: 24px 0 8px; }
p { margin: 6px 0; }
.muted, .note { color: var(--muted); }
.note { font-size: 0.9rem; }
code, .name { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; }
nav ul { list-style: none; padding: 0; margin: 8px 0; display: flex; flex-wrap: wrap; gap: 6px 16px; }
a { color: var(--accent); }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 10px; margin: 12px 0; }
.card { background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: 8px 12px; }
.card dt { font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); }
.card dd { margin: 2px 0 0; }
.n { font-weight: 600; font-variant-numeric: tabular-nums; }
.lost { color: var(--warn); }
.table-wrap { overflow-x: auto; margin: 8px 0 16px; border: 1px solid var(--line); border-radius: 6px; }
table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; font-size: 0.93rem; }
caption { text-align: left; padding: 8px 10px; font-weight: 600; background: var(--panel); caption-side: top; }
th, td { padding: 5px 8px; border-top: 1px solid var(--line); text-align: left; vertical-align: top; }
td { overflow-wrap: break-word; }
th { background: var(--panel); padding: 0; vertical-align: bottom; }
th.num, td.num { text-align: right; }
th button { all: unset; box-sizing: border-box; display: block; width: 100%; padding: 5px 8px; cursor: pointer; font-weight: 600; }
th button:focus-visible { outline: 2px solid var(--accent); outline-offset: -2px; }
th .arrow::after { content: "\\2195"; color: var(--muted); padding-left: 4px; font-weight: 400; }
th[aria-sort="ascending"] .arrow::after { content: "\\25B2"; color: var(--fg); }
th[aria-sort="descending"] .arrow::after { content: "\\25BC"; color: var(--fg); }
tbody tr:nth-child(even) { background: var(--panel); }
.chart { margin: 12px 0 20px; }
.chart figcaption { font-weight: 600; margin-bottom: 8px; }
.bars { list-style: none; padding: 0; margin: 0; display: grid; gap: 4px; }
.bars li { display: grid; grid-template-columns: minmax(90px, 220px) 1fr 13em; gap: 10px; align-items: center; }
.bars li.rest { display: block; color: var(--muted); }
.bar-name { overflow-wrap: anywhere; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.85rem; }
.track { background: var(--panel); border: 1px solid var(--line); height: 16px; border-radius: 3px; overflow: hidden; }
.bar { display: block; height: 100%; background: var(--accent); }
.bar-value { font-variant-numeric: tabular-nums; white-space: nowrap; }
.bar-value .chars { color: var(--muted); font-size: 0.85rem; }
.histogram { list-style: none; padding: 28px 0 0; margin: 0; display: flex; gap: 3px; align-items: stretch;
  border-bottom: 1px solid var(--fg); max-width: 900px; margin-bottom: 26px; }
.histogram li { flex: 1 1 0; position: relative; display: flex; flex-direction: column; min-width: 0; }
.well { height: 170px; display: flex; flex-direction: column; justify-content: flex-end; align-items: stretch; text-align: center; }
.count { font-size: 0.8rem; font-variant-numeric: tabular-nums; }
.column { display: block; background: var(--accent); min-height: 0; border-radius: 2px 2px 0 0; }
.at-cap .column { background: var(--warn); }
.range { position: absolute; top: 100%; left: 0; font-size: 0.75rem; color: var(--muted); padding-top: 2px; transform: translateX(-50%); }
.histogram li:first-child .range { transform: none; }
.cap-mark { position: absolute; left: -2px; top: -26px; bottom: 0; border-left: 2px dashed var(--warn); z-index: 1; pointer-events: none; }
.cap-label { position: absolute; top: 0; right: 4px; white-space: nowrap; font-size: 0.8rem; color: var(--warn); font-weight: 600; }
.empty { color: var(--muted); font-style: italic; }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
details { margin: 6px 0; }
footer { max-width: 1200px; margin: 40px auto 20px; padding: 0 20px; color: var(--muted); font-size: 0.85rem; }
@media (max-width: 640px) {
  body { font-size: 14px; }
  .bars li { grid-template-columns: 1fr; gap: 2px; }
  .cards { grid-template-columns: 1fr 1fr; }
  .range { font-size: 0.65rem; }
}
`;
