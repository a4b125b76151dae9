// `summarylint mcp`: summarylint as a Model Context Protocol server over stdio, so that a coding agent can lint the
// tools it writes. JSON-RPC 2.0, a message a line (json-lines.ts); the lifecycle of MCP's specification:
// `initialize` (the protocol version agreed, the tools capability), the `notifications/initialized` notification,
// then `tools/list`, `tools/call` and `ping`. Any other method is JSON-RPC's "method not found"; a line that is not
// JSON is a parse error; notifications are never answered. The tools (tools.ts, calls.ts) work on the server's
// working directory, as the command line does. stdout carries the protocol's messages only: anything else the
// process would print goes to stderr. The server serves until its input ends.
import { format } from "node:util";
import { TOOL } from "../base/version.js";
import { callTool, errorResult, findTool, type CallContext } from "./calls.js";
import { lineWriter, readLines } from "./json-lines.js";
import { MCP_TOOLS } from "./tools.js";

/** The protocol versions this server speaks, newest first. */
export const PROTOCOL_VERSIONS = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"];

/** JSON-RPC's error codes. */
export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
export const INTERNAL_ERROR = -32603;

const INSTRUCTIONS =
  "summarylint checks the text a model reads about the tools it can call (names, descriptions, annotations) in this project's source. " +
  "Run lint after adding or changing a tool, explain_rule to learn what a finding's rule asks, and directory to read the summaries the model is shown.";

type Id = string | number;

interface Request {
  id: Id;
  method: string;
  params?: unknown;
}

/** A JSON-RPC error, answered to the request that caused it. */
class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ServeOptions extends CallContext {
  /** A line for the server's log (stderr). */
  log: (text: string) => void;
}

/** Serve MCP on `input` and `output` until the input ends and the calls under way have answered. */
export function serveMcp(input: NodeJS.ReadableStream, output: NodeJS.WritableStream, options: ServeOptions): Promise<void> {
  const send = lineWriter(output);
  // Only messages may reach stdout: what anything else would print there is logged.
  console.log = console.info = console.debug = console.warn = console.error = (...args: unknown[]) => options.log(format(...args));
  // Tool calls run one at a time (each reads the whole project); every other request is answered at once.
  let calls: Promise<void> = Promise.resolve();
  return new Promise((resolve) => {
    readLines(input, {
      line(text) {
        if (text.trim() === "") return;
        let message: unknown;
        try {
          message = JSON.parse(text);
        } catch (error) {
          send(errorResponse(null, PARSE_ERROR, `Parse error: ${(error as Error).message}`));
          return;
        }
        const request = asRequest(message, send);
        if (request === undefined) return;
        if (request.method === "tools/call") {
          calls = calls.then(() => answer(request, send, options));
        } else void answer(request, send, options);
      },
      tooLong: () => send(errorResponse(null, PARSE_ERROR, "Parse error: the line is too long")),
      end: () => void calls.then(() => resolve()),
    });
  });
}

/**
 * The request a message is, or undefined when it asks no answer (a notification, a response) or was malformed
 * (then the error has been sent).
 */
function asRequest(message: unknown, send: (message: unknown) => void): Request | undefined {
  if (typeof message !== "object" || message === null || Array.isArray(message)) {
    send(errorResponse(null, INVALID_REQUEST, `Invalid Request: a message must be a JSON object${Array.isArray(message) ? " (batches are not supported)" : ""}`));
    return undefined;
  }
  const m = message as Record<string, unknown>;
  const id = typeof m.id === "string" || typeof m.id === "number" ? m.id : null;
  if (m.jsonrpc !== "2.0") {
    send(errorResponse(id, INVALID_REQUEST, 'Invalid Request: "jsonrpc" must be "2.0"'));
    return undefined;
  }
  if (typeof m.method !== "string") {
    // A response to a request of ours (this server sends none): nothing to answer.
    if ("result" in m || "error" in m) return undefined;
    send(errorResponse(id, INVALID_REQUEST, 'Invalid Request: "method" must be a string'));
    return undefined;
  }
  if (!("id" in m)) return undefined; // a notification: notifications/initialized, notifications/cancelled, …
  if (id === null) {
    send(errorResponse(null, INVALID_REQUEST, 'Invalid Request: "id" must be a string or a number'));
    return undefined;
  }
  return { id, method: m.method, params: m.params };
}

async function answer(request: Request, send: (message: unknown) => void, options: ServeOptions): Promise<void> {
  try {
    send({ jsonrpc: "2.0", id: request.id, result: await dispatch(request, options) });
  } catch (error) {
    if (error instanceof RpcError) {
      send(errorResponse(request.id, error.code, error.message));
      return;
    }
    options.log(`summarylint mcp: internal error in ${request.method}: ${(error as Error)?.stack ?? String(error)}`);
    send(errorResponse(request.id, INTERNAL_ERROR, `Internal error: ${(error as Error)?.message ?? String(error)}`));
  }
}

async function dispatch(request: Request, options: ServeOptions): Promise<unknown> {
  const params = (typeof request.params === "object" && request.params !== null ? request.params : {}) as Record<string, unknown>;
  switch (request.method) {
    case "initialize": {
      const asked = params.protocolVersion;
      const protocolVersion = typeof asked === "string" && PROTOCOL_VERSIONS.includes(asked) ? asked : PROTOCOL_VERSIONS[0];
      return { protocolVersion, capabilities: { tools: {} }, serverInfo: { name: TOOL.name, title: "summarylint", version: TOOL.version }, instructions: INSTRUCTIONS };
    }
    case "ping":
      return {};
    case "tools/list":
      return { tools: MCP_TOOLS };
    case "tools/call": {
      if (typeof params.name !== "string") throw new RpcError(INVALID_PARAMS, 'Invalid params: tools/call needs the tool\'s "name"');
      const tool = findTool(params.name);
      if (tool === undefined) throw new RpcError(INVALID_PARAMS, `Unknown tool: ${JSON.stringify(params.name)}; the tools are ${MCP_TOOLS.map((t) => t.name).join(", ")}`);
      try {
        return await callTool(tool, params.arguments, options);
      } catch (error) {
        // A bug of ours in a call is the call's failure; the server goes on serving.
        options.log(`summarylint mcp: internal error in ${tool.name}: ${(error as Error)?.stack ?? String(error)}`);
        return errorResult(`summarylint: internal error: ${(error as Error)?.message ?? String(error)}`);
      }
    }
    default:
      throw new RpcError(METHOD_NOT_FOUND, `Method not found: ${request.method}`);
  }
}

function errorResponse(id: Id | null, code: number, message: string): unknown {
  return { jsonrpc: "2.0", id, error: { code, message } };
}
