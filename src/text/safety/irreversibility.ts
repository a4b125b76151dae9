// Irreversibility wording (the rule truncation-drops-irreversibility): the first place
// a description says its effect is permanent ("cannot be undone", "permanently", "lost for good", …).
//
// Precision comes from four checks around each candidate, each tested in test/text/irreversibility.test.ts:
//   - negation: a negator within three words before it, in the same clause ("does not permanently delete",
//     "is not irreversible", "nothing is permanently removed");
//   - a hypothetical right before it: "what a purge would permanently delete", "what would be destroyed";
//   - a clause that defers or replaces the effect: "until you permanently delete it", "unless …",
//     "instead of …", "rather than …", "without …", "after which …";
//   - a delay in the same clause: "permanently deleted after 30 days", "kept for 30 days before it is
//     permanently removed" (a trash or grace period: the action itself can still be undone).
// Deliberately NOT irreversible on their own: delete/remove/erase/purge (a delete may go to a trash),
// "destructive" (MCP's destructiveHint means "may change data", not "cannot be undone"), "permanent" as a
// plain adjective ("permanent address", "permanent link"), and "permanently" about persistence or display
// ("stored permanently", "permanently pinned").
//
// Everything here is linear in the text: one regular expression scan, and a bounded look around each hit.

export interface Irreversibility {
  /** The wording as it appears in the text. */
  phrase: string;
  /** Its offset in the text that was searched. */
  offset: number;
}

// ---- the wording ------------------------------------------------------------------------------------------

/** "cannot", "can't", "will never", … before "be undone" and its kin. Apostrophes are straight here (see below). */
const CANNOT = String.raw`(?:cannot|can\s?not|can't|cant|could\s?not|couldn't|will\s+not|won't|may\s+not|can\s+never|could\s+never|will\s+never|can\s+no\s+longer|could\s+no\s+longer|will\s+no\s+longer)`;

const UNDONE = String.raw`(?:undone|un-done|reversed|recovered|restored|retrieved|reverted|rolled\s+back|recalled|unsent|un-sent|undeleted|un-deleted|reinstated|reactivated|reopened|revived|cancell?ed|refunded|brought\s+back)`;

const UNDO_VERB = String.raw`(?:undo|reverse|recover|restore|retrieve|revert|un-?delete|roll\s+(?:it\s+|them\s+|this\s+)?back|bring\s+(?:it|them|this|\w+)\s+back|get\s+(?:it|them|this|\w+)\s+back)`;

const DESTRUCTIVE_VERB = String.raw`(?:delete[sd]?|deleting|remove[sd]?|removing|erase[sd]?|erasing|destroy(?:s|ed|ing)?|wipe[sd]?|wiping|purge[sd]?|purging|close[sd]?|closing|terminate[sd]?|terminating|ban(?:s|ned|ning)?|lost|gone)`;

/**
 * Up to ten words between a destructive verb and "forever" / "for good", never across a clause boundary: a list
 * of objects may have commas and "and"/"or" ("erases its messages, folders and rules forever"), but ", and"
 * starts a new clause.
 */
const SOME_WORDS = String.raw`(?:\s+(?!(?:and|or|but|then|while|which|so|until|unless)\s)[^\s.;:!?]+|(?<!,)\s+(?:and|or)(?=\s)){0,10}?`;

const COPULA = String.raw`(?:is|are|was|were|be|been|becomes?|remains?|stays?)`;

const EFFECT_NOUN = String.raw`(?:deletions?|delete|removal|erasure|loss|data\s+loss|destruction|ban|suspension|termination|closure|cancellation|action|changes?|effects?|purge|wipe|revocation)`;

/**
 * Each alternative is one way of saying "permanent". At one position the first alternative that matches
 * wins, so longer wordings come before their prefixes.
 */
const WORDINGS: readonly string[] = [
  String.raw`${CANNOT}\s+be\s+(?:\w+ly\s+)?${UNDONE}`,
  String.raw`(?:is|are)(?:\s+not|n't)\s+(?:reversible|recoverable|restorable|retrievable|undoable|revocable)`,
  String.raw`not\s+(?:reversible|recoverable|restorable|retrievable|undoable)`,
  String.raw`(?:there\s+is\s+|there's\s+)?no\s+(?:way|option|means)\s+to\s+${UNDO_VERB}`,
  String.raw`(?:there\s+is\s+|there's\s+)?no\s+(?:undo|rollback|roll-back|going\s+back)`,
  String.raw`(?:there\s+is\s+|there's\s+)?no\s+recovery(?:\s+is\s+possible)?(?=\s*(?:[.;,!)]|$)|\s+(?:from|after|once|possible)\b)`,
  // A sentence of its own ("… Permanent."). The look-behind comes after the word, so it is tried only where the word
  // is: before it, it scanned back over a whole run of whitespace at every place of the run (quadratic).
  String.raw`permanent(?<=(?:^|[.!?]\s+)permanent)(?=\s*[.!](?:\s|$))`,
  String.raw`undo\s+(?:is\s+not|isn't)\s+(?:possible|available|supported)`,
  String.raw`(?:impossible|not\s+possible)\s+to\s+${UNDO_VERB}`,
  String.raw`(?:you|users?|we|admins?|the\s+user|nobody|no\s+one|no-one)\s+(?:${CANNOT}|(?:will|are|is)\s+(?:not\s+be\s+able|be\s+unable|unable)\s+to|won't\s+be\s+able\s+to)\s+${UNDO_VERB}`,
  String.raw`(?:cannot|can\s?not|can't|cant)\s+undo\s+(?:this|it|that)(?![\p{L}\p{N}_])`,
  String.raw`point\s+of\s+no\s+return`,
  String.raw`irreversibl[ey]|irrevocabl[ey]|irretrievabl[ey]|irrecoverabl[ey]|unrecoverabl[ey]|irreparabl[ey]`,
  String.raw`non-?(?:recoverable|reversible|restorable|undoable|revocable)|un-?undoable`,
  String.raw`permanently`,
  // Not a kind set against another ("which categories are permanent blocks vs. configurable"): a classification,
  // not what the action does.
  String.raw`${COPULA}\s+(?:(?:also|always|completely|fully|totally|immediately|then|now|effectively)\s+|[\p{L}]+\s+and\s+)?permanent(?!\s+[\p{L}]+\s+(?:vs\.?|versus)\s)`,
  String.raw`permanent(?:\s+and\s+\w+)?\s+${EFFECT_NOUN}`,
  String.raw`makes?\s+(?:[\p{L}']+\s+){0,5}?permanent`,
  String.raw`${DESTRUCTIVE_VERB}${SOME_WORDS}\s+for\s+good(?!\s+(?:measure|reasons?|cause|practice|results?|quality|use))`,
  String.raw`${DESTRUCTIVE_VERB}${SOME_WORDS}\s+forever`,
  String.raw`will\s+be\s+(?:\w+ly\s+)?lost`,
  String.raw`hard[\s-]delet(?:e|es|ed|ing|ion)`,
  String.raw`destroy(?:s|ing)?`,
  String.raw`(?:is|are|be|been|gets?|got)\s+(?:\w+ly\s+)?(?:destroyed|wiped(?:\s+out)?)`,
  String.raw`wip(?:e|es|ing)(?:\s+out)?`,
  String.raw`(?:is|are|becomes?)\s+(?:(?:immediately|always)\s+)?final`,
];

/** Not inside a word, and not after a hyphen ("semi-permanent") or an apostrophe. */
const START = String.raw`(?<![\p{L}\p{N}_'-])`;
/** Not followed by more of the word (a hyphen may follow: "permanently-deleted"). */
const END = String.raw`(?![\p{L}\p{N}_])`;

function compile(extraPhrases: readonly string[]): RegExp {
  const extras = extraPhrases
    .map((p) => p.trim())
    .filter((p) => p !== "")
    .map((p) => escapeRegExp(straightenApostrophes(p)).replace(/\s+/g, String.raw`\s+`));
  const alternatives = [...extras, ...WORDINGS].map((w) => `(?:${w})`).join("|");
  return new RegExp(`${START}(?:${alternatives})${END}`, "giu");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Curly apostrophes (and the modifier letter) become straight ones; the length stays, so offsets hold. */
function straightenApostrophes(text: string): string {
  return text.replace(/[’‘ʼ]/g, "'");
}

const compiled = new Map<string, RegExp>();

function wordingPattern(extraPhrases: readonly string[]): RegExp {
  const key = extraPhrases.join("\u0000");
  let pattern = compiled.get(key);
  if (pattern === undefined) {
    pattern = compile(extraPhrases);
    if (compiled.size > 64) compiled.clear(); // config phrases rarely vary; never grow without bound
    compiled.set(key, pattern);
  }
  return pattern;
}

// ---- what cancels a hit -----------------------------------------------------------------------------------

/** Negators that cancel a wording within three words before it ("does not permanently", "never destroys"). */
const NEGATOR = /^(?:not|never|no|nothing|none|neither|nor|cannot|can't|cant|won't|isn't|aren't|wasn't|weren't|doesn't|don't|didn't|hasn't|haven't|wouldn't|shouldn't|couldn't|mustn't|ain't)$/i;

/** A clause that starts with one of these does not describe this action's effect. */
const DEFERRING_CLAUSE = /\b(?:until|till|unless|instead\s+of|rather\s+than|without|after\s+which)\b/i;

const NUMBER_WORD = String.raw`(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|fourteen|thirty|sixty|ninety|several|a\s+few|some)`;
const TIME_UNIT = String.raw`(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?)`;

/** A delay in the clause: "after 30 days", "in 30 days", "for 30 days before …", "after a 14-day grace period". */
const DELAY = new RegExp(
  String.raw`\b(?:after|in|for)\s+${NUMBER_WORD}(?:[\s-]+${TIME_UNIT}|-day|-hour|-week|-month)\b|\bafter\s+(?:the|a|its)\s+(?:[\w-]+\s+)?(?:retention|grace|trash|recycle|cooling-off)\b`,
  "i",
);

/** "permanently" about persistence or display, not destruction: "stored permanently", "permanently pinned". */
const PERSISTENCE = /^(?:pinned|visible|displayed|shown|available|accessible|enabled|online|stored|saved|cached|kept|retained|logged|recorded|attached|assigned|linked|mounted|open)$/i;

/** The clause's verb, when it keeps or shows something: "Pin a message permanently", "Permanently stores the event". */
const PERSISTENCE_VERB = /^(?:pins?|keeps?|stores?|saves?|retains?|caches?|shows?|displays?|enables?|mounts?|attach(?:es)?|assigns?|links?|logs?|records?)$/i;

/** A hypothetical right before the wording: "what a purge would permanently delete", "what would be destroyed". */
const HYPOTHETICAL = /^(?:would|could|might)$/i;

/** Where the clause holding `offset` starts: after the last sentence or clause boundary before it. */
function clauseStart(text: string, offset: number): number {
  const floor = Math.max(0, offset - 200);
  const before = text.slice(floor, offset);
  const boundary = /[.;:!?,()[\]{}"“”—–]|\s(?:and|but|or|then|so|while|whereas|because)\s/gi;
  let start = 0;
  for (let m = boundary.exec(before); m !== null; m = boundary.exec(before)) start = m.index + m[0].length;
  return floor + start;
}

/** Where the clause holding `end` ends: at the next sentence or clause boundary after it. */
function clauseEnd(text: string, end: number): number {
  const after = text.slice(end, end + 200);
  const found = after.search(/[.;:!?,()[\]{}"“”—–]|\s(?:and|but|or|then|so|while|whereas|because)\s/i);
  return found < 0 ? end + after.length : end + found;
}

function wordsIn(text: string): string[] {
  return text.split(/\s+/).filter((w) => w !== "");
}

/** Whether the hit at [offset, end) is the action's own permanent effect, and not negated or deferred. */
function counts(text: string, offset: number, end: number): boolean {
  const start = clauseStart(text, offset);
  const lead = text.slice(start, offset);
  const leadWords = wordsIn(lead);
  if (leadWords.slice(-3).some((w) => NEGATOR.test(w))) return false;
  const previous = leadWords.at(-1);
  if (previous !== undefined && HYPOTHETICAL.test(previous)) return false;
  if (DEFERRING_CLAUSE.test(lead)) return false;
  const clause = text.slice(start, clauseEnd(text, end));
  if (DELAY.test(clause)) return false;
  // "The ban is permanent until a moderator lifts it": permanent only for a while.
  if (/^\s+(?:until|till)\b/i.test(text.slice(end, end + 10))) return false;
  const phrase = text.slice(offset, end).toLowerCase();
  // In "…forever", an "and" joins a list only after a comma ("messages, folders and rules"); otherwise it
  // starts another clause ("Deletes old backups and keeps the rest forever").
  const joined = /(?:forever|for\s+good)$/.test(phrase) ? /\s(?:and|or)\s/.exec(phrase) : null;
  if (joined !== null && !phrase.slice(0, joined.index).includes(",")) return false;
  if (phrase === "permanently") {
    const next = /^\s+([\p{L}']+)/u.exec(text.slice(end, end + 40))?.[1];
    if (next !== undefined && (PERSISTENCE.test(next) || PERSISTENCE_VERB.test(next))) return false;
    if (previous !== undefined && PERSISTENCE.test(previous)) return false;
    if (leadWords.length > 0 && PERSISTENCE_VERB.test(leadWords[0])) return false;
  }
  return true;
}

// ---- the search -------------------------------------------------------------------------------------------

const LAST_DESTRUCTIVE_VERB = new RegExp(`${START}${DESTRUCTIVE_VERB}${END}`, "giu");

/**
 * "…forever" and "…for good" match from the first destructive verb before them; quote from the last one, the
 * verb the adverb belongs to: "Purged messages are gone forever" -> "gone forever".
 */
function tightStart(match: string): number {
  if (!/(?:forever|for\s+good)$/i.test(match)) return 0;
  let start = 0;
  LAST_DESTRUCTIVE_VERB.lastIndex = 0;
  for (let v = LAST_DESTRUCTIVE_VERB.exec(match); v !== null; v = LAST_DESTRUCTIVE_VERB.exec(match)) start = v.index;
  return start;
}

/**
 * The first wording in `text` that says an effect is permanent, or null. Case-insensitive; straight and curly
 * apostrophes alike. `extraPhrases` (the rule's `phrases` option) are plain strings matched at word
 * boundaries, any run of whitespace matching any other, with the same negation checks as the built-in wording.
 */
export function findIrreversibility(text: string, extraPhrases: readonly string[] = []): Irreversibility | null {
  const searched = straightenApostrophes(text);
  const pattern = wordingPattern(extraPhrases);
  pattern.lastIndex = 0;
  for (let m = pattern.exec(searched); m !== null; m = pattern.exec(searched)) {
    const end = m.index + m[0].length;
    const start = m.index + tightStart(m[0]);
    if (counts(searched, start, end)) return { phrase: text.slice(start, end), offset: start };
    pattern.lastIndex = m.index + 1; // a longer alternative may have hidden a shorter valid one further on
  }
  return null;
}
