// The langchain preset on a research agent (test/fixtures/langchain): tool(fn, { name, description, schema })
// from @langchain/core/tools and from "langchain", the options in a const, a factory building one tool per
// record type; new DynamicStructuredTool / new DynamicTool (also inside an arrow that takes a dependency);
// classes extending Tool / StructuredTool with `name = …` / `description = …` fields (hard-wrapped templates,
// `+`, a const, a type annotation, no name, no description) in .ts and .js. Near misses: a class that extends
// no tool class, and a `tool` imported from the project's own stub registry.
// Expectations follow the preset's spec (docs/frameworks.md) and docs/design.md, not the tool's output.
import { describe, expect, it } from "vitest";
import { fixtureRows, loadFixture, type Row } from "./run.js";

const unknown = { type: "action", kind: "unknown", approval: false } as const;
const ok = (description: string) => ({ description, status: "ok" }) as const;
const missing = { description: undefined, status: "missing" } as const;

const EXPECTED: Row[] = [
  // src/agent.ts: `tool` imported from "langchain" (v1).
  {
    ...unknown,
    name: "summarize_text",
    ...ok("Shorten a text to its first few sentences. Use it on long tool results before quoting them."),
    at: "src/agent.ts:16:18",
  },

  // src/tools/knowledge.ts. createKnowledgeBaseTool(store) returns a DynamicStructuredTool whose fields do not
  // use `store`: not a factory (docs/design.md#static-evaluation), one item, no instantiation site.
  {
    ...unknown,
    name: "search_knowledge_base",
    ...ok("Search the tenant's knowledge base and return the passages most similar to the query."),
    at: "src/tools/knowledge.ts:9:18",
  },
  {
    ...unknown,
    name: "current_date",
    ...ok("Returns today's date in ISO 8601 format. Input should be an empty string."),
    at: "src/tools/knowledge.ts:20:18",
  },
  { ...unknown, name: "random_uuid", ...ok(""), at: "src/tools/knowledge.ts:25:18" },
  { ...unknown, name: "random_number", ...ok("Generates a random number between two input numbers."), at: "src/tools/knowledge.ts:30:18" },

  // src/tools/legacy.js: JavaScript classes; no `name` field, so the class name.
  {
    ...unknown,
    name: "CurrentTimeTool",
    ...ok("Returns the current time in the given IANA time zone, for example Europe/Berlin. Input should be a time zone name."),
    at: "src/tools/legacy.js:6:5",
  },
  {
    ...unknown,
    name: "http_get",
    ...ok(
      "\n    Fetch a URL with an HTTP GET request and return the first 4000 characters of the body.\n    Input should be an absolute URL.",
    ),
    at: "src/tools/legacy.js:17:17",
  },
  // new DynamicTool without a description: located at `new`.
  { ...unknown, name: "echo", ...missing, at: "src/tools/legacy.js:27:25" },

  // src/tools/math.ts.
  {
    ...unknown,
    name: "multiply",
    ...ok("Multiply two numbers. Use it for exact arithmetic instead of doing the math yourself."),
    at: "src/tools/math.ts:10:18",
  },
  { ...unknown, name: "add", ...ok("Add two numbers."), at: "src/tools/math.ts:17:16" },
  // The options are a const: located where their description is written (the tool( call registers them).
  { ...unknown, name: "convert_units", ...ok("Convert a quantity between metric and imperial units."), at: "src/tools/math.ts:23:16" },
  // No description in the options: LangChain takes the schema's (`.describe("Round a number")`); located at the call.
  { ...unknown, name: "round_number", ...ok("Round a number"), at: "src/tools/math.ts:31:28" },

  // src/tools/records.ts: a real factory; one instance per call site, located at the template.
  {
    ...unknown,
    name: "get_customer",
    ...ok("Fetch one customer record from the CRM by its id."),
    at: "src/tools/records.ts:12:20",
    instantiatedAt: "src/tools/records.ts:18:28",
  },
  {
    ...unknown,
    name: "get_invoice",
    ...ok("Fetch one invoice record from the CRM by its id."),
    at: "src/tools/records.ts:12:20",
    instantiatedAt: "src/tools/records.ts:19:27",
  },

  // src/tools/search.ts: class fields, located at the field's initializer.
  {
    ...unknown,
    name: "web_search",
    ...ok("A search engine. Useful for when you need to answer questions about current events.\n  Input should be a search query."),
    at: "src/tools/search.ts:13:17",
  },
  {
    ...unknown,
    name: "wikipedia",
    ...ok(
      "A wrapper around Wikipedia. Useful for when you need to answer general questions about people, places, companies, facts, historical events, or other subjects. Input should be a search query.",
    ),
    at: "src/tools/search.ts:29:17",
  },
  // `description: string = "…" + "…" + "…"`.
  {
    ...unknown,
    name: "arxiv",
    ...ok(
      "Search arXiv for papers in physics, mathematics, computer science and related fields, returning the title, authors and abstract of the best matches. Input should be a search query.",
    ),
    at: "src/tools/search.ts:46:5",
  },
  // No description field: located at the class declaration, `export` included.
  { ...unknown, name: "semantic_scholar", ...missing, at: "src/tools/search.ts:59:1" },
];

describe("langchain preset (test/fixtures/langchain)", () => {
  it("is picked from package.json (@langchain/* and langchain), once", () => {
    expect(loadFixture("langchain").presets).toEqual([{ package: ".", presets: ["langchain"] }]);
  });

  it("finds tool(), Dynamic*Tool and tool classes, and not a plain class or another library's tool()", () => {
    expect(fixtureRows("langchain")).toEqual(EXPECTED);
  });

  it("builds the directory when the team cuts them (directory.cut)", () => {
    const project = loadFixture("langchain", { cut: true });
    expect(project.directories[0].lines.map((l) => l.text)).toEqual([
      "CurrentTimeTool: Returns the current time in the given IANA time zone, for example Europe/Berlin.",
      "add: Add two numbers.",
      // 180 characters in all, but the first sentence (148) fits.
      "arxiv: Search arXiv for papers in physics, mathematics, computer science and related fields, returning the title, authors and abstract of the best matches.",
      "convert_units: Convert a quantity between metric and imperial units.",
      "current_date: Returns today's date in ISO 8601 format.",
      "echo: ",
      "get_customer: Fetch one customer record from the CRM by its id.",
      "get_invoice: Fetch one invoice record from the CRM by its id.",
      "http_get: Fetch a URL with an HTTP GET request and return the first 4000 characters of the body.",
      "multiply: Multiply two numbers.",
      "random_number: Generates a random number between two input numbers.",
      "random_uuid: ",
      "round_number: Round a number",
      "search_knowledge_base: Search the tenant's knowledge base and return the passages most similar to the query.",
      "semantic_scholar: ",
      "summarize_text: Shorten a text to its first few sentences.",
      "web_search: A search engine.",
      "wikipedia: A wrapper around Wikipedia.",
    ]);
  });
});
