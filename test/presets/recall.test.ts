// Catalogue recall on shapes of production code (the ecosystem check, docs/design.md#measuring-on-real-code): the MCP
// SDK's v2 packages, FastMCP, definition maps registered in a loop, tool classes, tool files that import nothing of the
// SDK, a workspace package that depends on the SDK through the project's own helper package, Pipedream workflow steps,
// an n8n resource builder and an AI SDK tool set of plain objects. Each fixture holds near misses that must not
// be found. Fixtures: test/fixtures/{mcp,pipedream,n8n,vercel-ai}-recall.
import { describe, expect, it } from "vitest";
import { fixtureRows, type Row } from "./run.js";

const read = { type: "action", kind: "read", approval: false } as const;
const write = { type: "action", kind: "write", approval: false } as const;
/** Nothing in the source says read or write (docs/design.md#provenance). */
const unsaid = { type: "action", kind: "unknown", approval: false } as const;
const ok = (description: string) => ({ description, status: "ok" }) as const;

const CASES: [fixture: string, expected: Row[]][] = [
  // `@modelcontextprotocol/server` (SDK v2) picks the mcp preset.
  ["mcp-recall/v2", [{ ...unsaid, name: "find-note", ...ok("Find notes whose title contains the query."), at: "src/server.ts:8:42" }]],
  // FastMCP's addTool; the re-bound method and a wrapper's call with a variable are not declarations.
  [
    "mcp-recall/fastmcp",
    [
      { ...read, name: "crawl_site", ...ok("Crawl a website and return the text of each page."), at: "src/index.ts:9:16" },
      { ...write, name: "forget_site", ...ok("Delete the stored pages of a website."), at: "src/index.ts:17:16" },
    ],
  ],
  // A definition map: the key names the tool unless a `name` does, and the loop that registers each under its key
  // (`for (const [name, def] of Object.entries(defs))`) adds no second entry: the one written keeps its place and
  // takes the name registered, which the model sees; a description with a schema but no annotations, or annotations
  // without a schema, is not a tool.
  [
    "mcp-recall/defs",
    [
      { ...read, name: "list_buckets", ...ok("List the storage buckets of a project."), at: "src/storage-tools.ts:5:18" },
      { ...write, name: "empty_bucket", ...ok("Remove every object from a bucket."), at: "src/storage-tools.ts:11:18" },
    ],
  ],
  // A server's own definer: annotations beside a handler (the schema key is its own); not a command without
  // annotations, nor a chart's annotations without a handler.
  ["mcp-recall/definer", [{ ...read, name: "take_screenshot", ...ok("Take a screenshot of the selected page."), at: "src/tools.ts:7:16" }]],
  // Supabase's `tool({ … })` in a server's `tools` map, named by its key; not another module's `tool`.
  ["mcp-recall/supabase", [{ ...unsaid, name: "sqlToRest", ...ok("Convert a SQL query to a PostgREST request."), at: "src/server.ts:10:20" }]],
  // Agentic's @aiFunction methods and createAIFunction, and a typed const with type arguments; not a list or a
  // partial of that type.
  [
    "decorators-generic",
    [
      { ...unsaid, name: "get_forecast", ...ok("Get the seven-day forecast for a place."), at: "src/weather.ts:9:18" },
      { ...unsaid, name: "get_alerts", ...ok("List the weather alerts for a region."), at: "src/weather.ts:17:78" },
      { ...unsaid, name: "query-docs", ...ok("Query the documentation of a library."), at: "src/weather.ts:21:16" },
    ],
  ],
  // Tool annotations pick the mcp preset for a file that imports nothing of the SDK; the same keys without them do not.
  ["mcp-recall/annotations", [{ ...read, name: "list_logs", ...ok("List the tenant's logs, newest first."), at: "src/log-tools.ts:8:18" }]],
  // Tool classes whose base, in another file (directly or through a re-export), extends ToolBase; subclasses of
  // a project class that does not are not tools.
  [
    "mcp-recall/classes",
    [
      { ...write, name: "cloud-delete-cluster", ...ok("Delete a cluster and its backups."), at: "src/tools/deleteCluster.ts:5:24" },
      { ...read, name: "cloud-list-clusters", ...ok("List the clusters of a project."), at: "src/tools/listClusters.ts:5:24" },
    ],
  ],
  // Tool classes of a project base named BaseTool, kind from their annotations; not the abstract base, nor a class
  // of another base.
  [
    "mcp-recall/base-tool",
    [
      { ...read, name: "union_tool", ...ok("Merge two or more polygons into one geometry. Works offline."), at: "src/tools/tools.ts:6:5" },
      { ...write, name: "clear_cache", ...ok("Remove every cached tile."), at: "src/tools/tools.ts:15:26" },
    ],
  ],
  // Gemini's FunctionDeclaration consts: the parameters' description where there is no description of its own.
  [
    "google-genai",
    [
      { ...unsaid, name: "setLight", ...ok("Set the brightness of a room light."), at: "src/lights.ts:5:16" },
      { ...unsaid, name: "controlLight", ...ok("Set the brightness and color temperature of a room light."), at: "src/lights.ts:14:18" },
      { ...unsaid, name: "beep", description: undefined, status: "missing", at: "src/lights.ts:19:35" },
    ],
  ],
  // MCP Apps: registerAppTool(server, name, config, handler).
  ["mcp-recall/apps", [{ ...read, name: "execute_dql", ...ok("Run a DQL statement and show the rows as a table."), at: "src/index.ts:10:40" }]],
  // LangChain tool definitions as plain objects (bindTools): { name, description, schema } and { name, description,
  // parameters }; a zod field map and a prompt are not.
  [
    "langchain-recall",
    [
      { ...unsaid, name: "generate_title", ...ok("Generate a concise title for the conversation."), at: "src/nodes.ts:9:16" },
      { ...unsaid, name: "get_person_details", ...ok("Get details about a person."), at: "src/nodes.ts:16:16" },
    ],
  ],
  // apps/notes depends on @repo/common (workspace:*), which depends on the SDK.
  ["mcp-recall/workspace", [{ ...unsaid, name: "notes_search", ...ok("Search the notes of an account."), at: "apps/notes/src/tools.ts:7:20" }]],
  // Workflow steps: the global defineComponent, or a plain default-exported component; Vue's defineComponent and
  // a default-exported object of another type are not actions.
  [
    "pipedream-recall",
    [
      { ...unsaid, name: "acme_initialize", ...ok("Build the API client configuration for the next steps."), at: "steps/initialize.js:3:16" },
      { ...unsaid, name: "acme_query_records", ...ok("Run a query against the records of an account."), at: "steps/query_records.js:4:16" },
    ],
  ],
  // resource.addOperation({ name, action, description }): the action text is the summary; the builder's own
  // run-time options are not declarations.
  ["n8n-recall", [{ ...unsaid, name: "Get", ...ok("Get a server"), at: "nodes/Hosting/resources/Server/operations/get.ts:6:13" }]],
  // An AI SDK tool set of plain objects (no tool() call); a map of schemas with descriptions is not.
  [
    "vercel-ai-recall",
    [
      { ...unsaid, name: "getWeather", ...ok("Get the current weather for a city."), at: "app/route.ts:11:22" },
      { ...unsaid, approval: true, name: "deleteFile", ...ok("Delete a file from the workspace."), at: "app/route.ts:16:22" },
    ],
  ],
];

describe("catalogue recall on production shapes", () => {
  it.each(CASES)("%s", (fixture, expected) => {
    expect(fixtureRows(fixture)).toEqual(expected);
  });
});
