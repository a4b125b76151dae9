// The two charts of the `stats --format html` page, drawn with HTML and CSS (no image, no script): each
// feature's share of the directory as horizontal bars, and the distribution of summary lengths with the cap marked.
// Every bar carries its number as text, so the chart reads without colour and a screen reader reads it as a list.
import type { FeatureShare, LengthHistogram } from "./types.js";
import { esc, fmt, counted } from "./html-parts.js";
import { plural } from "../base/plural.js";

/** Bars drawn before the rest is summed into one line: a long tail of tiny bars says nothing the table does not. */
const SHARE_BARS = 12;

/** Width of a bar in percent of its track, the largest value filling it. */
function width(value: number, max: number): string {
  return max > 0 ? `${Math.round((value / max) * 1000) / 10}%` : "0%";
}

/** Each feature's share of the directory, largest first (as the report orders them), the tail summed. */
export function shareBars(shares: readonly FeatureShare[], caption: string): string {
  if (shares.length === 0) return `<p class="empty">No features in this scope.</p>`;
  const max = Math.max(...shares.map((s) => s.share));
  const bars = shares.slice(0, SHARE_BARS).map(
    (s) =>
      `<li><span class="bar-name">${esc(s.name)}</span>` +
      `<span class="track" aria-hidden="true"><span class="bar" style="width:${width(s.share, max)}"></span></span>` +
      `<span class="bar-value"><span class="share">${fmt(s.share)}%</span> <span class="chars">${counted(s.characters, "character")}</span></span></li>`,
  );
  const rest = shares.slice(SHARE_BARS);
  if (rest.length > 0) {
    const share = Math.round(rest.reduce((n, s) => n + s.share, 0) * 10) / 10;
    const characters = rest.reduce((n, s) => n + s.characters, 0);
    bars.push(`<li class="rest">${counted(rest.length, "more feature")}: ${fmt(share)}%, ${counted(characters, "character")} (see the table)</li>`);
  }
  return `<figure class="chart"><figcaption>${esc(caption)}</figcaption><ol class="bars">${bars.join("")}</ol></figure>`;
}

function summaries(n: number): string {
  return `${fmt(n)} ${plural(n, "summary", "summaries")}`;
}

/** Where bucket `i` starts: `i * width`, the last at the cap (it holds the summaries of the cap's length or longer). */
function start(h: LengthHistogram, i: number): number {
  return i === h.counts.length - 1 ? h.cap : i * h.width;
}

/** The bucket label of `i`: `20–29`, or `120+` for the last. */
function range(h: LengthHistogram, i: number): string {
  return i === h.counts.length - 1 ? `${h.cap}+` : `${i * h.width}–${Math.min((i + 1) * h.width, h.cap) - 1}`;
}

/**
 * The lengths histogram: one column per bucket with its count above and its first length below, and a dashed mark
 * where the cap falls: before the last column, which holds the summaries of the cap's length (those cut at it). With
 * no directory (`capped` false), the descriptions' lengths in the same buckets, and no cap.
 */
export function lengthHistogram(h: LengthHistogram, capped = true): string {
  const total = h.counts.reduce((n, c) => n + c, 0);
  const caption = capped
    ? `Summary lengths: ${summaries(total)} in buckets of ${counted(h.width, "character")}; the cap (${fmt(h.cap)}) marked by a dashed line`
    : `Description lengths: ${counted(total, "description")} in buckets of ${counted(h.width, "character")}`;
  if (h.counts.length === 0 || h.width <= 0) return `<p class="empty">No summaries in this scope.</p>`;
  const max = Math.max(...h.counts);
  const capBucket = h.counts.length - 1;
  const columns = h.counts.map((count, i) => {
    const mark =
      capped && i === capBucket
        ? `<span class="cap-mark"><span class="cap-label">cap ${fmt(h.cap)}</span></span>`
        : "";
    const label = fmt(start(h, i));
    return (
      `<li${capped && i === capBucket ? ` class="at-cap"` : ""} data-bucket="${i}">${mark}<span class="well">` +
      `<span class="sr">${esc(range(h, i))} characters: </span><span class="count">${fmt(count)}</span>` +
      `<span class="sr"> ${plural(count, "summary", "summaries")}</span>` +
      // The tallest column takes 85% of its well, leaving room for its count above it.
      `<span class="column" style="height:${max > 0 ? Math.round((count / max) * 850) / 10 : 0}%"></span></span>` +
      `<span class="range" aria-hidden="true" title="${esc(range(h, i))}">${label}</span></li>`
    );
  });
  return `<figure class="chart"><figcaption>${esc(caption)}</figcaption><ol class="histogram">${columns.join("")}</ol></figure>`;
}
