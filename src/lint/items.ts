// Small helpers the rules share, so each rule file holds only its own logic.

import { firstSentenceEnd } from "../text/sentences.js";
import { IMPERATIVE_LINE } from "../text/verb/verbs.js";
import type { Action, Catalog, CatalogItem, Location, Module, Summary } from "../types.js";
import type { MessageRef, MessageValue, RelatedReport, Subject } from "./diagnostic.js";
import { andList, ref, type SharedMessageId } from "./messages.js";
import type { ClientCut } from "../summarize/client-cut.js";
import type { ClientProfile } from "../summarize/clients/index.js";
import { thousands } from "../base/plural.js";

export function subjectOf(item: CatalogItem): Subject {
  return { type: item.type === "module" ? item.form : item.type, name: item.name };
}

/**
 * For a finding that compares items of one group: when the group of one of them is only guessed (Action.groupGuessed),
 * what the finding rests on that is not proven; the engine then reports it at info at most, with the reason.
 */
export function groupDoubt(items: readonly CatalogItem[]): { unproven?: MessageRef<SharedMessageId> } {
  for (const item of items) if (item.type === "action" && item.groupGuessed !== undefined) return { unproven: { messageId: "notProvenTogether", data: { reason: item.groupGuessed } } };
  return {};
}

/** Where a diagnostic about an item goes (placeOf). */
export interface Place {
  subject: Subject;
  loc: Location;
  related?: RelatedReport<SharedMessageId>[];
}

/**
 * Where a diagnostic about an item goes: its subject and location and, for a factory instance, the call that
 * instantiated it as a related location (the declaration alone does not say which call produced the text); for a
 * tool object registered elsewhere, the call that registers it.
 */
export function placeOf(item: CatalogItem): Place {
  const place: Place = { subject: subjectOf(item), loc: item.loc };
  if (item.instantiatedAt) place.related = [{ ...item.instantiatedAt, messageId: "madeByFactory", data: { name: item.name } }];
  if (item.type === "action" && item.registeredAt) {
    place.related = [...(place.related ?? []), { ...item.registeredAt, messageId: "registeredByCall", data: { name: item.name } }];
  }
  return place;
}

/** The last `max` characters of `text`, never starting inside a surrogate pair, "…"-prefixed when shortened. */
export function tailOf(text: string, max: number): string {
  if (text.length <= max) return text;
  let start = text.length - max;
  const code = text.charCodeAt(start);
  if (code >= 0xdc00 && code <= 0xdfff) start += 1; // a low surrogate: its pair starts one earlier
  return "…" + text.slice(start).trimStart();
}

/**
 * How many characters of the later sentences (or paragraphs) the first-sentence cut drops, not counting the
 * space after the first sentence. When the cap did not cut, the kept text ends where the first sentence
 * does; when it did, the sentence end is found again (a paragraph break is not seen there: normalized text
 * has none, so the count may then be lower).
 */
export function charsAfterFirstSentence(summary: Summary): number {
  if (!summary.firstSentenceOnly) return 0;
  const end = summary.truncated ? (firstSentenceEnd(summary.normalized) ?? summary.cutOffset) : summary.cutOffset;
  return summary.normalized.slice(end).trimStart().length;
}

/**
 * What a list the model reads shows a line of: the actions, then the modules, skills, namespaces and toolsets of
 * the second directory (docs/design.md#modules-and-skills). The summary rules judge both.
 */
export function listedItems(catalog: Catalog): (Action | Module)[] {
  return catalog.modules.length === 0 ? catalog.actions : [...catalog.actions, ...catalog.modules];
}

/**
 * Whether the fixes may edit the item's description as source text: not a skill's, whose description is YAML front
 * matter in a markdown file.
 */
export function editable(item: CatalogItem): boolean {
  return !(item.type === "module" && item.form === "skill");
}

/**
 * The name the verb reader reads an item's text with: an action's own name (it often names the verb), and for a
 * module or skill the marker that its line is an imperative (text/verb/verbs.ts IMPERATIVE_LINE).
 */
export function verbName(item: Action | Module): string {
  return item.type === "module" ? IMPERATIVE_LINE : item.name;
}

/** The frameworks whose own word for what the model calls is "action" (kumiko's handlers, Activepieces, Pipedream). */
const ACTION_PRESETS = new Set(["kumiko", "activepieces", "pipedream", "custom"]);

/**
 * What an action is called in its framework's words: "action" for kumiko, Activepieces and Pipedream (and a config's
 * own matchers), "operation" for an n8n node's, "tool" for the MCP servers and the tool-calling SDKs.
 */
export function nounOf(action: Action): "action" | "operation" | "tool" {
  if (action.preset === undefined || ACTION_PRESETS.has(action.preset)) return "action";
  return action.preset === "n8n" ? "operation" : "tool";
}

/**
 * The actions, features, entities, modules and the prompts and resources of MCP servers whose description was
 * evaluated to text, each with it: what the text rules read.
 */
export function describedItems(catalog: Catalog): [CatalogItem, string][] {
  const items: CatalogItem[] = [...catalog.actions, ...catalog.features, ...catalog.entities, ...catalog.modules, ...catalog.serverFeatures];
  return items.flatMap((item): [CatalogItem, string][] => (item.descriptionStatus === "ok" && item.description !== undefined ? [[item, item.description]] : []));
}

/** Model input that is no item's description: a module's instructions or a skill's body, a core prompt. */
export interface OtherText {
  subject: Subject;
  loc: Location;
  text: string;
  /** What it is, for messages: "instructions" (a skill's body too) or "prompt". */
  part: "instructions" | "prompt";
}

/**
 * The instructions and bodies of modules and skills, MCP servers' instructions, and the core prompts: model input too
 * (docs/design.md#safety), but orders to the model by nature, so only what no reader sees is judged in them.
 */
export function otherTexts(catalog: Catalog): OtherText[] {
  const texts: OtherText[] = [];
  for (const module of catalog.modules) {
    if (module.instructions) texts.push({ subject: subjectOf(module), loc: module.instructions.loc, text: module.instructions.text, part: "instructions" });
  }
  for (const server of catalog.servers) {
    if (server.descriptionStatus === "ok" && server.description !== undefined) texts.push({ subject: subjectOf(server), loc: server.loc, text: server.description, part: "instructions" });
  }
  for (const prompt of catalog.prompts) texts.push({ subject: { type: "prompt", name: prompt.name }, loc: prompt.loc, text: prompt.text, part: "prompt" });
  return texts;
}

/** The clients as a message names them: "Claude Code", "Claude Code and Cursor", "Claude Code, Cursor and Cline". */
export function clientList(clients: readonly ClientProfile[]): MessageValue<"and"> {
  return andList(clients.map((c) => c.label));
}

/**
 * Who cuts the text where, for a message (shared messages): "Claude Code cuts this description at 2,048 characters",
 * "Claude Code and Cline cut this description at 2,048 characters", "X cuts this description at 1,000 characters
 * and Y at 2,048 characters"; `what` says whether the text is a description or a server's instructions.
 */
export function cutsPhrase(cuts: readonly ClientCut[], what: "description" | "instructions" = "description"): MessageValue<SharedMessageId> {
  const [first, ...rest] = cuts;
  if (first === undefined) return "";
  const max = (c: ClientCut) => thousands(c.cut.maxLength);
  const one = first.clients.length === 1;
  const messageId = what === "description" ? (one ? "cutsDescription" : "cutDescription") : one ? "cutsInstructions" : "cutInstructions";
  return andList([ref(messageId, { clients: clientList(first.clients), max: max(first) }), ...rest.map((c) => ref("cutsAt", { clients: clientList(c.clients), max: max(c) }))]);
}
