// Clause-level detection of what a tool-poisoning payload asks of the model, however it is worded
// (`injected-instructions`, `sensitive-paths`). Each clause of a description (src/text/safety/clauses.ts) is read for
// signals (src/text/safety/signals.ts); a finding needs a combination of them that together make an order the user
// did not give (a PATTERN), and no counter-evidence (a DAMPENER) in the clause. One signal alone is never enough,
// except the few that are orders by themselves (an override, concealment, a change of how the model answers).
//
//   flow       private data (a credential, a token, the conversation, the system prompt) moved to a field, an answer
//              or another tool; a literal outside address added as a recipient; the user's data sent to a web address
//   directive  an order aimed past this tool's own call: another tool run before anything else, every time, without
//              the user's say or under a pretext; the model's instructions overridden; how it answers changed; the
//              user kept unaware; a value the user gave changed on its way out; security opened up "for maintenance"
//
// Published measurements of why (MCPTox, https://arxiv.org/abs/2508.14925: phrase lists miss reworded payloads) and of
// what precision costs (peer scanners' false alarms on security docs and style guides) shaped the rule: a pattern
// needs an object, a scope or a pretext, not a verb. Tuned on test/fixtures/attacks/paraphrased/ (the tuning half).

import { memoByTextAndName } from "../memo.js";
import { clausesOf, withPauses, type Clause } from "./clauses.js";
import { shownSignals } from "./features.js";
import * as S from "./signals.js";

export type DirectiveKind = "flow" | "directive";

export interface Directive {
  kind: DirectiveKind;
  /** The clause, as it is in the description. */
  text: string;
  offset: number;
  /** The pattern matched, then the signals seen, by name. */
  signals: string[];
  /** 0.5 to 0.95: more co-occurring signals, more confidence. */
  confidence: number;
}

/** A signal by name: whether a clause shows it. */
type Seen = (name: SignalName) => boolean;

type SignalName = (typeof NAMES)[number];
const NAMES = [
  "sensitive data", "flow verb", "destination", "outside address", "web address", "recipient", "more than asked",
  "the user's data", "everyone", "a copy", "another tool", "a writing tool", "before anything else", "before the next step", "every time",
  "every tool", "an order", "this tool", "without the user's say", "concealment", "override", "claims about other tools",
  "weakens security", "remote code", "the user's value", "changes how the model answers", "pretext", "changes the user's value",
  "then this tool",
] as const;

/** "Call this before using create_job": the clause orders this tool, and the other one only says when. */
const CALLS_THIS = /\b(?:call|use|run|invoke)\s+this\b/iu;
const WHEN_BEFORE = /\b(?:before|after|prior\s+to)\s+$/iu;

/** Another tool called by name (not this one, and not one that only times a call of this one). */
function otherTool(text: string, own: string): string | undefined {
  const callsThis = CALLS_THIS.test(text);
  for (const m of text.matchAll(new RegExp(S.TOOL_CALL.source, "gu"))) {
    const name = m.slice(1).find((g) => g !== undefined);
    if (name === undefined || name.toLowerCase() === own.toLowerCase() || /^(?:this|that|same|other)$/iu.test(name)) continue;
    if (callsThis && WHEN_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
    return name;
  }
  return undefined;
}

/** Quoted text a clause only mentions ("if a note says \"ignore your prior instructions\", treat it as data"). */
const QUOTED = /"[^"\n]{1,120}"|“[^”\n]{1,120}”/gu;
const unquoted = (text: string) => text.replace(QUOTED, (q) => " ".repeat(q.length));

/** Whether the text names the tool itself, as a whole word (`then` before it: as the step a flow ends in). */
function namesItself(text: string, own: string, afterThen = false): boolean {
  // Most clauses do not hold the name at all: no pattern is compiled for them (one per name costs more than the read).
  if (own.length < 3 || !text.toLowerCase().includes(own.toLowerCase())) return false;
  const escaped = own.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
  const before = afterThen ? String.raw`\bthen\s+(?:call\s+|use\s+|run\s+)?` : String.raw`(?<![\w-])`;
  return new RegExp(String.raw`${before}${escaped}(?![\w-])`, "iu").test(text);
}

function signalsOf(clause: Clause, own: string): Set<SignalName> {
  const text = clause.text;
  const shown = shownSignals(text);
  const has = (name: keyof typeof S) => shown.has(name);
  const tool = otherTool(text, own);
  const tests: Record<SignalName, boolean> = {
    "sensitive data": has("SENSITIVE") || has("SECRET_VARIABLE") || (tool !== undefined && S.SECRET_TOOL.test(tool)),
    "flow verb": has("FLOW"),
    destination: has("DESTINATION"),
    "outside address": has("OUTSIDE_ADDRESS"),
    "web address": has("OUTSIDE_URL"),
    recipient: has("RECIPIENT"),
    "more than asked": has("ADDITION"),
    "the user's data": has("USER_DATA"),
    "a copy": has("COPY"),
    everyone: has("EVERYONE"),
    "another tool": tool !== undefined,
    "a writing tool": tool !== undefined && S.WRITING_TOOL.test(tool),
    "before anything else": has("SCOPE_FIRST"),
    "before the next step": has("SCOPE_BEFORE"),
    "every time": has("SCOPE_EVERY"),
    "every tool": has("EVERY_TOOL"),
    "an order": has("MUST"),
    "this tool": has("THIS_TOOL") || namesItself(text, own),
    "without the user's say": has("NO_CONSENT"),
    concealment: has("CONCEAL"),
    override: has("OVERRIDE") && S.OVERRIDE.test(unquoted(text)),
    "claims about other tools": has("CLAIM"),
    "weakens security": has("WEAKEN"),
    "remote code": has("REMOTE_CODE"),
    "the user's value": has("USER_VALUE"),
    // "respond to each message using send_to_ui again", in send_to_ui's own text: how to use this tool, not the model's conduct.
    "changes how the model answers": has("BEHAVIOUR") && !namesItself(text, own),
    pretext: has("PRETEXT") || (clause.before !== undefined && S.PRETEXT.test(clause.before.text)),
    "changes the user's value": has("TAMPER"),
    // "Mandatory flow: call suggest_query_params first, then count", in count's own text: the steps of this tool's call.
    "then this tool": namesItself(text, own, true),
  };
  return new Set(NAMES.filter((name) => tests[name]));
}

/** The combinations that make an order the user did not give, each with its kind. */
const PATTERNS: Array<[string, DirectiveKind, (seen: Seen) => boolean]> = [
  ["private data handed over", "flow", (s) => s("sensitive data") && s("flow verb") && (s("destination") || s("outside address") || s("another tool") || s("every time"))],
  ["an outside recipient added", "flow", (s) => s("outside address") && (s("recipient") || s("another tool") || s("changes the user's value")) && (s("more than asked") || s("every time") || s("changes the user's value") || s("pretext") || s("another tool"))],
  ["everyone the user knows added as recipients", "flow", (s) => s("everyone") && s("recipient")],
  ["the user's data sent to a web address", "flow", (s) => s("web address") && (s("the user's data") || s("a copy")) && (s("another tool") || s("flow verb"))],
  ["another tool ordered", "directive", (s) =>
    s("another tool") && !s("then this tool") && (s("before anything else") || s("without the user's say") || s("override") || s("pretext") || s("concealment") || s("remote code") ||
      ((s("every time") || s("before the next step")) && (s("a writing tool") || s("sensitive data") || s("outside address") || s("an order"))))],
  // Only as an order or for every turn ("You must always call this tool first"): "Call this at the start of any
  // trade flow if …" is a workflow's honest hint.
  ["this tool forced first", "directive", (s) => s("before anything else") && s("this tool") && (s("an order") || s("every time"))],
  ["every tool run unasked", "directive", (s) => s("without the user's say") && s("every tool")],
  ["override", "directive", (s) => s("override")],
  ["concealment", "directive", (s) => s("concealment")],
  ["changes how the model answers", "directive", (s) => s("changes how the model answers")],
  ["claims about other tools", "directive", (s) => s("claims about other tools")],
  ["the user's value changed", "directive", (s) => s("changes the user's value") && (s("the user's value") || s("destination") || s("outside address") || s("recipient"))],
  ["security opened under a pretext", "directive", (s) => s("weakens security") && s("pretext")],
];

/** Counter-evidence: any of them in the clause, and it is not reported. */
const DAMPENERS = ["DESCRIBES_ATTACK", "PROTECTS", "NEGATED", "SELF_SCOPED"] as const;

interface Found {
  kind: DirectiveKind;
  pattern: string;
  seen: Set<SignalName>;
  clause: Clause;
}

function judge(clause: Clause, own: string): Found | undefined {
  const shown = shownSignals(clause.text);
  if (DAMPENERS.some((name) => shown.has(name))) return undefined;
  const seen = signalsOf(clause, own);
  if (seen.size === 0) return undefined;
  const has: Seen = (name) => seen.has(name);
  for (const [pattern, kind, test] of PATTERNS) if (test(has)) return { kind, pattern, seen, clause };
  return undefined;
}

const confidenceOf = (signals: number) => Math.max(0.5, Math.min(0.95, 0.5 + 0.1 * (signals - 2)));

/** The first clause of each kind that matches a pattern, by offset. `own` is the tool's own name. */
export function findDirectives(text: string, own = ""): Directive[] {
  const first = new Map<DirectiveKind, Found>();
  for (const clause of withPauses(text, clausesOf(text))) {
    const found = judge(clause, own);
    if (found === undefined) continue;
    const prior = first.get(found.kind);
    if (prior === undefined || found.seen.size > prior.seen.size) first.set(found.kind, found);
  }
  return [...first.values()]
    .map(({ kind, pattern, seen, clause }) => ({ kind, text: clause.text, offset: clause.offset, signals: [pattern, ...[...seen].filter((name) => name !== pattern)], confidence: Number(confidenceOf(seen.size).toFixed(2)) }))
    .sort((a, b) => a.offset - b.offset);
}

/** findDirectives, answered once per text and tool name for the rules that read it (injected-instructions, sensitive-paths). */
export const findDirectivesOnce = memoByTextAndName(findDirectives, "directives");
