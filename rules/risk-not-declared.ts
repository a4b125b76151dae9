import { cut } from "../src/base/escape.js";
import { placeOf } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";
import { findIrreversibility } from "../src/text/safety/irreversibility.js";
import { findMoneyMovement } from "../src/text/safety/money.js";
import { operativeVerb } from "../src/text/verb/verbs.js";
import type { Action } from "../src/types.js";

/** At most this many characters of the wording are quoted, then "… (N characters)" (its words may be very long). */
const MAX_PHRASE = 200;

/**
 * Operative verbs that change state (MCP: a read-only tool "does not modify its environment",
 * https://modelcontextprotocol.io/specification/2025-06-18/schema#toolannotations). Verbs that may only compute
 * (convert, format, validate) or whose object decides (set, run, sign) are not among them.
 */
const WRITES = new Set(
  `write create add insert update edit modify replace overwrite upsert patch rename move delete remove purge wipe erase destroy drop
   truncate clear empty terminate revoke invalidate cancel close archive ban kick send post publish email message notify reply forward
   pay transfer wire charge refund withdraw deposit buy sell purchase order book register subscribe unsubscribe invite share upload
   deploy install uninstall restore reset approve reject merge commit push submit grant assign enable disable lock unlock`.split(/\s+/),
);

/** Operative verbs that destroy or overwrite what was there (MCP's destructiveHint: "may perform destructive updates"). */
const DESTROYS = new Set(`delete remove purge wipe erase destroy drop truncate clear empty terminate revoke overwrite replace reset restore`.split(/\s+/));

/** Wording that says data is gone or replaced, in a description whose operative verb may not say it. */
const DATA_GONE = /\b(?:overwrit(?:e|es|ing|ten)|(?:is|are)\s+(?:lost|erased|wiped|destroyed)|all\s+(?:local\s+)?data\s+is\s+erased|d(?:é|e)finitivement)\b/iu;

/**
 * "creates a new …": each call makes one more, so the call is not idempotent (MCP's idempotentHint). Not "creates a
 * new file or overwrites it" (the same arguments leave the same file).
 */
const CREATES_NEW = /\b(?:creates?|adds?|opens?|makes?|generates?|issues?)\s+a\s+new\b(?![^.;]{0,60}\bor\s+(?:\w+\s+)?(?:overwrites?|replaces?|updates?)\b)|(?<!\p{L})cr(?:é|e)e\s+une?\s+nouv|\berstellt\s+eine?\s+neue/iu;

/** What the description claims, in the message's words, with the wording that says it. */
function claimOf(action: Action, verbs: ReadonlySet<string>): { claim: string; phrase: string } | undefined {
  const text = action.description ?? "";
  const permanent = findIrreversibility(text);
  if (permanent) return { claim: "its effect is permanent", phrase: cut(permanent.phrase, MAX_PHRASE) };
  const money = findMoneyMovement(text);
  if (money) return { claim: "it moves money", phrase: cut(money.phrase, MAX_PHRASE) };
  const verb = operativeVerb(text, action.name);
  if (verb !== null && verbs.has(verb.lemma)) return { claim: `it ${verbs === DESTROYS ? "destroys or replaces data" : "changes state"}`, phrase: verb.word };
  const gone = verbs.size > 0 ? DATA_GONE.exec(text) : null;
  if (gone) return { claim: "it destroys or replaces data", phrase: gone[0] };
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
    notIdempotent:
      'The description of "{{name}}" says each call creates something new (“{{phrase}}”), but the declaration says idempotentHint: true, which MCP defines as "calling it again with the same arguments has no additional effect": a client may retry it and make two. Remove the hint or make the call idempotent.',
  },
  check({ catalog, options, report }) {
    const presets = new Set(options.presets);
    for (const action of catalog.actions) {
      if (action.descriptionStatus !== "ok" || action.description === undefined) continue;
      const read = action.kind === "read";
      const unasked = action.kind === "unknown" && !action.approval && !action.approvalUnknown && action.preset !== undefined && presets.has(action.preset);
      const safe = !read && action.hints?.destructiveHint === false && action.hints.readOnlyHint !== true;
      const claim = read || unasked ? claimOf(action, read ? WRITES : new Set()) : safe ? claimOf(action, DESTROYS) : undefined;
      if (claim !== undefined && (read || unasked)) {
        const how = action.preset === undefined || action.preset === "kumiko" ? "kind read" : "readOnlyHint: true";
        report({ messageId: read ? "declaredRead" : "noApproval", data: { name: action.name, ...claim, ...(read ? { how } : {}) }, ...placeOf(action) });
      } else if (claim !== undefined && safe && claim.claim !== "it moves money") {
        report({ messageId: "declaredSafe", data: { name: action.name, ...claim }, ...placeOf(action) });
      }
      const created = action.hints?.idempotentHint === true ? CREATES_NEW.exec(action.description) : null;
      if (created) report({ messageId: "notIdempotent", data: { name: action.name, phrase: created[0] }, milder: true, ...placeOf(action) });
    }
  },
});
