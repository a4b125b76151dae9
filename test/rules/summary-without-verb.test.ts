import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

import rule from "../../rules/summary-without-verb.js";
import type { Action, Catalog } from "../../src/types.js";
import { action, catalog, feature, loc } from "../helpers/catalog.js";
import { catalogOf } from "../helpers/project.js";
import { shape, type Expected } from "./expect.js";
import { runRule, runThroughEngine } from "./run.js";

const subject = (name: string) => ({ type: "action" as const, name });

/** One action per case, its description on line `line` at column 16 (as `  description: "…"` puts it). */
function one(name: string, description: string, line = 3, more: Partial<Action> = {}): Catalog {
  return catalog({ actions: [action(name, { description, loc: loc(line, 16), ...more })] });
}

/** The expectation for one flagged action on line 3, column 16. */
function noVerb(name: string, summary: string, suggestion: string, line = 3): Expected[] {
  return [{ messageId: "noVerb", data: { name, summary, suggestion }, subject: subject(name), line, column: 16 }];
}

const READ = "“Get …”, “List …”";

const invalid: Array<{ name: string; catalog: Catalog; expected: Expected[] }> = [
  {
    name: "a noun phrase whose action name names a verb",
    catalog: one("marketingRun.get", "Marketing run details."),
    expected: noVerb("marketingRun.get", "Marketing run details.", "“Get …”"),
  },
  {
    name: "a noun phrase with a determiner",
    catalog: one("dealer.contacts", "The contact list of the dealer."),
    expected: noVerb("dealer.contacts", "The contact list of the dealer.", READ),
  },
  {
    name: "an entity's description used as is",
    catalog: one("marketingRun.show", "A dealer's marketing run for one vehicle."),
    expected: noVerb("marketingRun.show", "A dealer's marketing run for one vehicle.", "“Show …”"),
  },
  {
    name: "a noun phrase on a write (the suggestion is a write's)",
    catalog: one("campaign.settings", "Campaign budget per channel.", 3, { kind: "write" }),
    expected: noVerb("campaign.settings", "Campaign budget per channel.", "“Create …”, “Update …”"),
  },
  {
    name: "a noun phrase followed by notes on how the action works",
    catalog: one(
      "fleetLoan.export",
      "Fleet loan details including archived entries. Amounts use the tenant's currency. Results are paginated, 50 per page.",
    ),
    expected: noVerb("fleetLoan.export", "Fleet loan details including archived entries.", "“Export …”"),
  },
  {
    name: "a noun phrase followed by instructions to the model",
    catalog: one("budget.get", "Budget details from the connected DMS. Use this before sending a mailing. See help.example.com for the fields."),
    expected: noVerb("budget.get", "Budget details from the connected DMS.", "“Get …”"),
  },
  {
    name: "a noun phrase that the cap cuts",
    catalog: one(
      "vehicle.inventory",
      "Vehicle inventory of a dealership with photos, prices, mileage, equipment, warranty terms, service history, registration papers and the sales notes of every salesperson.",
    ),
    expected: noVerb(
      "vehicle.inventory",
      "Vehicle inventory of a dealership with photos, prices, mileage, equipment, warranty terms, service history, registration papers and the sales notes of every…",
      READ,
    ),
  },
  {
    name: "a generated lower-case noun phrase",
    catalog: one("offerNote.get", "dealer offer note including its history"),
    expected: noVerb("offerNote.get", "dealer offer note including its history", "“Get …”"),
  },
  {
    name: "a name with no verb at all",
    catalog: one("weather", "Weather."),
    expected: noVerb("weather", "Weather.", READ),
  },
  {
    name: "a name whose verb the text does not use",
    catalog: one("get_weather", "Current weather for a city."),
    expected: noVerb("get_weather", "Current weather for a city.", "“Get …”"),
  },
  {
    name: "a noun phrase over two lines",
    catalog: one("order.history", "Order history\n  of a customer."),
    expected: noVerb("order.history", "Order history of a customer.", READ),
  },
  {
    name: "a placeholder",
    catalog: one("report.run", "TODO"),
    expected: noVerb("report.run", "TODO", "“Run …”"),
  },
  {
    name: "a statement with only a copula",
    catalog: one("sql_db_list_tables", "Input is an empty string, output is a comma-separated list of tables in the database."),
    expected: noVerb("sql_db_list_tables", "Input is an empty string, output is a comma-separated list of tables in the database.", "“List …”"),
  },
  {
    name: "a noun phrase with a list after a colon",
    catalog: one("campaign.stats", "Campaign statistics: opens, clicks and unsubscribes."),
    expected: noVerb("campaign.stats", "Campaign statistics: opens, clicks and unsubscribes.", READ),
  },
  {
    name: "a noun phrase with a relative clause",
    catalog: one("workshop.assign", "A dealer's premium workshop that a salesperson works on.", 3, { kind: "write" }),
    expected: noVerb("workshop.assign", "A dealer's premium workshop that a salesperson works on.", "“Assign …”"),
  },
  {
    name: "a factory instance (reported at the declaration)",
    catalog: catalog({
      actions: [action("vehicle.get", { description: "vehicle for one dealer", loc: loc(12, 18), instantiatedAt: loc(40, 1) })],
    }),
    expected: [{ messageId: "noVerb", data: { name: "vehicle.get", summary: "vehicle for one dealer", suggestion: "“Get …”" }, subject: subject("vehicle.get"), line: 12, column: 18 }],
  },
  // Real-style noun phrases and stand-ins from tool-calling SDK examples and MCP servers (sent whole).
  { name: "a label that ends in “tool”", catalog: one("zebra", "Zebra tool"), expected: noVerb("zebra", "Zebra tool", READ) },
  { name: "a stand-in", catalog: one("testTool", "description"), expected: noVerb("testTool", "description", "“Test …”") },
  { name: "a numbered stand-in", catalog: one("testTool1", "test tool 1"), expected: noVerb("testTool1", "test tool 1", "“Test …”") },
  { name: "a prepositional phrase alone", catalog: one("get_temp_data", "For a location"), expected: noVerb("get_temp_data", "For a location", "“Get …”") },
  {
    name: "a description of the input, not the action",
    catalog: one("Search", "A list of one or more search queries to find good resources to support the research."),
    expected: noVerb("Search", "A list of one or more search queries to find good resources to support the research.", "“Search …”"),
  },
  { name: "a nominalization", catalog: one("multiply_by_two", "Simple multiplication by two."), expected: noVerb("multiply_by_two", "Simple multiplication by two.", READ) },
  {
    name: "a tool noun followed by a warning",
    catalog: one("superpower_tool", "Administrative superpower tool - use with caution"),
    expected: noVerb("superpower_tool", "Administrative superpower tool - use with caution", READ),
  },
  { name: "a bare noun phrase (“Weather data.”)", catalog: one("current_conditions", "Weather data."), expected: noVerb("current_conditions", "Weather data.", READ) },
  { name: "a compound noun", catalog: one("profile", "User profile"), expected: noVerb("profile", "User profile", READ) },
  // Near the patterns that do say what an action does, but not one of them.
  { name: "a hyphenated participle", catalog: one("templates", "Pre-built templates for invoices."), expected: noVerb("templates", "Pre-built templates for invoices.", READ) },
  { name: "nouns joined by “or”", catalog: one("contact.fields", "Name, email or phone for the contact."), expected: noVerb("contact.fields", "Name, email or phone for the contact.", READ) },
  { name: "a relative clause with its own subject", catalog: one("listings", "The items that sellers list."), expected: noVerb("listings", "The items that sellers list.", READ) },
  { name: "a doer noun as a modifier", catalog: one("calc.history", "Calculator results of the last session."), expected: noVerb("calc.history", "Calculator results of the last session.", READ) },
  { name: "“Return of …”, a noun", catalog: one("returns.info", "Return of goods for an order."), expected: noVerb("returns.info", "Return of goods for an order.", READ) },
  {
    name: "input and output only, then an instruction with a gerund",
    catalog: one("sql_db_schema", "Input is a list of tables, output is their schema. Be sure that the tables exist by calling sql_db_list_tables first!"),
    expected: noVerb("sql_db_schema", "Input is a list of tables, output is their schema.", READ),
  },
  { name: "a gerund that is a noun", catalog: one("shipping.rules", "Rules for shipping."), expected: noVerb("shipping.rules", "Rules for shipping.", READ) },
  {
    name: "only the noun phrases, in catalog order",
    catalog: catalog({
      actions: [
        action("a.get", { description: "Account details.", loc: loc(2, 16) }),
        action("b.list", { description: "List the accounts.", loc: loc(9, 16) }),
        action("c.get", { description: "Contact details.", loc: loc(14, 16) }),
      ],
    }),
    expected: [
      { messageId: "noVerb", subject: subject("a.get"), line: 2, column: 16 },
      { messageId: "noVerb", subject: subject("c.get"), line: 14, column: 16 },
    ],
  },
];

const valid: Array<{ name: string; catalog: Catalog }> = [
  { name: "an imperative", catalog: one("campaign.create", "Create a campaign for one vehicle.") },
  { name: "third person", catalog: one("invoice.list", "Lists invoices for the current billing period.") },
  { name: '"This tool will …"', catalog: one("task.create", "This tool will create a new task in the selected project.") },
  { name: '"Use this to …"', catalog: one("order.lookup", "Use this to look up a customer's order history.") },
  { name: "a noun used as a verb", catalog: one("payment.record", "Record a payment against an open invoice.") },
  { name: '"Email …"', catalog: one("receipt.send", "Email the customer a copy of their receipt.") },
  { name: "a leading clause", catalog: one("contact.remove", "When a contact unsubscribes, removes them from every list.") },
  { name: '"Contact …" with an object', catalog: one("dealer.contact", "Contact the dealer about a vehicle listing.") },
  { name: "a noun-verb with a plural object", catalog: one("contacts.export", "Export contacts as a CSV file.") },
  {
    name: "a noun phrase whose verb follows in a later sentence (truncation-drops-verb's case)",
    catalog: one("marketingRun.get", "Marketing run details. Returns the run with its vehicles."),
  },
  {
    name: "a verb after a paragraph break",
    catalog: one("report.generate", "Weekly report of leads and sales\n\nGenerates the report for every rooftop."),
  },
  {
    name: "a LangChain-style description",
    catalog: one("google_search", "A wrapper around Google Search. Useful for when you need to answer questions about current events."),
  },
  { name: "a wrapper with a bare verb", catalog: one("records.dedupe", "Helps find duplicate records in a table.") },
  // Real descriptions that say what the tool does without a main-clause verb (tool-calling SDKs and MCP servers send
  // the description whole, so a later sentence counts too).
  { name: "a gerund after “tool for”", catalog: one("calculate", "A tool for evaluating mathematical expressions. Example expressions: '1.2 * (2 + 4.5)', '12.7 cm to inch'.") },
  { name: "“Frontend tool for …ing”", catalog: one("toggleTheme", "Frontend tool for toggling the theme of the app.") },
  { name: "“A tool for providing …”", catalog: one("answer", "A tool for providing the final answer.") },
  { name: "a hyphenated verb", catalog: one("refresh_mcp_tools", "Re-introspect all connected MCP servers so newly created tools appear in the sidebar. Call after rebuilding the dev server and waiting ~3-5 seconds.") },
  { name: "slashed verbs", catalog: one("focus_deal", "Select/focus a deal in the UI so its details are shown. Pure UI action.") },
  { name: "verbs in a list, one of them hyphenated", catalog: one("trigger_button", "Press, release, or press-and-release a Companion button by label or grid location.") },
  { name: "slashed verbs after a colon", catalog: one("get_app_logs", "App logs: monitor/debug/filter by dyno/process/source") },
  { name: "“can be called to …”", catalog: one("jokeSubjectGenerator", "can be called to generate a subject for a joke") },
  { name: "a relative clause after a tool noun", catalog: one("simple_tool", "A simple tool that returns a result") },
  { name: "a relative clause with an unlisted verb", catalog: one("fastApi", "A fast API that responds quickly") },
  { name: "a relative clause after a role", catalog: one("billing", "You are a billing agent that answers questions about billing.") },
  { name: "“tool to …”", catalog: one("secret", "A secret tool to tell the special number.") },
  { name: "a doer noun (a calculator calculates)", catalog: one("calculator", "A minimal calculator for basic arithmetic. Call it once per step.") },
  { name: "a verb naming the tool", catalog: one("ping", "A simple ping tool") },
  { name: "a verb used as a label in a later sentence", catalog: one("web_search_advanced_exa", "Advanced web search with full control over filters and dates. Returns: Search results with optional highlights.") },
  { name: "an adverb before the verb", catalog: one("truth", "always returns true") },
  { name: "an imperative the lexicon now knows", catalog: one("create", "Initiate S3 export") },
  { name: "“Echo …” with a clause after a semicolon", catalog: one("looseTool", "Echo input; be forgiving about typos") },
  { name: "“Return …” before a plural noun", catalog: one("lookup_project", "Return details about a project.") },
  { name: "a first-person clause (a verb, however little it says)", catalog: one("featureAction", "I don't do much...") },
  {
    name: "the tool as the subject of a verb the lexicon does not know",
    catalog: one("introspect_graphql_schema", "This tool introspects and returns the portion of the Shopify Admin API GraphQL schema relevant to the user prompt."),
  },
  { name: "“Count …” with a plural object", catalog: one("word-stats", "Count words and characters in a text, passing the text through") },
  { name: "no description", catalog: catalog({ actions: [action("contact.list")] }) },
  { name: "an empty description", catalog: one("contact.list", "") },
  { name: "a whitespace-only description", catalog: one("contact.list", " \n\t ") },
  {
    name: "an unresolved description",
    catalog: catalog({ actions: [action("contact.list", { descriptionStatus: "unresolved", unresolvedReason: "call of t()" })] }),
  },
  { name: "a feature with a noun-phrase description", catalog: catalog({ features: [feature("campaigns", { description: "Marketing campaigns." })] }) },
  // The reader reads English only: a text in another language gets no verdict, not "no verb".
  { name: "a German noun phrase (no verdict)", catalog: one("campaign.summary", "Übersicht der Kampagnen des Händlers.") },
  { name: "a Spanish noun phrase (no verdict)", catalog: one("campaign.summary", "Resumen de las campañas del concesionario.") },
  { name: "a French noun phrase (no verdict)", catalog: one("campaign.list", "Liste des campagnes du concessionnaire.") },
  { name: "a Russian description (no verdict)", catalog: one("campaign.create", "Создать кампанию для автомобиля.") },
];

describe("summary-without-verb", () => {
  it.each(invalid)("flags $name", ({ catalog, expected }) => {
    expect(shape(runRule(rule, catalog), expected)).toEqual(expected);
  });

  it.each(valid)("accepts $name", ({ catalog }) => {
    expect(runRule(rule, catalog)).toEqual([]);
  });

  it("reports each case as an info (its default: a suggestion) with the rule id, a filled message and the docs link", () => {
    for (const { catalog, expected } of invalid) {
      const { diagnostics, ruleErrors } = runThroughEngine(rule, catalog);
      expect(ruleErrors).toEqual([]);
      expect(diagnostics.map((d) => [d.ruleId, d.severity, d.subject, d.line, d.column])).toEqual(
        expected.map((e) => ["summary-without-verb", "info", e.subject, e.line, e.column]),
      );
      for (const d of diagnostics) {
        expect(d.message).not.toMatch(/\{\{|\}\}/);
        expect(d.message).toContain(d.subject.name);
        expect(d.docs).toMatch(/rules\/summary-without-verb\.md$/);
      }
    }
  });
});

describe("rules/summary-without-verb.md", () => {
  const doc = readFileSync(new URL("../../rules/summary-without-verb.md", import.meta.url), "utf8");
  /** The doc's examples are kumiko handlers and AI SDK tools. */
  const PRESETS = ["kumiko", "vercel-ai"];
  /** Every ```ts block under a heading, up to the next heading. */
  const examples = (heading: string) => {
    const section = new RegExp(`^## ${heading}\\n([\\s\\S]*?)(?=^## )`, "m").exec(doc)![1];
    return [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);
  };

  it("has Bad examples that the rule flags, read from source like any project", () => {
    expect(examples("Bad")).toHaveLength(2);
    for (const code of examples("Bad")) expect(runRule(rule, catalogOf({ "src/example.ts": code }, { presets: PRESETS })).map((r) => r.messageId)).toEqual(["noVerb"]);
  });

  it("has Good examples that it does not", () => {
    expect(examples("Good")).toHaveLength(2);
    for (const code of examples("Good")) expect(runRule(rule, catalogOf({ "src/example.ts": code }, { presets: PRESETS }))).toEqual([]);
  });

  it("quotes 1,000 characters of a summary as long as its description (a harness that sends it whole)", () => {
    const description = `The note ${"x ".repeat(5_000)}`;
    const [report] = runRule(rule, catalog({ actions: [action("notes.view", { description, preset: "mcp" })] }));
    expect(report.data?.summary).toBe(`${description.slice(0, 1_000)}… (10,008 characters)`);
  });
});
