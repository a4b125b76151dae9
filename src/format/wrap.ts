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

/**
 * The most UTF-16 units one call of the segmenter is given. Intl.Segmenter slows down sharply on long text (in
 * Node 20, a 40,000-character word takes 0.1 s, 80,000 11 s), so a long text is segmented a chunk at a time.
 */
const CHUNK = 1024;

/**
 * Text whose every character is a grapheme of its own, one column wide: printable ASCII and Latin letters (Latin-1
 * and Latin Extended, without the soft hyphen, which takes none). A combining mark or any other character that
 * could join its neighbour is outside the range.
 */
const ONE_COLUMN_EACH = /^[\x20-\x7e\u00a0-\u00ac\u00ae-\u02ff]*$/;

/**
 * The graphemes of `text`, in order, segmented a chunk at a time. A chunk's last grapheme may go on past the chunk,
 * so it is segmented again at the start of the next one; every chunk thus starts at a true boundary. A cluster longer
 * than a chunk (a letter with a thousand combining marks) is cut at the chunk's end.
 */
function* graphemes(text: string): Generator<string> {
  if (ONE_COLUMN_EACH.test(text)) {
    yield* text;
    return;
  }
  segmenter ??= new Intl.Segmenter();
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + CHUNK);
    // Never between the two halves of a surrogate pair.
    if (end < text.length && end - start > 1 && isHighSurrogate(text.charCodeAt(end - 1))) end--;
    let last: Intl.SegmentData | undefined;
    for (const segment of segmenter.segment(text.slice(start, end))) {
      if (last) yield last.segment;
      last = segment;
    }
    if (end === text.length || last!.index === 0) {
      yield last!.segment;
      start = end;
    } else start += last!.index;
  }
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** How many terminal columns `text` takes (no ANSI codes in it). */
export function displayWidth(text: string): number {
  // Printable ASCII and Latin text, the usual case, is one column per character.
  if (ONE_COLUMN_EACH.test(text)) return text.length;
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
    // One push per line: a very long message has more lines than a spread may pass as arguments.
    for (const line of wrapParagraph(paragraph, (n) => (lines.length + n === 0 ? firstWidth : width), i === 0 ? lead.length : 0)) lines.push(line);
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
  const tokens = words(text.trimStart());
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

/**
 * Words and the whitespace before each. A word is found by itself and its whitespace is what lies between it and
 * the previous one: a pattern `(\s*)(\S+)` would scan a run of trailing whitespace again from each of its
 * positions, quadratic in the run's length.
 */
function words(text: string): { space: string; word: string }[] {
  const found: { space: string; word: string }[] = [];
  let end = 0;
  for (const m of text.matchAll(/\S+/g)) {
    found.push({ space: text.slice(end, m.index), word: m[0] });
    end = m.index + m[0].length;
  }
  return found;
}
