// Building blocks of the `stats --format html` page: escaping, numbers, stat cards and sortable
// tables. Every text of the project goes through `esc` (the page must not run what a name says); every number a
// reader may check carries its raw value, so the page's script sorts it and a test reads it without parsing prose.
import { printable } from "../base/escape.js";
import { wellFormed } from "../format/json-text.js";
import { plural } from "../base/plural.js";

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * Project text as HTML text or attribute value: control characters shown as escapes (as the text formats print
 * them), lone surrogates replaced, and the five characters that could open markup or leave a quoted attribute
 * written as entities.
 */
export function esc(text: string): string {
  return printable(wellFormed(text)).replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/** A count as people read it (`12,345`; a fraction keeps one decimal). Plain ASCII, so it parses back. */
export function fmt(n: number): string {
  return n.toLocaleString("en-US", { maximumFractionDigits: 1 });
}

/** `1 action`, `2 actions`. */
export function counted(n: number, noun: string): string {
  return `${fmt(n)} ${plural(n, noun)}`;
}

/**
 * A number a test or reader may look up: `data-stat` names its path in the scope's object (`cuts.truncated`), so the
 * page's own numbers can be compared with the report it was made from.
 */
export function stat(path: string, n: number): string {
  return `<span class="n" data-stat="${esc(path)}">${fmt(n)}</span>`;
}

/** One card of a stat grid: a term and what it holds (already HTML). */
export function card(term: string, html: string): string {
  return `<div class="card"><dt>${esc(term)}</dt><dd>${html}</dd></div>`;
}

export function cards(items: string[]): string {
  return `<dl class="cards">${items.join("")}</dl>`;
}

export interface Column<T> {
  /** Names the column for tests and sorting (`data-key`). */
  key: string;
  label: string;
  /** A number is right-aligned, sorted numerically and shown with `fmt`; null shows a dash and sorts last. */
  value: (row: T) => string | number | null;
  /** What to show instead of the plain value (already HTML). */
  html?: (row: T) => string;
  /** Header tooltip: what the column counts. */
  title?: string;
}

/**
 * A table whose headers sort it (the page's script): each header holds a button, so a click, Enter and Space all
 * sort, and `aria-sort` says how. A column is numeric when any row's value is a number.
 */
export function sortableTable<T>(name: string, caption: string, columns: Column<T>[], rows: readonly T[]): string {
  const numeric = columns.map((c) => rows.some((r) => typeof c.value(r) === "number"));
  const head = columns
    .map((c, i) => {
      const title = c.title ? ` title="${esc(c.title)}"` : "";
      const type = numeric[i] ? ` data-type="number" class="num"` : "";
      return `<th scope="col" data-key="${esc(c.key)}"${type}${title}><button type="button">${esc(c.label)}<span class="arrow" aria-hidden="true"></span></button></th>`;
    })
    .join("");
  const body = rows
    .map((row) => {
      const cells = columns.map((c, i) => {
        const value = c.value(row);
        const shown = c.html ? c.html(row) : value === null ? "–" : typeof value === "number" ? fmt(value) : esc(value);
        if (!numeric[i]) return `<td data-key="${esc(c.key)}">${shown}</td>`;
        const raw = typeof value === "number" ? String(value) : "";
        return `<td data-key="${esc(c.key)}" class="num" data-value="${raw}">${shown}</td>`;
      });
      return `<tr>${cells.join("")}</tr>`;
    })
    .join("\n");
  return (
    `<div class="table-wrap"><table class="sortable" data-table="${esc(name)}">` +
    `<caption>${esc(caption)}</caption><thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody></table></div>`
  );
}
