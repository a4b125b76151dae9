// The fastmcp preset on a notes server (test/fixtures/fastmcp): server.addTool({ name, description, parameters,
// annotations, execute }) on a `new FastMCP(…)` server, with the fields in any order; the kind from MCP's
// annotations (readOnlyHint true: read; destructiveHint true or readOnlyHint false: write; none: unknown), the
// label from annotations.title; a description imported from another file; no description; a tool registered by a
// function on the server it is given. Near misses: addPrompt, addResource, and the project's own addTool().
import { describe, expect, it } from "vitest";
import { presetsOfText } from "../../src/extract/preset-detect.js";
import { fixtureRows, loadFixture, type Row } from "./run.js";

const action = { type: "action", approval: false } as const;
const ok = (description: string) => ({ description, status: "ok" }) as const;

const EXPECTED: Row[] = [
  // src/server.ts.
  { ...action, kind: "read", name: "read_note", ...ok("Read one note by its ID."), at: "src/server.ts:10:16" },
  // destructiveHint: true, the name written after the description.
  { ...action, kind: "write", name: "delete_note", ...ok("Delete a note. The note cannot be restored."), at: "src/server.ts:22:16" },
  // readOnlyHint: false.
  { ...action, kind: "write", name: "append_note", ...ok("Append a line to a note."), at: "src/server.ts:30:16" },
  // The description is a const of src/descriptions.ts; no annotations.
  {
    ...action,
    kind: "unknown",
    name: "search_notes",
    ...ok("Search the notes by title and body. Returns at most 20 matches, newest first."),
    at: "src/server.ts:38:16",
  },
  // No description: located at the addTool( call.
  { ...action, kind: "unknown", name: "ping", description: undefined, status: "missing", at: "src/server.ts:44:1" },
  // src/tools/notebooks.ts: inside registerNotebookTools(server), not a factory.
  { ...action, kind: "read", name: "list_notebooks", ...ok("List the notebooks, with the number of notes in each."), at: "src/tools/notebooks.ts:8:18" },
];

describe("fastmcp preset (test/fixtures/fastmcp)", () => {
  it("is picked from package.json (fastmcp), alone", () => {
    expect(loadFixture("fastmcp").presets).toEqual([{ package: ".", presets: ["fastmcp"] }]);
  });

  it("is picked for a file that builds a server without importing the package by name (FastMCP's own examples)", () => {
    expect(presetsOfText(`import { FastMCP } from "../FastMCP.js";\nconst server = new FastMCP({ name: "Addition" });`)).toEqual(["fastmcp"]);
    expect(presetsOfText(`const server = new EdgeFastMCP<Session>({ name: "Edge" });`)).toEqual(["fastmcp"]);
    expect(presetsOfText(`const session = new FastMCPSession({ tools });`)).toEqual([]);
  });

  it("finds every addTool, with its kind from the annotations, and not prompts, resources or the project's addTool", () => {
    expect(fixtureRows("fastmcp")).toEqual(EXPECTED);
  });

  it("reads the label from annotations.title; one server is one group, its package", () => {
    const actions = loadFixture("fastmcp").catalog.actions;
    expect(actions.map((a) => [a.name, a.label, a.group])).toEqual([
      ["read_note", "Read note", "."],
      ["delete_note", "Delete note", "."],
      ["append_note", undefined, "."],
      ["search_notes", undefined, "."],
      ["ping", undefined, "."],
      ["list_notebooks", undefined, "."],
    ]);
  });

  it("builds the directory when the team cuts FastMCP tools into one (directory.cut): first sentence, kind shown", () => {
    expect(loadFixture("fastmcp", { cut: true }).directories[0].lines.map((l) => l.text)).toEqual([
      "append_note (write): Append a line to a note.",
      "delete_note (write): Delete a note.",
      "list_notebooks (read): List the notebooks, with the number of notes in each.",
      "ping: ",
      "read_note (read): Read one note by its ID.",
      "search_notes: Search the notes by title and body.",
    ]);
  });
});
