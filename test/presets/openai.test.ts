// The openai preset on a small assistant (test/fixtures/openai): Chat Completions tools
// `{ type: "function", function: { … } }` in arrays and consts, Responses API flat tools, a definitions map
// `{ list_projects: { description, parameters } }` (named by its keys) spread into other objects, zodFunction,
// and the Assistants API in a .js file. Near misses: tool_choice, built-in tools, function_call_output,
// response formats, error maps with descriptions, and the spreads themselves.
// Expectations follow the preset's spec (docs/frameworks.md) and docs/design.md, not the tool's output.
import { describe, expect, it } from "vitest";
import { fixtureRows, loadFixture, type Row } from "./run.js";

const unknown = { type: "action", kind: "unknown", approval: false } as const;
const ok = (description: string) => ({ description, status: "ok" }) as const;
const missing = { description: undefined, status: "missing" } as const;

const LIST_PROJECTS = "List the projects the current user can see, most recently updated first.";

const EXPECTED: Row[] = [
  // src/assistant.js: nested function objects in a const array, next to hosted tools.
  { ...unknown, name: "get_invoice", ...ok("Fetch one invoice by its number, with line items and payment status."), at: "src/assistant.js:14:20" },
  { ...unknown, name: "flag_invoice", ...ok(""), at: "src/assistant.js:26:20" },

  // src/chat.ts: `searchFunction`, a const of a tool definition's shape (name, description, a JSON schema of an
  // object) whose description is an imported const: one tool with `function: searchFunction`, located where its
  // description is written.
  {
    ...unknown,
    name: "search_web",
    ...ok(
      "Search the web for recent information. Use it for news, prices and anything that may have changed after the model's training cutoff.",
    ),
    at: "src/chat.ts:10:16",
  },
  // Nested form; name and description are read from `function`, located where written there.
  { ...unknown, name: "get_weather", ...ok("Get current temperature for a given location."), at: "src/chat.ts:23:20" },
  {
    ...unknown,
    name: "get_forecast",
    ...ok(
      "Get the daily forecast for the next few days.\n        Use it only when the user asks about a day other than today; the forecast is cached for an hour.",
    ),
    at: "src/chat.ts:39:20",
  },
  { ...unknown, name: "get_time", ...missing, at: "src/chat.ts:49:3" },

  // src/responses.ts: flat form in consts (`type: "function" as const`, `satisfies FunctionTool`) and inline.
  { ...unknown, name: "get_horoscope", ...ok("Get today's horoscope for an astrological sign."), at: "src/responses.ts:9:16" },
  {
    ...unknown,
    name: "send_email",
    ...ok(
      "Send an email on the user's behalf. Always show the draft to the user and wait for an explicit yes before calling this, because sent mail cannot be recalled.",
    ),
    at: "src/responses.ts:23:5",
  },
  // get_time, inline in a call whose tool_choice forces get_horoscope, is not callable (see below).

  // src/tools/definitions.ts: the map's values have description and parameters; the key is the name.
  { ...unknown, name: "list_projects", ...ok(LIST_PROJECTS), at: "src/tools/definitions.ts:8:18" },
  {
    ...unknown,
    name: "create_project",
    ...ok("Create a new project owned by the current user. Fields follow https://projects.example.com/api/projects#create."),
    at: "src/tools/definitions.ts:19:18",
  },
  {
    ...unknown,
    name: "archive_project",
    ...ok("Archive a project. Archived projects are read-only and hidden from the default list."),
    at: "src/tools/definitions.ts:31:18",
  },

  // src/tools/index.ts: `function: { name, ...toolDefinitions.list_projects }`: the description comes through
  // the spread of an imported map's entry, so the item is located at the declaration's `{`.
  { ...unknown, name: "list_projects_v1", ...ok(LIST_PROJECTS), at: "src/tools/index.ts:14:55" },

  // src/zod-tools.ts: zodFunction({ name, description, parameters }).
  { ...unknown, name: "query", ...ok("Query the sales database with simple column conditions."), at: "src/zod-tools.ts:22:49" },
  { ...unknown, name: "describe_table", ...missing, at: "src/zod-tools.ts:23:7" },
];

describe("openai preset (test/fixtures/openai)", () => {
  it("is picked from package.json, alone", () => {
    expect(loadFixture("openai").presets).toEqual([{ package: ".", presets: ["openai"] }]);
  });

  it("finds every function tool, and no tool_choice, built-in tool, call output or spread", () => {
    expect(fixtureRows("openai")).toEqual(EXPECTED);
  });

  it("keeps apart a tool the call that offers it takes away (a forced tool_choice of another tool)", () => {
    const { uncallable } = loadFixture("openai").catalog;
    expect(uncallable.map((a) => [a.name, a.uncallable, a.declarationLoc.line])).toEqual([["get_time", `the call's tool choice forces "get_horoscope"`, 40]]);
  });

  it("builds the directory when the team cuts them (directory.cut)", () => {
    const project = loadFixture("openai", { cut: true });
    expect(project.directories[0].lines.map((l) => l.text)).toEqual([
      "archive_project: Archive a project.",
      "create_project: Create a new project owned by the current user.",
      "describe_table: ",
      "flag_invoice: ",
      "get_forecast: Get the daily forecast for the next few days.",
      "get_horoscope: Get today's horoscope for an astrological sign.",
      "get_invoice: Fetch one invoice by its number, with line items and payment status.",
      "get_time: ",
      "get_weather: Get current temperature for a given location.",
      `list_projects: ${LIST_PROJECTS}`,
      `list_projects_v1: ${LIST_PROJECTS}`,
      "query: Query the sales database with simple column conditions.",
      "search_web: Search the web for recent information.",
      "send_email: Send an email on the user's behalf.",
    ]);
  });
});
