// Where the tools are in a captured tools/list: a bare array of tools, MCP's ListToolsResult `{ tools: [...] }`, the
// JSON-RPC response that carries it `{ jsonrpc, id, result: { tools } }`, the pages of a paginated listing (an array
// of such results or responses, each page's tools in order), or one tool. Each tool is found with its JSON path.
import { member, typeName, type JsonNode } from "./json.js";

/** A tool object of the capture and its JSON path (`$.tools[3]`, `$[0].result.tools[3]`). */
export interface FoundTool {
  node: JsonNode & { type: "object" };
  name: string;
  path: string;
}

/**
 * An element where a tool should be that is none (not an object, without a string name, with a description that is no
 * string): reported at `node`, not read.
 */
export interface NotATool {
  node: JsonNode;
  path: string;
  detail: string;
}

export interface FoundTools {
  tools: FoundTool[];
  notTools: NotATool[];
}

/** The capture is none of the shapes: `path` names the value that is wrong. */
export class ShapeError extends Error {}

const EXPECTED = 'expected a tools/list result ({ "tools": [...] }), a JSON-RPC response to tools/list, an array of tools or of such pages, or one tool';

/** The tools of a capture, in order, and the elements of its lists that are no tools. Throws ShapeError. */
export function findTools(root: JsonNode): FoundTools {
  const found: FoundTools = { tools: [], notTools: [] };
  if (root.type === "array") {
    root.items.forEach((item, i) => {
      const path = `$[${i}]`;
      if (item.type === "object" && member(item, "name") === undefined && isPage(item)) page(item, path, found);
      else element(item, path, found);
    });
  } else if (root.type === "object") {
    if (member(root, "name") !== undefined) element(root, "$", found);
    else if (isPage(root)) page(root, "$", found);
    else throw new ShapeError(`$ is an object without "name", "tools" or "result": ${EXPECTED}`);
  } else {
    throw new ShapeError(`$ is ${typeName(root)}: ${EXPECTED}`);
  }
  return found;
}

/** A ListToolsResult or a JSON-RPC response (an error response too, refused by `page` with its message). */
function isPage(node: JsonNode): boolean {
  return ["tools", "result", "jsonrpc", "error"].some((key) => member(node, key) !== undefined);
}

/** One page: a ListToolsResult (`path.tools`), or a JSON-RPC response whose result is one (`path.result.tools`). */
function page(node: JsonNode, path: string, found: FoundTools): void {
  if (member(node, "tools") !== undefined) return toolList(node, path, found);
  const error = member(node, "error");
  if (error !== undefined) {
    const message = member(error, "message");
    const said = message?.type === "string" ? `: ${JSON.stringify(message.value)}` : "";
    throw new ShapeError(`${path} is a JSON-RPC error response${said}, not a list of tools`);
  }
  const result = member(node, "result");
  if (result === undefined) throw new ShapeError(`${path} is a JSON-RPC message without "result": ${EXPECTED}`);
  if (result.type !== "object") throw new ShapeError(`${path}.result is ${typeName(result)}, not a tools/list result ({ "tools": [...] })`);
  if (member(result, "tools") === undefined) throw new ShapeError(`${path}.result has no "tools": it is not the response to tools/list`);
  toolList(result, `${path}.result`, found);
}

function toolList(node: JsonNode, path: string, found: FoundTools): void {
  const tools = member(node, "tools")!;
  if (tools.type !== "array") throw new ShapeError(`${path}.tools is ${typeName(tools)}, not an array of tools`);
  tools.items.forEach((item, i) => element(item, `${path}.tools[${i}]`, found));
}

/** One element where a tool should be. */
function element(node: JsonNode, path: string, found: FoundTools): void {
  if (node.type !== "object") {
    found.notTools.push({ node, path, detail: `${path} is ${typeName(node)}, not a tool object` });
    return;
  }
  const name = member(node, "name");
  if (name?.type !== "string") {
    const why = name === undefined ? "has no name" : `has a name that is ${typeName(name)}`;
    found.notTools.push({ node, path, detail: `${path} ${why}` });
    return;
  }
  // A description of another type is not MCP's Tool: what a client makes of it (drops the tool, rejects the list,
  // shows the value as text) is not known, so the tool is reported at that value and not checked.
  const description = member(node, "description");
  if (description !== undefined && description.type !== "string" && description.type !== "null") {
    found.notTools.push({ node: description, path, detail: `${path}.description is ${typeName(description)}, not a string` });
    return;
  }
  found.tools.push({ node, name: name.value, path });
}
