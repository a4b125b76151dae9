// The cuts the clients a tool ships to make of its text (src/summarize/clients): for each text that some client cuts,
// what it keeps, grouped by cut so that the rules report once per text, naming every client that cuts it there.
// Only texts nothing cuts today are judged here (the harness profile `full`, docs/design.md#harness-profiles): a
// directory's cut (kumiko, `directory.cut`) and a skill listing's cut stay as they are, judged by the summary.

import type { Action, Catalog, Server, Summarized, Summary } from "../types.js";
import type { DirectorySettings } from "../config/schema.js";
import { capOf, clientsOfPreset, type ClientProfile, type ClientTextKind, type TextCut } from "./clients/index.js";
import { profileOf } from "./directory.js";

/** One cut of one text, and the clients that make it (in the order the config, or the default, lists them). */
export interface ClientCut {
  clients: ClientProfile[];
  cut: TextCut;
  /**
   * The text as these clients show it: `normalized` is the whole text as written (a client cuts the string it is sent,
   * not a normalized one), `text` the kept part and the client's suffix, `cutOffset` how many code units are kept.
   */
  summary: Summary;
}

/** Every item some client cuts, with its cuts, shortest first. */
export type ClientCuts = Map<Summarized | Server, ClientCut[]>;

/**
 * `text` as a client that cuts at `cut` shows it: the first `maxLength` code units, mid-word, then the suffix, when the
 * text is longer than `maxLength` (a text of exactly `maxLength` is shown whole).
 */
export function cutForClient(text: string, cut: TextCut): Summary {
  if (text.length <= cut.maxLength) {
    return { normalized: text, text, truncated: false, firstSentenceOnly: false, cutOffset: text.length, lostChars: 0 };
  }
  const kept = text.slice(0, cut.maxLength);
  return { normalized: text, text: kept + cut.suffix, truncated: true, firstSentenceOnly: false, cutOffset: kept.length, lostChars: text.length - kept.length };
}

/**
 * The cuts of `text` under `clients` for one kind of text: one per distinct cap and suffix that cuts it, shortest
 * first. A cap that rejects the request (`reject`) cuts nothing and is left out.
 */
export function cutsOf(text: string, kind: ClientTextKind, clients: readonly ClientProfile[]): ClientCut[] {
  const byCut = new Map<string, ClientCut>();
  for (const client of clients) {
    const cut = capOf(client, kind);
    if (cut === undefined || cut.mode !== "cut" || text.length <= cut.maxLength) continue;
    const key = `${cut.maxLength}\0${cut.suffix}`;
    const found = byCut.get(key);
    if (found) found.clients.push(client);
    else byCut.set(key, { clients: [client], cut, summary: cutForClient(text, cut) });
  }
  return [...byCut.values()].sort((a, b) => a.cut.maxLength - b.cut.maxLength);
}

/** Whether nothing cuts the action's text today: its harness profile is `full` (MCP and the tool-calling SDKs). */
function sentWhole(action: Action, settings: DirectorySettings): boolean {
  return profileOf(action.preset, settings) === "full";
}

/**
 * The client cuts of every action whose description was evaluated and is sent whole today, and of every MCP server's
 * evaluated instructions.
 */
export function clientCutsOf(catalog: Catalog, settings: DirectorySettings, configured?: readonly string[]): ClientCuts {
  const cuts: ClientCuts = new Map();
  for (const action of catalog.actions) {
    if (action.descriptionStatus !== "ok" || action.description === undefined || !sentWhole(action, settings)) continue;
    const found = cutsOf(action.description, "toolDescription", clientsOfPreset(action.preset, configured));
    if (found.length > 0) cuts.set(action, found);
  }
  for (const server of catalog.servers) {
    if (server.descriptionStatus !== "ok" || server.description === undefined) continue;
    const found = cutsOf(server.description, "serverInstructions", clientsOfPreset(server.preset, configured));
    if (found.length > 0) cuts.set(server, found);
  }
  return cuts;
}

/** The actions whose evaluated description some client cuts, each with its cuts: what the rules that read a cut judge. */
export function* cutActions(cuts: ClientCuts | undefined): Generator<[Action, ClientCut[]]> {
  for (const [item, found] of cuts ?? []) if (item.type === "action" && item.descriptionStatus === "ok") yield [item, found];
}

/** The MCP servers whose instructions some client cuts, each with its cuts. */
export function* cutServers(cuts: ClientCuts | undefined): Generator<[Server, ClientCut[]]> {
  for (const [item, found] of cuts ?? []) if (item.type === "server") yield [item, found];
}

