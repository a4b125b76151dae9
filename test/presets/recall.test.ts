// Catalogue recall on shapes of production code (the ecosystem check, DESIGN §10): the MCP SDK's v2 packages,
// FastMCP, definition maps registered in a loop, tool files that import nothing of the SDK, a workspace package
// that depends on the SDK through the project's own helper package, Pipedream workflow steps and an n8n resource
// builder. Each fixture holds near misses that must not be found. Fixtures: test/fixtures/{mcp,pipedream,n8n}-recall.
import { describe, expect, it } from "vitest";
import { fixtureRows, type Row } from "./run.js";

const read = { type: "action", kind: "read", approval: false } as const;
const ok = (description: string) => ({ description, status: "ok" }) as const;

const CASES: [fixture: string, expected: Row[]][] = [
  // apps/notes depends on @repo/common (workspace:*), which depends on the SDK.
  ["mcp-recall/workspace", [{ ...read, name: "notes_search", ...ok("Search the notes of an account."), at: "apps/notes/src/tools.ts:7:20" }]],
];

describe("catalogue recall on production shapes", () => {
  it.each(CASES)("%s", (fixture, expected) => {
    expect(fixtureRows(fixture)).toEqual(expected);
  });
});
