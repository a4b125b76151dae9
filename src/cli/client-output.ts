// `summarylint directory --client <name>`: the tool descriptions as one client shows them to the model, cut where it
// cuts (src/summarize/clients), so that the author sees what the model reads there. The directory's own cut (kumiko,
// `directory.cut`) is `directory` without --client; `--client kumiko` prints that directory.
import { describePresets } from "../extract/choose.js";
import type { Project } from "../project.js";
import { printable } from "../base/escape.js";
import { countOf, thousands } from "../base/plural.js";
import { compareActions, profileOf } from "../summarize/directory.js";
import { cutForClient } from "../summarize/client-cut.js";
import { capOf, CLIENTS, MCP_HOSTS, type ClientProfile, type TextCut } from "../summarize/clients/index.js";
import type { Action, Server } from "../types.js";
import { directoryText } from "./directory-output.js";

/** How the heading says what the client does to a tool's description. */
function whatItDoes(client: ClientProfile, cut: TextCut | undefined): string {
  if (cut === undefined) return `${client.label} shows tool descriptions whole (no documented cap found)`;
  const chars = countOf(cut.maxLength, "character");
  if (cut.mode === "reject") return `${client.label} refuses a request with a tool description over ${chars} (${cut.source})`;
  const suffix = cut.suffix === "" ? "" : `, then "${cut.suffix}"`;
  return `${client.label} cuts tool descriptions after ${chars}${suffix} (${cut.source})`;
}

/** The tools a client is sent whole: those no directory cuts (their harness profile is `full`), in directory order. */
function sentTools(project: Project): Action[] {
  return project.catalog.actions.filter((a) => profileOf(a.preset, project.config.directory) === "full").sort(compareActions);
}

/**
 * One tool (or a server's instructions) as the client shows it: its title, then its text as the model reads it there.
 * `title` is the tool's name, or "<server>: server instructions".
 */
function* textBlock(title: string, item: Action | Server, cut: TextCut | undefined): Generator<string> {
  if (item.descriptionStatus !== "ok" || item.description === undefined) {
    yield `## ${title} (${item.type === "server" ? "its instructions are" : "its description is"} not known before run time)`;
    return;
  }
  const text = item.description;
  if (cut === undefined || text.length <= cut.maxLength) {
    yield `## ${title}`;
    yield text;
  } else if (cut.mode === "reject") {
    yield `## ${title} (refused: ${countOf(text.length, "character")}, over ${thousands(cut.maxLength)})`;
    yield text;
  } else {
    const shown = cutForClient(text, cut);
    yield `## ${title} (cut: ${countOf(shown.cutOffset, "character")} of ${thousands(text.length)} shown)`;
    yield shown.text;
  }
}

/** The text `directory --client <id>` prints. */
export function* clientText(project: Project, clientId: string, role: string | undefined): Generator<string> {
  const client = CLIENTS[clientId];
  if (clientId === "kumiko" || client === undefined) {
    yield* directoryText(project, role);
    return;
  }
  const cut = capOf(client, "toolDescription");
  const tools = sentTools(project);
  const cutCount = cut === undefined ? 0 : tools.filter((a) => (a.description?.length ?? 0) > cut.maxLength).length;
  yield `# presets: ${printable(describePresets(project.presets))}\n`;
  yield `# ${printable(whatItDoes(client, cut))}\n`;
  yield `# ${countOf(tools.length, "tool")} sent whole to clients, ${thousands(cutCount)} over the cap\n`;
  // The servers' instructions first: a client adds them to the context before any tool.
  const written = MCP_HOSTS.has(clientId) ? project.catalog.servers.filter((server) => server.descriptionStatus !== "missing") : [];
  const instructionsCut = capOf(client, "serverInstructions");
  for (const server of written) {
    yield "\n";
    for (const line of textBlock(`${server.name}: server instructions`, server, instructionsCut)) yield `${printable(line)}\n`;
  }
  for (const action of tools) {
    yield "\n";
    for (const line of textBlock(action.name, action, cut)) yield `${printable(line)}\n`;
  }
}
