// A captured tools/list as a Catalog: one MCP action per tool, read as the mcp preset reads a Tool object written in
// TypeScript (its name, description, title, hints and input schema), located where the tool is written in the file.
// The file is one server: its tools are one group.
import type { Action, Catalog, FileProblem, InputSchema, Kind, Location, McpHints } from "../types.js";
import { member, plain, typeName, type JsonNode } from "./json.js";
import type { FoundTool, FoundTools } from "./shapes.js";
import type { LineIndex } from "../text/line-index.js";
import { emptyCatalog } from "../resolve/catalog.js";

/** A tool's (or a bad element's) JSON path and span: a diagnostic located inside it is about it. */
export interface JsonPlace {
  path: string;
  loc: Location;
}

/** The catalog of the tools found in `file` (whose text `lines` maps), the file a group named `group`. */
export function toolsCatalog(root: string, file: string, group: string, found: FoundTools, lines: LineIndex): { catalog: Catalog; places: JsonPlace[] } {
  const places: JsonPlace[] = [];
  const actions = found.tools.map((tool) => {
    const action = toolAction(tool, file, group, lines);
    places.push({ path: tool.path, loc: action.declarationLoc });
    return action;
  });
  const problems = found.notTools.map(({ node, path, detail }): FileProblem => {
    const loc = lines.span(file, node.start, node.end);
    places.push({ path, loc });
    return { kind: "not-a-tool", detail, loc };
  });
  const catalog: Catalog = { ...emptyCatalog(root, [file]), actions, problems };
  return { catalog, places };
}

function toolAction({ node, name, path }: FoundTool, file: string, group: string, lines: LineIndex): Action {
  const declarationLoc = lines.span(file, node.start, node.end);
  const described = member(node, "description");
  const action: Action = {
    type: "action",
    name,
    // The name a tools/list answers with is the one clients send, as a registration call's argument is (the
    // invalid-tool-name rule judges such names only).
    nameFrom: "argument",
    ...(described?.type === "string" ? { description: described.value, descriptionStatus: "ok" as const } : { description: undefined, descriptionStatus: "missing" as const }),
    loc: described === undefined ? declarationLoc : lines.span(file, described.start, described.end),
    declarationLoc,
    preset: "mcp",
    kind: kindOf(member(node, "annotations")),
    approval: false,
    group,
  };
  const hints = hintsOf(member(node, "annotations"));
  if (hints !== undefined) action.hints = hints;
  const annotations = member(node, "annotations");
  const label = [member(node, "title"), annotations && member(annotations, "title")].find((t) => t?.type === "string");
  if (label?.type === "string") action.label = label.value;
  const schema = inputSchemaOf(member(node, "inputSchema"), path);
  if (schema !== undefined) action.inputSchema = schema;
  return action;
}

/** As the mcp preset's hints read (MCP_HINTS): destructiveHint true or readOnlyHint false -> write, readOnlyHint true -> read. */
function kindOf(annotations: JsonNode | undefined): Kind {
  const hint = (key: string) => {
    const value = annotations && member(annotations, key);
    return value?.type === "boolean" ? value.value : undefined;
  };
  if (hint("destructiveHint") === true || hint("readOnlyHint") === false) return "write";
  if (hint("readOnlyHint") === true) return "read";
  return "unknown";
}

/** The MCP hints the server sent as booleans; undefined when it sent none. */
function hintsOf(annotations: JsonNode | undefined): McpHints | undefined {
  const hints: McpHints = {};
  for (const key of ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"] as const) {
    const value = annotations && member(annotations, key);
    if (value?.type === "boolean") hints[key] = value.value;
  }
  return Object.keys(hints).length === 0 ? undefined : hints;
}

/** The input schema as compact JSON text, as the server sent it. */
function inputSchemaOf(node: JsonNode | undefined, path: string): InputSchema | undefined {
  if (node === undefined) return undefined;
  if (node.type !== "object") return { unread: `${path}.inputSchema is ${typeName(node)}, not an object` };
  return { json: JSON.stringify(plain(node)) };
}
