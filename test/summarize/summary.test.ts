// The summary spec (docs/design.md#summaries): what the model sees for a description, and what the cut dropped.
// Each row states the exact expected text; rows marked "decision" pin a choice the design left open.

import { describe, expect, it } from "vitest";
import { PRESETS } from "../../src/extract/presets/index.js";
import type { SummarySettings } from "../../src/types.js";
import { DEFAULT_ACTION_SUMMARY, DEFAULT_FEATURE_SUMMARY, capText, summarize } from "../../src/summarize/summary.js";
import {
  firstParagraphEnd,
  firstSentenceEnd,
  normalizeWhitespace,
  splitSentences,
} from "../../src/text/sentences.js";

interface Row {
  name: string;
  description: string | undefined;
  settings?: Partial<SummarySettings>;
  text: string;
  truncated: boolean;
  firstSentenceOnly: boolean;
  cutOffset?: number;
}

const words31 = "word ".repeat(31); // 155 characters, ends with a space
const a150 = "a".repeat(150);
const docsLink = "[See the documentation](https://docs.example.com/campaign.create)";
/** Backtick runs of growing length: no two match, so none is a code span (and there is no space to cut at). */
const backtickRuns = Array.from({ length: 447 }, (_, i) => "`".repeat(i + 1)).join("x").slice(0, 100_000);
const stripDocsLink = String.raw`\s*\[See the documentation\]\([^)]*\)\s*$`;

const rows: Row[] = [
  // ---- plain sentences
  { name: "one sentence that fits", description: "Create a campaign for one vehicle.", text: "Create a campaign for one vehicle.", truncated: false, firstSentenceOnly: false, cutOffset: 34 },
  { name: "second sentence dropped", description: "Create a campaign. It is saved as a draft.", text: "Create a campaign.", truncated: false, firstSentenceOnly: true, cutOffset: 18 },
  { name: "no terminator at all", description: "List campaigns", text: "List campaigns", truncated: false, firstSentenceOnly: false, cutOffset: 14 },
  { name: "? ends a sentence", description: "Is the vehicle sold? Returns true or false.", text: "Is the vehicle sold?", truncated: false, firstSentenceOnly: true, cutOffset: 20 },
  { name: "! ends a sentence", description: "Deletes everything! Use with care.", text: "Deletes everything!", truncated: false, firstSentenceOnly: true, cutOffset: 19 },
  { name: "?! is one terminator", description: "Really?! Yes.", text: "Really?!", truncated: false, firstSentenceOnly: true, cutOffset: 8 },
  { name: "a period without whitespace after it ends nothing", description: "Reads the value.Then more", text: "Reads the value.Then more", truncated: false, firstSentenceOnly: false },
  { name: "a trailing terminator drops nothing", description: "Lists runs. ", text: "Lists runs.", truncated: false, firstSentenceOnly: false, cutOffset: 11 },

  // ---- abbreviations
  { name: "e.g. does not end a sentence", description: "Sends a message, e.g. an invoice reminder. Then logs it.", text: "Sends a message, e.g. an invoice reminder.", truncated: false, firstSentenceOnly: true, cutOffset: 42 },
  { name: "i.e. does not end a sentence even before a capital", description: "Archives the record, i.e. Hides it from lists. Second.", text: "Archives the record, i.e. Hides it from lists.", truncated: false, firstSentenceOnly: true },
  { name: "E.g. in capitals", description: "Accepts files, E.g. images. Then more.", text: "Accepts files, E.g. images.", truncated: false, firstSentenceOnly: true },
  { name: "decision: etc. before a lowercase word continues", description: "Exports PDF, CSV, etc. as a zip file. Second.", text: "Exports PDF, CSV, etc. as a zip file.", truncated: false, firstSentenceOnly: true },
  { name: "decision: etc. before a capital ends the sentence", description: "Exports PDF, CSV, etc. Large files are split.", text: "Exports PDF, CSV, etc.", truncated: false, firstSentenceOnly: true, cutOffset: 22 },
  { name: "etc. at the very end", description: "Exports PDF, CSV, etc.", text: "Exports PDF, CSV, etc.", truncated: false, firstSentenceOnly: false },
  { name: "vs.", description: "Compares plan A vs. plan B. Returns the diff.", text: "Compares plan A vs. plan B.", truncated: false, firstSentenceOnly: true },
  { name: "Dr. before a name", description: "Books an appointment with Dr. Smith. Sends a confirmation.", text: "Books an appointment with Dr. Smith.", truncated: false, firstSentenceOnly: true },
  { name: "Mr. and Mrs.", description: "Greets Mr. and Mrs. Jones by name. Then waits.", text: "Greets Mr. and Mrs. Jones by name.", truncated: false, firstSentenceOnly: true },
  { name: "No. before a number", description: "Opens ticket No. 42 in the tracker. Then assigns it.", text: "Opens ticket No. 42 in the tracker.", truncated: false, firstSentenceOnly: true },
  { name: "decision: the word no. before a word ends the sentence", description: "Returns yes or no. Never throws.", text: "Returns yes or no.", truncated: false, firstSentenceOnly: true },
  { name: "approx. and incl.", description: "Takes approx. 5 minutes incl. upload. Then notifies.", text: "Takes approx. 5 minutes incl. upload.", truncated: false, firstSentenceOnly: true },
  { name: "cf. before a capital", description: "Uses the same rules, cf. Section 4. Then runs.", text: "Uses the same rules, cf. Section 4.", truncated: false, firstSentenceOnly: true },
  { name: "a unit such as ms is no abbreviation", description: "Retries after 500 ms. Then gives up.", text: "Retries after 500 ms.", truncated: false, firstSentenceOnly: true, cutOffset: 21 },
  { name: "a.m. before a lowercase word", description: "Runs at 9 a.m. every day. Then idles.", text: "Runs at 9 a.m. every day.", truncated: false, firstSentenceOnly: true },
  { name: "decision: p.m. before a capital ends the sentence", description: "Runs daily until 5 p.m. Afterwards it sleeps.", text: "Runs daily until 5 p.m.", truncated: false, firstSentenceOnly: true },

  // ---- numbers and versions
  { name: "decimal", description: "Sets the ratio to 1.5 for all items. Then saves.", text: "Sets the ratio to 1.5 for all items.", truncated: false, firstSentenceOnly: true },
  { name: "version v2.1", description: "Migrates to v2.1 of the schema. Old rows stay.", text: "Migrates to v2.1 of the schema.", truncated: false, firstSentenceOnly: true },
  { name: "version 3.0.1", description: "Requires version 3.0.1 or later. Older clients fail.", text: "Requires version 3.0.1 or later.", truncated: false, firstSentenceOnly: true },
  { name: "decision: a number at a sentence end ends it", description: "Upgrades the client to version 2. Then restarts it.", text: "Upgrades the client to version 2.", truncated: false, firstSentenceOnly: true },
  { name: "decision: list numbers after a colon or a sentence are markers", description: "Steps: 1. Open the file. 2. Save it.", text: "Steps: 1. Open the file.", truncated: false, firstSentenceOnly: true },
  { name: "a price at the end", description: "Costs $4.99. Charged monthly.", text: "Costs $4.99.", truncated: false, firstSentenceOnly: true },

  // ---- domains, URLs and file names
  { name: "domain", description: "Posts to example.com and waits. Then returns.", text: "Posts to example.com and waits.", truncated: false, firstSentenceOnly: true },
  { name: "file name", description: "Reads config.yaml from the root. Missing files are ignored.", text: "Reads config.yaml from the root.", truncated: false, firstSentenceOnly: true },
  { name: "host and path", description: "Fetches www.a.io/x for the feed. Then parses it.", text: "Fetches www.a.io/x for the feed.", truncated: false, firstSentenceOnly: true },
  { name: "URL with several periods", description: "Calls https://api.example.com/v1/items.json directly. Then caches.", text: "Calls https://api.example.com/v1/items.json directly.", truncated: false, firstSentenceOnly: true },
  { name: "a domain at the sentence end", description: "Syncs with example.com. Then reports.", text: "Syncs with example.com.", truncated: false, firstSentenceOnly: true },

  // ---- quotes, brackets, code and links
  { name: "period inside straight quotes", description: 'Sets the status to "done. Final" for the run. Then notifies.', text: 'Sets the status to "done. Final" for the run.', truncated: false, firstSentenceOnly: true },
  { name: "period inside curly quotes", description: "Shows “Saved. Reload to see it” in a toast. Then closes.", text: "Shows “Saved. Reload to see it” in a toast.", truncated: false, firstSentenceOnly: true },
  { name: "period inside single quotes", description: "Labels it 'Draft. Not sent' until approved. Then sends.", text: "Labels it 'Draft. Not sent' until approved.", truncated: false, firstSentenceOnly: true },
  { name: "apostrophes open no quote", description: "Reads the dealer's runs. It's fast.", text: "Reads the dealer's runs.", truncated: false, firstSentenceOnly: true },
  { name: "period inside parentheses", description: "Creates an invoice (one per order. Drafts excluded) for the month. Then emails it.", text: "Creates an invoice (one per order. Drafts excluded) for the month.", truncated: false, firstSentenceOnly: true },
  { name: "period inside backticks", description: "Runs `npm run build. Then test` in the repo. Then reports.", text: "Runs `npm run build. Then test` in the repo.", truncated: false, firstSentenceOnly: true },
  { name: "double-backtick code span holding a backtick", description: "Runs ``a `b. C` d`` here. Then stops.", text: "Runs ``a `b. C` d`` here.", truncated: false, firstSentenceOnly: true },
  { name: "markdown link with periods in text and URL", description: "See [the guide. Part 2](https://docs.example.com/a.b.html) first. Then run it.", text: "See [the guide. Part 2](https://docs.example.com/a.b.html) first.", truncated: false, firstSentenceOnly: true },
  { name: "decision: a quote ending in a period ends the sentence before a capital", description: 'He said "stop." Then he left.', text: 'He said "stop."', truncated: false, firstSentenceOnly: true, cutOffset: 15 },
  { name: "decision: a quote ending in a period continues before a lowercase word", description: 'Accepts values like "a." or "b." only. Then saves.', text: 'Accepts values like "a." or "b." only.', truncated: false, firstSentenceOnly: true },
  { name: "decision: a parenthesis ending in a period ends the sentence before a capital", description: "Saves the draft (nothing is sent.) Then exits.", text: "Saves the draft (nothing is sent.)", truncated: false, firstSentenceOnly: true, cutOffset: 34 },
  { name: "decision: an unclosed parenthesis is plain text", description: "Creates a run (for one vehicle. Then queues it.", text: "Creates a run (for one vehicle.", truncated: false, firstSentenceOnly: true },
  { name: "decision: an unclosed quote is plain text", description: 'Sets "draft. Then queues it.', text: 'Sets "draft.', truncated: false, firstSentenceOnly: true },
  { name: "a stray closing parenthesis", description: "Counts items) per page. Then returns.", text: "Counts items) per page.", truncated: false, firstSentenceOnly: true },
  { name: "a stray closer after the terminator belongs to the sentence", description: "Stops the job.) Then exits.", text: "Stops the job.)", truncated: false, firstSentenceOnly: true },
  { name: "inch mark is no quote", description: 'Fits a 27" screen. Then "scales." it.', text: 'Fits a 27" screen.', truncated: false, firstSentenceOnly: true },

  // ---- ellipses inside a sentence
  { name: "... does not end a sentence", description: "Loads data... then renders it. Done.", text: "Loads data... then renders it.", truncated: false, firstSentenceOnly: true },
  { name: "… does not end a sentence", description: "Loads data… Then renders it. Done.", text: "Loads data… Then renders it.", truncated: false, firstSentenceOnly: true },
  { name: "... before a capital does not end a sentence", description: "Wait... Then go. Done.", text: "Wait... Then go.", truncated: false, firstSentenceOnly: true },

  // ---- whitespace and paragraphs
  { name: "newlines collapse", description: "Creates a campaign\nfor one\n  vehicle.", text: "Creates a campaign for one vehicle.", truncated: false, firstSentenceOnly: false },
  { name: "tabs collapse", description: "Creates\ta\t\tcampaign.", text: "Creates a campaign.", truncated: false, firstSentenceOnly: false },
  { name: "a blank line ends the first sentence", description: "Creates a campaign\n\nfor one vehicle.", text: "Creates a campaign", truncated: false, firstSentenceOnly: true, cutOffset: 18 },
  { name: "a blank line holding spaces and tabs", description: "Lists runs\n  \t\nSorted by date.", text: "Lists runs", truncated: false, firstSentenceOnly: true, cutOffset: 10 },
  { name: "a CRLF blank line", description: "Lists runs\r\n\r\nSorted by date.", text: "Lists runs", truncated: false, firstSentenceOnly: true, cutOffset: 10 },
  { name: "the first sentence ends before the blank line", description: "Creates a run. Queues it.\n\nMore text.", text: "Creates a run.", truncated: false, firstSentenceOnly: true, cutOffset: 14 },
  { name: "an open quote does not cross a blank line", description: 'Sets "draft\n\nmode" now.', text: 'Sets "draft', truncated: false, firstSentenceOnly: true, cutOffset: 11 },
  { name: "leading and trailing blank lines separate nothing", description: "\n\n  Lists runs.  \n", text: "Lists runs.", truncated: false, firstSentenceOnly: false, cutOffset: 11 },
  { name: "trailing blank lines only", description: "Lists runs\n\n\n", text: "Lists runs", truncated: false, firstSentenceOnly: false },
  { name: "a single newline is no paragraph break", description: "Lists runs\nSorted by date", text: "Lists runs Sorted by date", truncated: false, firstSentenceOnly: false },
  { name: "firstSentence off keeps later paragraphs", description: "Lists runs\n\nSorted by date. Newest first.", settings: { firstSentence: false }, text: "Lists runs Sorted by date. Newest first.", truncated: false, firstSentenceOnly: false, cutOffset: 40 },
  { name: "firstSentence off keeps later sentences", description: "Create a campaign. It is saved as a draft.", settings: { firstSentence: false }, text: "Create a campaign. It is saved as a draft.", truncated: false, firstSentenceOnly: false },

  // ---- empty
  { name: "undefined", description: undefined, text: "", truncated: false, firstSentenceOnly: false, cutOffset: 0 },
  { name: "empty", description: "", text: "", truncated: false, firstSentenceOnly: false, cutOffset: 0 },
  { name: "whitespace only", description: "   \n\t ", text: "", truncated: false, firstSentenceOnly: false, cutOffset: 0 },

  // ---- the cap
  { name: "exactly 160 characters fits", description: words31 + "endit", text: words31 + "endit", truncated: false, firstSentenceOnly: false, cutOffset: 160 },
  { name: "161 characters cut at the last space", description: words31 + "ending", text: words31.trimEnd() + "…", truncated: true, firstSentenceOnly: false, cutOffset: 154 },
  { name: "161 characters without whitespace: hard cut", description: "x".repeat(161), text: "x".repeat(159) + "…", truncated: true, firstSentenceOnly: false, cutOffset: 159 },
  { name: "no whitespace before the cap: hard cut", description: "x".repeat(170) + " tail", text: "x".repeat(159) + "…", truncated: true, firstSentenceOnly: false, cutOffset: 159 },
  { name: "a space exactly at the room keeps the whole word", description: a150 + " foo, bar baz qux", text: a150 + " foo, bar…", truncated: true, firstSentenceOnly: false, cutOffset: 159 },
  { name: "a comma before the ellipsis is dropped", description: a150 + " foo, barbazqux", text: a150 + " foo…", truncated: true, firstSentenceOnly: false, cutOffset: 154 },
  { name: "a dash before the ellipsis is dropped", description: a150 + " foo — barbazqux", text: a150 + " foo…", truncated: true, firstSentenceOnly: false, cutOffset: 154 },
  { name: "decision: a closing parenthesis before the ellipsis stays", description: a150 + " (foo), barbazqux", text: a150 + " (foo)…", truncated: true, firstSentenceOnly: false, cutOffset: 156 },
  { name: "decision: an opening parenthesis before the ellipsis is dropped", description: a150 + " foo ( barbazqux", text: a150 + " foo…", truncated: true, firstSentenceOnly: false, cutOffset: 154 },
  { name: "only punctuation before the last space: hard cut", description: "-- " + "x".repeat(20), settings: { maxLength: 10 }, text: "-- xxxxxx…", truncated: true, firstSentenceOnly: false, cutOffset: 9 },
  { name: "an emoji straddling the cap is not split", description: "x".repeat(158) + "😀yyyy", text: "x".repeat(158) + "…", truncated: true, firstSentenceOnly: false, cutOffset: 158 },
  { name: "an emoji just before the cap is kept whole", description: "x".repeat(157) + "😀yyyy", text: "x".repeat(157) + "😀…", truncated: true, firstSentenceOnly: false, cutOffset: 159 },
  { name: "an emoji ending exactly at the cap fits", description: "x".repeat(158) + "😀", text: "x".repeat(158) + "😀", truncated: false, firstSentenceOnly: false, cutOffset: 160 },
  { name: "custom ellipsis ...", description: words31 + "ending", settings: { ellipsis: "..." }, text: words31.trimEnd() + "...", truncated: true, firstSentenceOnly: false, cutOffset: 154 },
  { name: "a short cap cuts at a word", description: "Create a campaign for one vehicle.", settings: { maxLength: 20 }, text: "Create a campaign…", truncated: true, firstSentenceOnly: false, cutOffset: 17 },
  { name: "an ellipsis longer than the cap is left out", description: "Create a campaign.", settings: { maxLength: 5, ellipsis: "[truncated]" }, text: "Creat", truncated: true, firstSentenceOnly: false, cutOffset: 5 },
  { name: "decision: an ellipsis as long as the cap is left out", description: "Create a campaign.", settings: { maxLength: 1 }, text: "C", truncated: true, firstSentenceOnly: false, cutOffset: 1 },
  { name: "a cap of 0", description: "Create a campaign.", settings: { maxLength: 0 }, text: "", truncated: true, firstSentenceOnly: false, cutOffset: 0 },
  { name: "first sentence and cap together; offsets refer to the whole text", description: words31 + "ending. Second sentence.", text: words31.trimEnd() + "…", truncated: true, firstSentenceOnly: true, cutOffset: 154 },
  { name: "the feature default keeps 300 characters", description: "word ".repeat(59) + "end. Next.", settings: DEFAULT_FEATURE_SUMMARY, text: "word ".repeat(59) + "end.", truncated: false, firstSentenceOnly: true, cutOffset: 299 },

  // ---- strip
  { name: "no strip: the docs link is a dropped sentence", description: `Creates a campaign for one vehicle. ${docsLink}`, text: "Creates a campaign for one vehicle.", truncated: false, firstSentenceOnly: true, cutOffset: 35 },
  { name: "strip removes a trailing docs link", description: `Creates a campaign for one vehicle.\n\n${docsLink}\n`, settings: { strip: [stripDocsLink] }, text: "Creates a campaign for one vehicle.", truncated: false, firstSentenceOnly: false, cutOffset: 35 },
  { name: "strip removes every match", description: "TODO: Lists runs. TODO more", settings: { strip: ["TODO:? ?"] }, text: "Lists runs.", truncated: false, firstSentenceOnly: true, cutOffset: 11 },
  { name: "an invalid strip regex is skipped", description: "Lists runs.", settings: { strip: ["(", "runs"] }, text: "Lists .", truncated: false, firstSentenceOnly: false },
  { name: "strip may remove everything", description: "Lists runs", settings: { strip: [".*"] }, text: "", truncated: false, firstSentenceOnly: false, cutOffset: 0 },

  // ---- other scripts (decision: only . ! ? followed by whitespace end a sentence, as the framework does)
  { name: "Japanese without spaces: 。 ends nothing", description: "キャンペーンを作成します。車両ごとに一つ。", text: "キャンペーンを作成します。車両ごとに一つ。", truncated: false, firstSentenceOnly: false },
  { name: "Japanese with an ASCII period and space", description: "キャンペーンを作成します. 次に送信します.", text: "キャンペーンを作成します.", truncated: false, firstSentenceOnly: true },
  { name: "Japanese over the cap: hard cut", description: "あ".repeat(200), text: "あ".repeat(159) + "…", truncated: true, firstSentenceOnly: false, cutOffset: 159 },
  { name: "full-width parentheses hide a period", description: "作成（詳細. 参照）します. 次.", text: "作成（詳細. 参照）します.", truncated: false, firstSentenceOnly: true },
  { name: "Cyrillic", description: "Создаёт кампанию для автомобиля. Затем отправляет её.", text: "Создаёт кампанию для автомобиля.", truncated: false, firstSentenceOnly: true },
  { name: "Cyrillic dotted abbreviation before a lowercase word", description: "Удаляет запись, т.е. навсегда. Затем выходит.", text: "Удаляет запись, т.е. навсегда.", truncated: false, firstSentenceOnly: true },
  { name: "Arabic", description: "ينشئ حملة لمركبة واحدة. ثم يرسلها.", text: "ينشئ حملة لمركبة واحدة.", truncated: false, firstSentenceOnly: true },
  { name: "Arabic question mark ؟ ends nothing", description: "هل السيارة مباعة؟ يعيد نعم أو لا.", text: "هل السيارة مباعة؟ يعيد نعم أو لا.", truncated: false, firstSentenceOnly: false },
];

describe("summarize (default action settings unless stated)", () => {
  it.each(rows)("$name", ({ description, settings, text, truncated, firstSentenceOnly, cutOffset }) => {
    const summary = summarize(description, { ...DEFAULT_ACTION_SUMMARY, ...settings });
    expect(summary.text).toBe(text);
    expect(summary.truncated).toBe(truncated);
    expect(summary.firstSentenceOnly).toBe(firstSentenceOnly);
    if (cutOffset !== undefined) expect(summary.cutOffset).toBe(cutOffset);
    expect(summary.lostChars).toBe(summary.normalized.length - summary.cutOffset);
    expect(summary.text.length).toBeLessThanOrEqual(settings?.maxLength ?? DEFAULT_ACTION_SUMMARY.maxLength);
  });

  it("records the full normalized description, not just the first sentence", () => {
    const summary = summarize("Creates a run.\n\n  Queues it\tlater. ", DEFAULT_ACTION_SUMMARY);
    expect(summary).toEqual({
      normalized: "Creates a run. Queues it later.",
      text: "Creates a run.",
      truncated: false,
      firstSentenceOnly: true,
      cutOffset: 14,
      lostChars: 17,
    });
  });

  it("exports the framework defaults", () => {
    expect(DEFAULT_ACTION_SUMMARY).toEqual({ maxLength: 160, firstSentence: true, ellipsis: "…", strip: [] });
    expect(DEFAULT_FEATURE_SUMMARY).toEqual({ maxLength: 300, firstSentence: true, ellipsis: "…", strip: [] });
  });
});

describe("summarize on 100,000-character descriptions", () => {
  it("one endless sentence is cut at the cap", () => {
    const summary = summarize("word ".repeat(20_000), DEFAULT_ACTION_SUMMARY);
    expect(summary.normalized.length).toBe(99_999);
    expect(summary.text).toBe("word ".repeat(31) + "word…");
    expect(summary.cutOffset).toBe(159);
    expect(summary.lostChars).toBe(99_999 - 159);
    expect(summary.truncated).toBe(true);
    expect(summary.firstSentenceOnly).toBe(false);
  });

  it("many sentences keep the first", () => {
    const summary = summarize("Lists runs. ".repeat(8_334), DEFAULT_ACTION_SUMMARY);
    expect(summary.text).toBe("Lists runs.");
    expect(summary.firstSentenceOnly).toBe(true);
  });

  // Inputs that would make a naive scanner quadratic; they must come out (quickly) with the right text.
  it.each([
    { name: "unclosed parentheses", description: "(".repeat(100_000), text: "(".repeat(159) + "…" },
    { name: "stray closing parentheses", description: ")".repeat(100_000), text: ")".repeat(159) + "…" },
    { name: "unpaired backtick runs", description: backtickRuns, text: backtickRuns.slice(0, 159) + "…" },
    { name: "ellipses and spaces", description: ". . . ".repeat(16_667), text: "." },
    { name: "a long word then a period", description: "x".repeat(99_990) + ". Next.", text: "x".repeat(159) + "…" },
    { name: "opening quotes", description: ' "a'.repeat(33_333), text: '"a '.repeat(53).trimEnd() + "…" },
  ])("$name", ({ description, text }) => {
    const summary = summarize(description, DEFAULT_ACTION_SUMMARY);
    expect(summary.text).toBe(text);
    expect(summary.text.length).toBeLessThanOrEqual(160);
  });

  // pipedream's strip pattern read the rest of the text from each "[See " that never closes (500,000 characters: 16 s).
  it.each([
    { name: "100,000 links that never close", description: `Create a customer. ${"[See ".repeat(100_000)}`, text: "Create a customer." },
    { name: "80,000 links that never close after their text", description: `Create a customer. ${"[See x](".repeat(80_000)}`, text: "Create a customer." },
    { name: "a docs link at the end, stripped", description: "Create a customer [See the docs](https://example.com/api#create).", text: "Create a customer" },
  ])("pipedream: $name", ({ description, text }) => {
    expect(summarize(description, { ...DEFAULT_ACTION_SUMMARY, strip: PRESETS.pipedream.strip! }).text).toBe(text);
  });
});

describe("capText", () => {
  it("keeps text that fits", () => {
    expect(capText("abc", 3, "…")).toEqual({ text: "abc", keptLength: 3, truncated: false });
  });
  it("never returns more than the cap, whatever the ellipsis", () => {
    expect(capText("abc def", 4, "....")).toEqual({ text: "abc", keptLength: 3, truncated: true });
    expect(capText("abc def", 5, "....")).toEqual({ text: "a....", keptLength: 1, truncated: true });
  });
});

describe("sentences", () => {
  it("normalizeWhitespace trims and collapses every whitespace run", () => {
    expect(normalizeWhitespace(" \n a\t\tb \r\n\u00a0c\u3000 ")).toBe("a b c");
  });

  it.each([
    { text: "One. Two.", end: 4 },
    { text: "One.", end: null },
    { text: "One two", end: null },
    { text: "", end: null },
    { text: 'Say "hi." Then go.', end: 9 },
  ])("firstSentenceEnd($text) = $end", ({ text, end }) => {
    expect(firstSentenceEnd(text)).toBe(end);
  });

  it("splitSentences returns every sentence in order", () => {
    const text = 'Creates a run, e.g. for one car. Is it "done." Then stops (see below.) Really?! Ends with etc.';
    const sentences = splitSentences(text).map(({ start, end }) => text.slice(start, end));
    expect(sentences).toEqual([
      "Creates a run, e.g. for one car.",
      'Is it "done."',
      "Then stops (see below.)",
      "Really?!",
      "Ends with etc.",
    ]);
  });

  it.each([
    { raw: "A\n\nB", end: 1 },
    { raw: "A\n \t\r\nB", end: 1 },
    { raw: "\n\nA\nB", end: null },
    { raw: "A\n\n  \n", end: null },
    { raw: "A\nB", end: null },
    { raw: "  ", end: null },
  ])("firstParagraphEnd($raw) = $end", ({ raw, end }) => {
    expect(firstParagraphEnd(raw)).toBe(end);
  });

  it("a paragraph normalizes to a prefix of the normalized whole", () => {
    for (const raw of ["A b \n\n c", " A\t\n\n\nB ", "x \n \n y \n\n z", "A\r\n\r\n\r\nB"]) {
      const end = firstParagraphEnd(raw);
      expect(end).not.toBeNull();
      const paragraph = normalizeWhitespace(raw.slice(0, end as number));
      const whole = normalizeWhitespace(raw);
      expect(whole.startsWith(paragraph + " ")).toBe(true);
    }
  });
});

// ---- properties on seeded pseudo-random input ------------------------------------------------------------------

/** mulberry32: a tiny seeded generator, so a failure is reproducible from its index. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  "a", "b", "Word", "x", " ", " ", "  ", "\n", "\n\n", "\t", ".", ". ", "!", "?", ",", ";", "-", "—", "…", "...",
  "e.g. ", "etc. ", "No. 5", "1.5", "v2.1", "example.com", "(", ")", "[", "]", '"', "'", "“", "”", "‘", "’", "`",
  "``", "😀", "👍🏽", "日本語", "。", "Привет", "مرحبا", "\u00a0", "https://x.io/a.b", "[l](u.v)",
];
const ELLIPSES = ["…", "...", "", " [more]"];

function randomCase(random: () => number): { description: string; settings: SummarySettings } {
  const pieceCount = Math.floor(random() * 80);
  let description = "";
  for (let i = 0; i < pieceCount; i++) description += PIECES[Math.floor(random() * PIECES.length)];
  return {
    description,
    settings: {
      maxLength: Math.floor(random() * 120),
      firstSentence: random() < 0.7,
      ellipsis: ELLIPSES[Math.floor(random() * ELLIPSES.length)],
      strip: random() < 0.2 ? ["\\[l\\]\\(u\\.v\\)"] : [],
    },
  };
}

describe("summarize properties on 1,000 seeded random descriptions", () => {
  const random = seededRandom(20240607);
  const cases = Array.from({ length: 1000 }, (_, index) => ({ index, ...randomCase(random) }));

  it.each(cases)("case $index", ({ description, settings }) => {
    const summary = summarize(description, settings);
    const { normalized, text, cutOffset } = summary;

    expect(text.length).toBeLessThanOrEqual(settings.maxLength);
    expect(normalized).toBe(normalizeWhitespace(normalized));
    expect(cutOffset).toBeGreaterThanOrEqual(0);
    expect(cutOffset).toBeLessThanOrEqual(normalized.length);
    expect(summary.lostChars).toBe(normalized.length - cutOffset);

    // No lone high surrogate at the end of what is kept.
    const kept = normalized.slice(0, cutOffset);
    const last = kept.charCodeAt(kept.length - 1);
    expect(last >= 0xd800 && last <= 0xdbff).toBe(false);

    // The text is a prefix of the normalized description, plus the ellipsis when the cap cut it and it fits.
    const ellipsisFits = settings.ellipsis.length < settings.maxLength;
    expect(text).toBe(kept + (summary.truncated && ellipsisFits ? settings.ellipsis : ""));

    if (!settings.firstSentence) expect(summary.firstSentenceOnly).toBe(false);
    if (!summary.truncated && !summary.firstSentenceOnly) expect(text).toBe(normalized);
  });
});
