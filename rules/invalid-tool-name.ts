import { clientList, placeOf } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";
import { printable } from "../src/base/escape.js";
import type { Action } from "../src/types.js";
import type { MessageData, MessageValue } from "../src/lint/diagnostic.js";
import { ref } from "../src/lint/messages.js";
import { clientsOfPreset, type ClientProfile } from "../src/summarize/clients/index.js";

/** What the Anthropic and OpenAI APIs accept in a tool name (Anthropic `^[a-zA-Z0-9_-]{1,128}$`, OpenAI the same, 64 long). */
const ALLOWED = /^[a-zA-Z0-9_-]*$/;
const NOT_ALLOWED = /[^a-zA-Z0-9_-]/gu;

/** The name the catalog gives a declaration it found no name for: not a name the project wrote. */
const PLACEHOLDER = /^<unnamed (?:action|trigger) at line \d+>$/;

/** The characters a name may not have, each once, quoted for the message (a space named by a message). */
function badCharacters(name: string): MessageValue<"space"> {
  const seen = [...new Set(name.match(NOT_ALLOWED) ?? [])];
  return seen.map((c) => (c === " " ? ref("space") : `“${printable(c)}”`));
}

export default defineRule({
  id: "invalid-tool-name",
  defaultSeverity: "error",
  securitySeverity: "3.0",
  description: "Report tool names that the model APIs reject",
  options: {
    maxLength: {
      type: "number",
      default: 64,
      description: "The longest name the target APIs accept (64: OpenAI and Claude Desktop; 128: the Anthropic API alone)",
    },
    presets: {
      type: "string[]",
      default: ["mcp", "fastmcp", "anthropic", "vercel-ai"],
      description: "Presets whose names are sent to the model as they are written (SDKs that rewrite names are left out)",
    },
  },
  messages: {
    characters:
      'The tool name "{{name}}" has {{characters}}: the Anthropic and OpenAI APIs accept only letters, digits, "_" and "-" (^[a-zA-Z0-9_-]+$) and reject the request, so no tool of the set can be called. Rename it (e.g. "{{suggestion}}").',
    tooLong:
      'The tool name "{{name}}" is {{length}} characters long; the APIs this project targets accept at most {{maxLength}}. Shorten it.',
    mcpCharacters:
      'The MCP tool name "{{name}}" has {{characters}}: the MCP specification allows it, but Claude Desktop refuses the server\'s tools over it and Codex and the GitHub Copilot CLI fail every request of the session, because they send the name to model APIs that accept only letters, digits, "_" and "-" (^[a-zA-Z0-9_-]+$). Rename it (e.g. "{{suggestion}}").',
    empty: "An action has an empty name; the model APIs reject a tool without one. Give it a name.",
    tooLongForClient:
      'The tool name "{{name}}" is {{length}} characters long; {{clients}} accepts at most {{maxLength}} and refuses the request, so no tool of the set can be called. Shorten it.',
    tooLongForClients:
      'The tool name "{{name}}" is {{length}} characters long; {{clients}} accept at most {{maxLength}} and refuse the request, so no tool of the set can be called. Shorten it.',
    space: "space",
  },
  check({ catalog, clients, options, report }) {
    const maxLength = options.maxLength;
    const presets = new Set(options.presets);
    for (const action of catalog.actions) {
      if (action.preset === undefined || PLACEHOLDER.test(action.name)) continue;
      if (!presets.has(action.preset)) {
        // Another preset's tools: judged by the name rules of the clients they ship to (src/summarize/clients) that
        // count the tool's own name (an SDK's API), not a name a host builds from its server's.
        const problem = clientNameProblem(action, clientsOfPreset(action.preset, clients));
        if (problem) report({ ...problem, ...placeOf(action), loc: action.declarationLoc });
        continue;
      }
      // An MCP tool found as an object of the right shape may be a toolkit's own definition, whose `name` is a
      // title ("Retrieve Balance", the wire name is in `method`) or a WebMCP tool for the browser's agent: only a
      // name passed to a registration call is surely the one clients send.
      if (action.preset === "mcp" && action.nameFrom !== "argument") continue;
      const place = { ...placeOf(action), loc: action.declarationLoc };
      const problem = nameProblem(action, maxLength);
      if (problem) report({ ...problem, ...place });
    }
  },
});

/** Presets of MCP servers: their names reach the model APIs through a client, which may refuse them first. */
const MCP_SERVERS = new Set(["mcp", "fastmcp"]);

function nameProblem(action: Action, maxLength: number): { messageId: "empty" | "characters" | "mcpCharacters" | "tooLong"; data: MessageData<"space"> } | undefined {
  const name = action.name;
  if (name === "") return { messageId: "empty", data: {} };
  if (!ALLOWED.test(name)) {
    const suggestion = name.replace(NOT_ALLOWED, "_").replace(/_+/g, "_").slice(0, maxLength);
    const messageId = MCP_SERVERS.has(action.preset ?? "") ? "mcpCharacters" : "characters";
    return { messageId, data: { name: printable(name), characters: badCharacters(name), suggestion } };
  }
  if (name.length > maxLength) return { messageId: "tooLong", data: { name, length: name.length, maxLength } };
  return undefined;
}

/** The name over the shortest length cap among the clients' rules that count the tool's own name. */
function clientNameProblem(action: Action, clients: readonly ClientProfile[]): { messageId: "tooLongForClient" | "tooLongForClients"; data: MessageData<"and"> } | undefined {
  const over = clients.filter((c) => c.names?.counts === "tool" && action.name.length > c.names.maxLength);
  if (over.length === 0) return undefined;
  const maxLength = Math.min(...over.map((c) => c.names!.maxLength));
  const named = over.filter((c) => c.names!.maxLength === maxLength);
  return {
    messageId: named.length === 1 ? "tooLongForClient" : "tooLongForClients",
    data: { name: action.name, length: action.name.length, maxLength, clients: clientList(named) },
  };
}
