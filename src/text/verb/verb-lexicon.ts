// The lexicon of the operative-verb reader (src/text/verb/verbs.ts): word classes, verbs by how often they are nouns
// too, and the morphology that maps a written form to its base form ("archives" -> archive, "sent" -> send).

// ---- morphology ---------------------------------------------------------------------------------------------

type Form = "base" | "s" | "ed" | "ing";

const lemmaCache = new Map<string, { lemma: string; form: Form }>();

/** The base form of a verb form and which form it is; unknown words get the regular guess. */
export function lemmaOf(word: string): { lemma: string; form: Form } {
  let result = lemmaCache.get(word);
  if (result === undefined) {
    result = computeLemma(word);
    if (lemmaCache.size < 100_000) lemmaCache.set(word, result);
  }
  return result;
}

function computeLemma(word: string): { lemma: string; form: Form } {
  const irregular = IRREGULAR.get(word);
  if (irregular !== undefined) return irregular;
  if (KNOWN.has(word)) return { lemma: word, form: "base" };
  const hyphen = word.lastIndexOf("-");
  if (hyphen > 0 && VERB_PREFIX.has(word.slice(0, hyphen))) {
    // "Bulk-updates", "soft-deletes", "re-sends": the verb is the last part.
    const last = computeLemma(word.slice(hyphen + 1));
    if (KNOWN.has(last.lemma)) return last;
  }
  const candidates: Array<[string, Form]> = [];
  if (word.endsWith("ies") && word.length > 4) candidates.push([word.slice(0, -3) + "y", "s"]);
  if (word.endsWith("es") && word.length > 3) candidates.push([word.slice(0, -2), "s"]);
  if (word.endsWith("s") && !word.endsWith("ss") && word.length > 2) candidates.push([word.slice(0, -1), "s"]);
  if (word.endsWith("ied") && word.length > 4) candidates.push([word.slice(0, -3) + "y", "ed"]);
  if (word.endsWith("ed") && word.length > 3) {
    candidates.push([word.slice(0, -1), "ed"], [word.slice(0, -2), "ed"]);
    if (word[word.length - 3] === word[word.length - 4]) candidates.push([word.slice(0, -3), "ed"]);
  }
  if (word.endsWith("ing") && word.length > 4) {
    candidates.push([word.slice(0, -3), "ing"], [word.slice(0, -3) + "e", "ing"]);
    if (word[word.length - 4] === word[word.length - 5]) candidates.push([word.slice(0, -4), "ing"]);
  }
  for (const [lemma, form] of candidates) if (KNOWN.has(lemma)) return { lemma, form };
  // Not in the lexicon: a regular guess, good enough for "Upserts", "Geocoded".
  if (/[^s]s$/.test(word) && !/(?:us|is)$/.test(word) && word.length > 3) return { lemma: /(?:sh|ch|x|z|[^aeiou]o)es$/.test(word) ? word.slice(0, -2) : word.slice(0, -1), form: "s" };
  if (word.endsWith("ing") && word.length > 5) return { lemma: word.slice(0, -3), form: "ing" };
  if (word.endsWith("ed") && word.length > 4) return { lemma: word.slice(0, -1), form: "ed" };
  return { lemma: word, form: "base" };
}

// ---- word classes -------------------------------------------------------------------------------------------

export const words = (list: string): Set<string> => new Set(list.trim().split(/\s+/));

/** First parts of hyphenated verbs: "bulk-update", "soft-delete", "auto-assign", "re-send". */
const VERB_PREFIX = words(`bulk batch mass soft hard auto re pre un de co double force hot cold self cross multi`);

const ADVERB_FORM = /^(?:[a-z]+ly|also|then|just|only|first|still|now|again)$/;
/** Words in -ly that are not adverbs: "reply", "apply", "supply", "family". */
const NOT_ADVERB = words(`reply apply supply multiply rely fly ally family assembly anomaly italy july belly bully jelly
  holly lily rally tally sully`);

export function isAdverb(word: string): boolean {
  return ADVERB_FORM.test(word) && !NOT_ADVERB.has(word);
}
export const NUMBER = /^(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|twenty|hundred|thousand)$/;

export const DETERMINER = words(`a an the this that these those each every all any some no another its their his her our your my
  multiple several many few both either neither which whose whatever such`);
export const PRONOUN = words(`it them him her us me you they we i itself themselves yourself one ones everyone everything someone
  something anyone anything nothing`);
export const PREPOSITION = words(`to on for with from in into onto by about as at over through across between against under
  within without via per after before during until toward towards around inside outside among upon behind beyond like
  than including except`);
export const PARTICLE = words(`up down out off back away apart together forward ahead`);
export const SUBORDINATOR = words(`when whenever if unless whether while where once so because since though although how what why`);
export const CONJUNCTION = words(`and or but nor &`);
export const CLAUSE_FILLER = words(`then also just simply please first finally now again optionally always`);
export const AUXILIARY = words(`will would can could may might shall should must is are was were be been being has have had
  does do did 'll`);
export const RELATIVE = words(`that which who whom whose where`);
export const COPULA = words(`is are was were be been being`);
/** "is used to", "is able to", "is going to", "is meant to", "is designed to". */
export const TO_WRAPPERS = words(`used able going meant designed intended supposed there called`);

/** Words that open a subject noun phrase: "This tool …", "It …", "The endpoint …". */
export const SUBJECT_START = words(`this that these those the a an it its our their your each every any some another`);

/** Words that open a leading clause closed by a comma. */
export const LEADING = words(`when whenever if unless once after before while since because although though for given upon
  on in as with without based depending using to by during until where whereas assuming starting following within at
  from via per under across in_case provided`);

/** "Use this to X", "Allows you to X", "Lets you X", "Helps X", "Tool to X", "Call this to X", "Useful for …". */
export const WRAPPER = words(`use uses used allow allows let lets help helps enable enables permit permits give gives
  tool function useful call`);
export const WRAPPER_VERBS = words(`uses allows lets helps enables permits gives`);
export const BARE_WRAPPERS = words(`let lets help helps`);
/** "Use this …", "Call it …": about the tool, not what it does. */
export const SELF_REFERENCE_WRAPPERS = words(`use call`);
export const SELF_REFERENCE = words(`this it with when whenever before after if only`);

export const NOUN_PHRASE_START = words(`a an the this that these those each every all any some no its their his her our your my new`);

export const ADJECTIVE = words(`old new all recent inactive active unused stale duplicate pending open closed draft empty
  existing multiple several single specific given current future past overdue expired failed large small
  monthly weekly daily yearly annual hourly incoming outgoing unread unpaid paid archived deleted selected`);

/** Nouns without a plural that are a verb's bare object: "Forecast revenue", "Export data". */
export const MASS_NOUN = words(`revenue data information content feedback traffic usage spend money inventory stock text code
  analytics metadata progress access storage media software hardware mail work income cash stuff equipment`);

/** Heads of noun phrases that name information, rarely the object of a verb at the start: "Stock levels". */
export const INFORMATION_NOUN = words(`details levels members statistics stats settings logs entries results rates metrics
  counts totals ids names preferences reviews events histories summaries breakdowns trends figures numbers values
  options properties attributes fields records items lines rows`);

/** First words of a later sentence that instructs the model rather than says what the action does. */
export const INSTRUCTION_START = words(`see prefer avoid never always don't dont please refer`);
/** Third-person verbs that open a note on how the action works rather than what it does. */
export const NOTE_VERBS = words(`uses requires needs works runs fails mirrors supports respects honors honours depends expects
  costs takes includes contains ignores skips retries times counts applies`);

/** Name parts that are never the verb. */
export const NAME_NOISE = words(`by id ids of for to the a an v1 v2 v3 api`);

/** Clause-initial words that are not verbs though not in the lexicon either. */
export const NOT_A_VERB = words(`input output result results details weather pipeline marketing shipping booking product
  products team members sales subscription vehicle employee warehouse shipment current daily monthly weekly upcoming
  git audit daily user users customer customers account accounts data information info status summary overview
  report reports list lists number numbers total totals new wrapper portal`);

/** Verbs that are rarely nouns: at a clause start they are the verb. */
export const VERB_ONLY = words(`
  accept activate add adjust aggregate allocate analyse analyze annotate anonymize append apply approve ask assign invent
  attach authenticate authorize autocomplete backfill ban boost bootstrap broadcast browse build bump calculate
  cancel capture categorize choose classify clean clear click clone close collect combine compare compile complete
  compose compress compute configure confirm connect consolidate convert create crop deactivate debug decline decode
  decrypt dedupe deduplicate define delete deliver deploy deprecate describe detach detect determine disable
  disconnect discard dismiss distribute download duplicate edit eject embed emit enable encode encrypt enqueue enrich
  enroll ensure enter erase escalate evaluate examine execute expand expire explain extract fetch fill finalize find
  fix follow generate geocode get give go grant handle hide highlight identify ignore include increment initialize
  insert inspect install instantiate integrate invalidate invite invoke join keep kick launch locate make manage
  merge migrate minimize modify monitor move mute navigate normalize notify obtain offboard onboard open optimize
  organize overwrite paginate parse perform persist pick ping populate predict prefill prepare preview prioritize
  produce promote provide provision publish pull purchase purge push put query read reassign rebuild recalculate
  receive recommend reconcile redact redeem redirect refresh regenerate register reindex reject reload remind remove
  rename render renew reopen reorder repair replace reschedule resend reserve resize resolve respond restart restore
  resume retrieve retry reveal revert revoke rewrite rotate save scrape select send settle simulate skip snooze
  specify submit subscribe suggest summarize suspend swap synchronize terminate toggle transcribe transform translate
  trim truncate unarchive unassign unban unblock unfollow uninstall unlink unlock unmute unpin unpublish unschedule
  unsubscribe unsuspend untag upsert validate verify void wait warn wipe withdraw write retrieve list enable upload
  display perform execute calculate send add accept achieve adapt advise allow announce arrange assess attempt avoid
  become begin bind bring buy carry cite collapse come communicate consider contain continue contribute crawl decide
  deny develop dial discover dispatch divide drag dump elect employ empty enforce engage establish exclude expect
  expose extend fail flatten flip flush fold freeze gather grab guess hire improve inject interpret introduce
  investigate know learn lend listen maintain mention mirror miss negotiate nudge observe operate override paste
  prefer preserve prevent proceed protect prove qualify raise realize rebalance recall reclaim recognize recover reduce
  refer reflect refine reimburse relay rely remember repeat rephrase reproduce resubmit retain rewind sanitize say
  see seed seek sell serve shorten shuffle solve speak spend stitch strip teach tell think throttle transcode try
  understand undo unify unpack unwrap upvote analyse answer enroll let use help take run show do bill void pause
  set reset rebook clear unset resend shred kill interact terminate echo initiate implement refactor diagnose explore
  automate orchestrate decompose scaffold troubleshoot coordinate`);

/** Verbs that are common nouns too ("a record", "the contact list"): at a clause start they need context. */
export const NOUN_TOO = words(`
  access account alert answer archive audit back backup batch bill block book bookmark budget cache call change chart
  chat check claim comment commit contact control copy count cover cut deal delay deposit design detail display download
  draft drive email end estimate export fax file filter fire flag forecast format fund group guide hash help hold host
  import increase index input invoice issue label land lead limit link list load lock log look mail map mark match
  message name need note offer order output page park pass patch pay pin place plan play point post price print process
  quote rank rate reach record refund release reply report request reset result return review ring rule run sample save
  scale scan schedule score screen search set share ship show sign signal snapshot sort split stage star start state
  step stock stop store stream study supply support survey switch sync tag talk target task test text ticket time top
  touch track trade train transfer trigger turn type update upgrade upload use value view visit vote watch water work
  wrap zip campaign team warehouse auth route rollback roll spin tail scale hand wire conduct`);

/** Noun-verbs that, at the start with a bare plural or adjective after them, are the verb: "Export contacts". */
export const VERBISH = words(`
  archive backup batch bill book bookmark budget cache chart check comment copy draft email export fax file filter
  flag forecast host import index invoice label link list load lock log map message note order page pin post price
  print quote record refund release reply report request reset review run sample scan schedule search share ship sign
  snapshot sort stage star sync tag test text ticket track transfer trigger update upgrade upload water zip show
  task roll spin tail scale route mark match return estimate look wire view stop start count`);

/** Every base form the lexicon knows. */
export const KNOWN = new Set([...VERB_ONLY, ...NOUN_TOO]);

const IRREGULAR: Map<string, { lemma: string; form: Form }> = new Map(
  Object.entries({
    sent: "send", built: "build", made: "make", found: "find", kept: "keep", left: "leave", sold: "sell", brought: "bring",
    bought: "buy", told: "tell", wrote: "write", written: "write", took: "take", taken: "take", gave: "give", given: "give",
    shown: "show", drew: "draw", drawn: "draw", chose: "choose", chosen: "choose", got: "get", gotten: "get", ran: "run",
    began: "begin", begun: "begin", held: "hold", led: "lead", paid: "pay", said: "say", saw: "see", seen: "see",
    spent: "spend", thought: "think", understood: "understand", went: "go", gone: "go", did: "do", done: "do", does: "do",
    goes: "go", has: "have", had: "have", froze: "freeze", frozen: "freeze", hid: "hide", hidden: "hide", knew: "know",
    known: "know", lent: "lend", read: "read", rebuilt: "rebuild", rewritten: "rewrite", rewrote: "rewrite", rode: "ride",
    set: "set", reset: "reset", put: "put", cut: "cut", split: "split", shut: "shut", hit: "hit", let: "let", quit: "quit",
    spun: "spin", undid: "undo", undone: "undo", withdrew: "withdraw", withdrawn: "withdraw", resent: "resend",
    bound: "bind", fed: "feed", taught: "teach", sought: "seek", "e-mail": "email", "e-mails": "email",
  }).map(([word, lemma]) => [word, { lemma, form: (word === lemma ? "base" : word.endsWith("s") && !lemma.endsWith("s") ? "s" : "ed") as Form }]),
);

/** lemma -> its irregular forms ("send" -> ["sent"]), for the cheap occurrence test. */
export const IRREGULAR_FORMS = new Map<string, string[]>();
for (const [word, { lemma }] of IRREGULAR) IRREGULAR_FORMS.set(lemma, [...(IRREGULAR_FORMS.get(lemma) ?? []), word]);

export function isPlainVerb(lemma: string): boolean {
  return VERB_ONLY.has(lemma) && !NOUN_TOO.has(lemma);
}

export function isVerbWord(word: string): boolean {
  const { lemma } = lemmaOf(word);
  return VERB_ONLY.has(lemma) || NOUN_TOO.has(lemma);
}

export function isPluralNoun(word: string): boolean {
  return word.length > 3 && word.endsWith("s") && !/(?:ss|us|is)$/.test(word);
}
