// Terminal columns of text, and word wrapping by them, for stylish. Counted per grapheme (what a terminal draws as
// one character): combining marks and zero-width joiners take no column, East Asian wide and fullwidth characters
// and emoji take two, everything else one. Enough for a linter's messages; not a full wcwidth.

/** Made on first use: creating one costs ~7 ms, which a run printing JSON, or from the cache, need not pay. */
let segmenter: Intl.Segmenter | undefined;

/** Ranges of code points a terminal draws two columns wide (East Asian Width W and F, the common blocks). */
const WIDE: [number, number][] = [
  [0x1100, 0x115f], // Hangul Jamo
  [0x2e80, 0x303e], // CJK radicals, Kangxi, CJK symbols and punctuation
  [0x3041, 0x33ff], // Hiragana, Katakana, Bopomofo, Hangul compatibility, CJK compatibility
  [0x3400, 0x4dbf], // CJK extension A
  [0x4e00, 0x9fff], // CJK unified ideographs
  [0xa000, 0xa4cf], // Yi
  [0xac00, 0xd7a3], // Hangul syllables
  [0xf900, 0xfaff], // CJK compatibility ideographs
  [0xfe30, 0xfe4f], // CJK compatibility forms
  [0xff00, 0xff60], // fullwidth forms
  [0xffe0, 0xffe6],
  [0x20000, 0x3fffd], // CJK extensions B and later
];

const EMOJI = /\p{Extended_Pictographic}/u;
const ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}]+$/u;

function graphemeWidth(grapheme: string): number {
  if (ZERO_WIDTH.test(grapheme)) return 0;
  const code = grapheme.codePointAt(0)!;
  if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return 0;
  if (WIDE.some(([from, to]) => code >= from && code <= to)) return 2;
  // A pictograph drawn as emoji: one with emoji presentation by default (most above U+1F000), or asked for with VS16.
  if (EMOJI.test(grapheme) && (code >= 0x1f000 || grapheme.includes("\ufe0f"))) return 2;
  return 1;
}

function graphemes(text: string): string[] {
  return Array.from((segmenter ??= new Intl.Segmenter()).segment(text), (s) => s.segment);
}

/** How many terminal columns `text` takes (no ANSI codes in it). */
export function displayWidth(text: string): number {
  // Printable ASCII, the usual case, is one column per character.
  if (/^[\x20-\x7e]*$/.test(text)) return text.length;
  let width = 0;
  for (const g of graphemes(text)) width += graphemeWidth(g);
  return width;
}

/** `text` followed by spaces up to `width` columns. */
export function padEndColumns(text: string, width: number): string {
  return text + " ".repeat(Math.max(0, width - displayWidth(text)));
}

/**
 * `lead` and `text` in lines of at most `width` columns. A line breaks at whitespace, which the break swallows; the
 * whitespace between words on one line is kept as written (a quoted summary with two spaces still shows them), and
 * a line break in `text` is kept. A word wider than `width` is cut at grapheme boundaries; `lead` (a file location,
 * which cut would no longer be one) never is: too wide, it stands alone on its line. The first line may be
 * narrower (`firstWidth`: it shares its row with something else). `width` 0 or less: no wrapping, the lines of
 * `text` as they are.
 */
export function wrap(text: string, width: number, { lead = "", firstWidth = width }: { lead?: string; firstWidth?: number } = {}): string[] {
  const paragraphs = (lead === "" ? text : `${lead} ${text}`).split(/\r?\n/);
  if (width <= 0) return paragraphs;
  const lines: string[] = [];
  for (const [i, paragraph] of paragraphs.entries()) {
    lines.push(...wrapParagraph(paragraph, (n) => (lines.length + n === 0 ? firstWidth : width), i === 0 ? lead.length : 0));
  }
  return lines;
}

/**
 * One paragraph (no line breaks) in lines of `widthOf(n)` columns for its n-th line; its first `keep` characters
 * are one word that is never cut.
 */
function wrapParagraph(text: string, widthOf: (line: number) => number, keep: number): string[] {
  const lines: string[] = [];
  let line = "";
  let lineWidth = 0;
  let width = widthOf(0);
  const flush = () => {
    lines.push(line);
    line = "";
    lineWidth = 0;
    width = widthOf(lines.length);
  };
  // Words and the whitespace before each, leading whitespace dropped.
  const tokens = [...text.trimStart().matchAll(/(\s*)(\S+)/g)].map((m) => ({ space: m[1], word: m[2] }));
  if (keep > 0 && tokens.length > 0) {
    // The lead may hold spaces ("src/my dir/a.ts:1:1"): it is one word.
    const lead = text.slice(0, keep);
    let joined = "";
    while (tokens.length > 0 && joined.length < lead.length) {
      const t = tokens.shift()!;
      joined += (joined === "" ? "" : t.space) + t.word;
    }
    tokens.unshift({ space: "", word: joined });
  }
  for (const [i, { space, word }] of tokens.entries()) {
    const wordWidth = displayWidth(word);
    const spaceWidth = displayWidth(space);
    if (line !== "" && lineWidth + spaceWidth + wordWidth <= width) {
      line += space + word;
      lineWidth += spaceWidth + wordWidth;
      continue;
    }
    if (line !== "") flush();
    if (wordWidth <= width || (i === 0 && keep > 0)) {
      line = word;
      lineWidth = wordWidth;
      continue;
    }
    // Too wide for any line: cut into pieces that fill whole lines, the last one goes on with the next words.
    for (const g of graphemes(word)) {
      const w = graphemeWidth(g);
      if (lineWidth + w > width && line !== "") flush();
      line += g;
      lineWidth += w;
    }
  }
  if (line !== "" || lines.length === 0) lines.push(line);
  return lines;
}
