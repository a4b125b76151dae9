import { cut } from "../src/base/escape.js";
import { PRESETS } from "../src/extract/presets/index.js";
import { placeOf } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";
import { findIrreversibility } from "../src/text/safety/irreversibility.js";
import { findMoneyMovement } from "../src/text/safety/money.js";
import { operativeVerb } from "../src/text/verb/verbs.js";
import type { Action } from "../src/types.js";
import type { MessageRef } from "../src/lint/diagnostic.js";
import { ref } from "../src/lint/messages.js";

/** At most this many characters of the wording are quoted, then "… (N characters)" (its words may be very long). */
const MAX_PHRASE = 200;

/**
 * Operative verbs that change state (MCP: a read-only tool "does not modify its environment",
 * https://modelcontextprotocol.io/specification/2025-06-18/schema#toolannotations). Verbs that may only compute
 * (convert, format, validate) or whose object decides are not among them: "add two numbers", "create a buffer around a
 * geometry", "merge polygons", "send greetings back" (as notifications to the client) are read-only.
 */
const WRITES = new Set(
  `insert update upsert rename move post reset delete remove purge wipe erase destroy drop truncate terminate revoke invalidate cancel archive ban
   kick publish email forward pay transfer wire charge refund withdraw deposit buy sell purchase register subscribe unsubscribe
   invite upload deploy install uninstall approve reject commit push submit grant book reserve rotate`.split(/\s+/),
);

/** "send" writes when what is sent leaves for someone: mail, a message, a campaign, or "to" a recipient. */
const SENT_AWAY = /^\S+\s+(?:[\w'-]+\s+){0,4}?(?:to\s+(?:every|all|each|the|a|an|its|their|your)\b|e-?mails?\b|messages?\b|newsletters?\b|campaigns?\b|sms\b|texts?\b|invitations?\b|invoices?\b)/iu;

/**
 * A verb joined to the operative one in the first sentence, with something it acts on right after it: "Generates a new
 * key and revokes the current one", "Books a flight, and charges the stored card". The word after it must be a
 * determiner, a pronoun or a number, so that a list of nouns ("Lists charges and refunds for a customer") is no verb.
 */
const JOINED = /(?:,\s*|\s)(?:and|then)\s+(?:also\s+|immediately\s+)?([a-z]+s)\s+(?=(?:the|a|an|all|every|each|its|their|your|his|her|it|them|any|one|\d+)\b)/gu;

/** How the operative verb does it, in the same sentence: "Signs the user out by revoking all sessions", ", replacing the file". */
const GERUND = /(?:\bby|,)\s+([a-z]+ing)\s+(?=(?:the|a|an|all|every|each|its|their|your|it|them|any)\b)/gu;

/** The base forms a gerund may have: revoking -> revok, revoke; dropping -> dropp, drop. */
function gerundBases(word: string): string[] {
  const stem = word.slice(0, -3);
  return [stem, `${stem}e`, ...(/(.)\1$/u.test(stem) ? [stem.slice(0, -1)] : [])];
}

/**
 * The verbs joined to the operative one in the first sentence of `text` (JOINED, GERUND) that are among `verbs`,
 * each with its word as written.
 */
function joinedVerbs(text: string, name: string, verbs: ReadonlySet<string>): { lemma: string; word: string }[] {
  const first = text.split(/[.!?;](?:\s|$)/u)[0];
  const found: { lemma: string; word: string }[] = [];
  for (const m of first.matchAll(JOINED)) {
    const verb = operativeVerb(first.slice(m.index + m[0].indexOf(m[1])), name);
    if (verb !== null && verb.offset === 0 && verb.word === m[1] && verbs.has(verb.lemma)) found.push({ lemma: verb.lemma, word: verb.word });
  }
  for (const m of first.matchAll(GERUND)) {
    const lemma = gerundBases(m[1]).find((base) => verbs.has(base));
    if (lemma !== undefined) found.push({ lemma, word: m[1] });
  }
  return found;
}

/** Operative verbs that destroy or overwrite what was there (MCP's destructiveHint: "may perform destructive updates"). */
const DESTROYS = new Set(`delete remove purge wipe erase destroy drop truncate clear empty terminate revoke overwrite replace`.split(/\s+/));

/** Wording that says data is gone or replaced, in a description whose operative verb may not say it. */
const DATA_GONE = /\b(?:overwrit(?:e|es|ing|ten)|(?:is|are)\s+(?:lost|erased|wiped|destroyed)|all\s+(?:local\s+)?data\s+is\s+erased|d(?:é|e)finitivement)\b/iu;

/**
 * "creates a new …": each call makes one more, so the call is not idempotent (MCP's idempotentHint). Not "creates a
 * new file or overwrites it" (the same arguments leave the same file).
 */
const CREATES_NEW = /\b(?:creates?|adds?|opens?|makes?|generates?|issues?)\s+a\s+new\b(?![^.;]{0,60}\bor\s+(?:\w+\s+)?(?:overwrites?|replaces?|updates?)\b)|(?<!\p{L})cr(?:é|e)e\s+une?\s+nouv|\berstellt\s+eine?\s+neue|\bcrea\s+una?\s+nuev/iu;

/** The presets whose declarations carry MCP's tool annotations (readOnlyHint, destructiveHint): where none is a choice. */
const ANNOTATED = new Set(
  Object.values(PRESETS)
    .filter((preset) => preset.matchers.some((m) => Array.isArray(m.fields.kind) && m.fields.kind.some((k) => typeof k !== "string" && /(?:^|\.)readOnlyHint$/u.test(k.field))))
    .map((preset) => preset.name),
);

/** What a description claims: the message that says it, in the words of the messages below. */
type Claim = "permanent" | "movesMoney" | "destroys" | "changesState";

/** What the description claims, with the wording that says it. */
function claimOf(action: Action, verbs: ReadonlySet<string>): { claim: MessageRef<Claim>; phrase: string } | undefined {
  const text = action.description ?? "";
  const permanent = findIrreversibility(text);
  if (permanent) return { claim: ref("permanent"), phrase: cut(permanent.phrase, MAX_PHRASE) };
  const money = findMoneyMovement(text);
  if (money) return { claim: ref("movesMoney"), phrase: cut(money.phrase, MAX_PHRASE) };
  const verb = operativeVerb(text, action.name);
  const sends = verb !== null && verbs === WRITES && verb.lemma === "send" && SENT_AWAY.test(text.slice(verb.offset));
  if (verb !== null && (verbs.has(verb.lemma) || sends)) return { claim: ref(verbs === DESTROYS ? "destroys" : "changesState"), phrase: verb.word };
  const joined = verb === null || verbs.size === 0 ? undefined : joinedVerbs(text, action.name, verbs)[0];
  if (joined !== undefined) return { claim: ref(verbs === DESTROYS ? "destroys" : "changesState"), phrase: joined.word };
  // Only the first sentence says what the call itself does ("running the returned command overwrites data" is about another act).
  const gone = verbs.size > 0 ? DATA_GONE.exec(text.split(/[.!?](?:\s|$)/u)[0]) : null;
  if (gone) return { claim: ref("destroys"), phrase: gone[0] };
  return undefined;
}

export default defineRule({
  id: "risk-not-declared",
  defaultSeverity: "warn",
  securitySeverity: "5.0",
  description: "Report actions whose description says they write, destroy, or move money while the declaration says read-only, non-destructive, idempotent or asks no approval",
  options: {
    presets: {
      type: "string[]",
      default: ["vercel-ai", "voltagent", "mastra"],
      description: "Presets whose frameworks have an approval flag, so that a permanent or paying tool without it is reported",
    },
  },
  messages: {
    declaredRead:
      'The description of "{{name}}" says {{claim}} (“{{phrase}}”), but the declaration says it only reads ({{how}}): clients and the model skip the confirmation they give writes. Declare it as a write (or as destructive).',
    noApproval:
      'The description of "{{name}}" says {{claim}} (“{{phrase}}”), but the declaration asks no approval: the model runs it without the user confirming. Add the framework\'s approval flag (needsApproval / requireApproval).',
    declaredSafe:
      'The description of "{{name}}" says {{claim}} (“{{phrase}}”), but the declaration says destructiveHint: false, which MCP defines as "performs only additive updates": clients skip the warning they give destructive tools. Declare destructiveHint: true.',
    contradictoryHints:
      'The declaration of "{{name}}" says readOnlyHint: true and destructiveHint: true. MCP defines destructiveHint only for a tool that is not read-only, so a client that reads readOnlyHint first skips the confirmation a destructive tool gets. Remove readOnlyHint (or destructiveHint, if it only reads).',
    undeclared:
      'The description of "{{name}}" says {{claim}} (“{{phrase}}”), and the tool declares no annotations that could be read: clients then apply MCP\'s defaults, readOnlyHint: false and destructiveHint: true, and must treat it as destructive. Say so where every client and reviewer reads it: declare destructiveHint: true.',
    notIdempotent:
      'The description of "{{name}}" says each call creates something new (“{{phrase}}”), but the declaration says idempotentHint: true, which MCP defines as "calling it again with the same arguments has no additional effect": a client may retry it and make two. Remove the hint or make the call idempotent.',
    // What a description claims ({{claim}}), and how a declaration says it only reads ({{how}}).
    permanent: "its effect is permanent",
    movesMoney: "it moves money",
    destroys: "it destroys or replaces data",
    changesState: "it changes state",
    kindRead: "kind read",
    readOnlyHint: "readOnlyHint: true",
  },
  check({ catalog, options, report }) {
    const idempotentAnyway = /\b(?:ensures?|already\s+exists?|if\s+(?:it|one)\s+(?:already\s+)?exists?|succeeds?\s+silently|no-?op|idempotent)\b/iu;
    const presets = new Set(options.presets);
    for (const action of catalog.actions) {
      // The hints contradict each other whatever the text says.
      if (action.hints?.readOnlyHint === true && action.hints.destructiveHint === true) {
        report({ messageId: "contradictoryHints", data: { name: action.name }, ...placeOf(action) });
      }
      if (action.descriptionStatus !== "ok" || action.description === undefined) continue;
      const read = action.kind === "read";
      const unasked = action.kind === "unknown" && !action.approval && !action.approvalUnknown && action.preset !== undefined && presets.has(action.preset);
      const safe = !read && action.hints?.destructiveHint === false && action.hints.readOnlyHint !== true;
      // The operative verb is read against an MCP hint as written, not against a framework's default kind (kumiko's
      // read), where the verb alone would make every delete handler a finding.
      const declaredRead = read && action.hints?.readOnlyHint === true;
      const claim = read || unasked ? claimOf(action, declaredRead ? WRITES : new Set()) : safe ? claimOf(action, DESTROYS) : undefined;
      if (claim !== undefined && (read || unasked)) {
        const how = ref(action.preset === undefined || action.preset === "kumiko" ? "kindRead" : "readOnlyHint");
        report({ messageId: read ? "declaredRead" : "noApproval", data: { name: action.name, ...claim, ...(read ? { how } : {}) }, ...placeOf(action) });
      } else if (claim !== undefined && safe && claim.claim.messageId !== "movesMoney") {
        report({ messageId: "declaredSafe", data: { name: action.name, ...claim }, ...placeOf(action) });
      } else if (action.hints === undefined && action.preset !== undefined && ANNOTATED.has(action.preset) && action.kind === "unknown") {
        // No annotations at all: MCP's defaults already make it destructive, so this is a note, not a contradiction,
        // and only the operative verb says what the call itself does ("otherwise the data will be lost" does not).
        const verb = operativeVerb(action.description, action.name);
        if (verb !== null && DESTROYS.has(verb.lemma)) {
          report({ messageId: "undeclared", data: { name: action.name, claim: ref("destroys"), phrase: verb.word }, milder: true, ...placeOf(action) });
        }
      }
      const created = action.hints?.idempotentHint === true && !idempotentAnyway.test(action.description) ? CREATES_NEW.exec(action.description) : null;
      if (created) report({ messageId: "notIdempotent", data: { name: action.name, phrase: created[0] }, milder: true, ...placeOf(action) });
    }
  },
});
