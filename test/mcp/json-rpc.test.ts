// `summarylint mcp` spoken to in raw lines, as MCP's stdio transport carries JSON-RPC 2.0: the lifecycle, and what
// a client may get wrong (a line that is not JSON, a method the server does not have, a message that is no request).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCli, type BuiltCli } from "../helpers/built-cli.js";
import { project } from "../cli/run.js";
import { rawServer } from "./launch.js";

let built: BuiltCli;

beforeAll(() => {
  built = buildCli();
}, 60_000);

afterAll(() => built?.remove());

const request = (id: unknown, method: string, params?: unknown) => JSON.stringify({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) });
const initialize = (protocolVersion: string) => ({ protocolVersion, capabilities: {}, clientInfo: { name: "raw", version: "1" } });

describe("summarylint mcp, JSON-RPC over stdio", () => {
  it("initialize, the initialized notification, ping: answered by id; notifications and responses never", async () => {
    const server = rawServer(built.launcher, project({}));
    server.send(request(1, "initialize", initialize("2025-06-18")));
    expect(await server.next()).toEqual({
      jsonrpc: "2.0",
      id: 1,
      result: {
        protocolVersion: "2025-06-18",
        capabilities: { tools: {} },
        serverInfo: { name: "summarylint", title: "summarylint", version: expect.stringMatching(/^\d+\.\d+\.\d+/) },
        instructions: expect.stringContaining("Run lint after adding or changing a tool"),
      },
    });
    // Neither a notification nor a response to a request of the server's gets an answer: the next line is the ping's.
    server.send(JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }));
    server.send(JSON.stringify({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 9 } }));
    server.send(JSON.stringify({ jsonrpc: "2.0", id: 7, result: {} }));
    server.send(request("p-1", "ping"));
    expect(await server.next()).toEqual({ jsonrpc: "2.0", id: "p-1", result: {} });
    // A line ended by CRLF, and blank lines, are read as well.
    server.child.stdin.write(`\n${request(2, "ping")}\r\n\n`);
    expect(await server.next()).toEqual({ jsonrpc: "2.0", id: 2, result: {} });

    const { code, stdout, stderr } = await server.end();
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    expect(stdout.split("\n")).toHaveLength(4);
  }, 30_000);

  it("a protocol version the server does not speak gets its newest; an older one it speaks is agreed", async () => {
    const server = rawServer(built.launcher, project({}));
    server.send(request(1, "initialize", initialize("2024-11-05")));
    expect(await server.next()).toMatchObject({ id: 1, result: { protocolVersion: "2024-11-05" } });
    server.send(request(2, "initialize", initialize("1999-01-01")));
    expect(await server.next()).toMatchObject({ id: 2, result: { protocolVersion: "2025-11-25" } });
    expect((await server.end()).code).toBe(0);
  }, 30_000);

  it("bad JSON is -32700, an unknown method -32601, a malformed request -32600, bad params -32602; the server goes on", async () => {
    const server = rawServer(built.launcher, project({}));
    const cases: [string, unknown][] = [
      ['{"jsonrpc": "2.0", "id": 1, "method": "ping"', { jsonrpc: "2.0", id: null, error: { code: -32700, message: expect.stringMatching(/^Parse error: /) } }],
      ["not json at all", { jsonrpc: "2.0", id: null, error: { code: -32700, message: expect.stringMatching(/^Parse error: /) } }],
      [request(3, "resources/list"), { jsonrpc: "2.0", id: 3, error: { code: -32601, message: "Method not found: resources/list" } }],
      [request(4, "prompts/get", { name: "x" }), { jsonrpc: "2.0", id: 4, error: { code: -32601, message: "Method not found: prompts/get" } }],
      ["[]", { jsonrpc: "2.0", id: null, error: { code: -32600, message: "Invalid Request: a message must be a JSON object (batches are not supported)" } }],
      ["42", { jsonrpc: "2.0", id: null, error: { code: -32600, message: "Invalid Request: a message must be a JSON object" } }],
      [JSON.stringify({ jsonrpc: "1.0", id: 5, method: "ping" }), { jsonrpc: "2.0", id: 5, error: { code: -32600, message: 'Invalid Request: "jsonrpc" must be "2.0"' } }],
      [JSON.stringify({ jsonrpc: "2.0", id: 6, method: 7 }), { jsonrpc: "2.0", id: 6, error: { code: -32600, message: 'Invalid Request: "method" must be a string' } }],
      [JSON.stringify({ jsonrpc: "2.0", id: null, method: "ping" }), { jsonrpc: "2.0", id: null, error: { code: -32600, message: 'Invalid Request: "id" must be a string or a number' } }],
      [request(8, "tools/call", {}), { jsonrpc: "2.0", id: 8, error: { code: -32602, message: 'Invalid params: tools/call needs the tool\'s "name"' } }],
      [request(9, "tools/call", { name: "rm" }), { jsonrpc: "2.0", id: 9, error: { code: -32602, message: 'Unknown tool: "rm"; the tools are lint, directory, explain_rule' } }],
    ];
    for (const [line, answer] of cases) {
      server.send(line);
      expect(await server.next(), line).toEqual(answer);
    }
    server.send(request(10, "ping"));
    expect(await server.next()).toEqual({ jsonrpc: "2.0", id: 10, result: {} });
    const { code, stderr } = await server.end();
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
  }, 30_000);

  it("tools/call answers with the request's id, and its result is a tool result", async () => {
    const server = rawServer(built.launcher, project({}));
    server.send(request("call-1", "tools/call", { name: "explain_rule", arguments: { rule: "nope" } }));
    expect(await server.next()).toMatchObject({ jsonrpc: "2.0", id: "call-1", result: { isError: true, content: [{ type: "text", text: expect.stringMatching(/^summarylint has no rule "nope"; its rules are: /) }] } });
    server.send(request("list", "tools/list", { cursor: "ignored" }));
    expect(await server.next()).toMatchObject({ id: "list", result: { tools: [{ name: "lint" }, { name: "directory" }, { name: "explain_rule" }] } });
    expect((await server.end()).code).toBe(0);
  }, 30_000);
});
