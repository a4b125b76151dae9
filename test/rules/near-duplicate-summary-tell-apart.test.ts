// near-duplicate-summary reports only what a model cannot tell apart: pairs alike by their characters whose verb
// and words are the same too. Near misses the Dice score counts as alike must stay quiet; clusters are reported once.

import { describe, expect, it } from "vitest";

import rule from "../../rules/near-duplicate-summary.js";
import { summarizeCatalog } from "../../src/summarize/directory.js";
import { discriminatingWord, summaryWords } from "../../src/text/similarity/discriminate.js";
import { diceScore } from "../../src/text/similarity/similarity.js";
import { operativeVerb } from "../../src/text/verb/verbs.js";
import type { Action } from "../../src/types.js";
import { generateSummaries } from "../bench/near-duplicates.js";
import { action, catalog, FILE, loc } from "../helpers/catalog.js";
import { DEFAULT_SETTINGS, runRule, runThroughEngine } from "./run.js";

/** Each report as [messageId, subject, line, related lines of the alike actions]. */
function lint(actions: Action[]): Array<[string, string, number, number[]]> {
  return runRule(rule, catalog({ actions })).map((r) => [
    r.messageId,
    r.subject.name,
    r.loc.line,
    (r.related ?? []).filter((x) => x.message.endsWith("reads alike")).map((x) => x.line),
  ]);
}

/** Two actions, `a` on line 2 and `b` on line 7. */
const pair = (a: string, b: string) => [action("x.first", { description: a, line: 2 }), action("x.second", { description: b, line: 7 })];

const flagged: Array<{ name: string; a: string; b: string; messageId: string }> = [
  { name: "identical", a: "Look up an order by ID.", b: "Look up an order by ID.", messageId: "identical" },
  { name: "only a preposition apart", a: "Get the weather for a specific location", b: "Get the weather at a specific location", messageId: "alreadyAlike" },
  { name: "only the inflection of the verb apart", a: "Look up an order by ID.", b: "Looks up an order by ID.", messageId: "alreadyAlike" },
  { name: "only an article and a plural apart", a: "Approve the expense reports of the sales team and the support team.", b: "Approve an expense report of the sales team and the support team.", messageId: "alreadyAlike" },
  { name: "the same sentence, then a trailing stop", a: "Send an email to a recipient", b: "Send an email to a recipient.", messageId: "alreadyAlike" },
  {
    name: "links to one site, their paths apart",
    a: "Fetch the issue (docs: https://docs.acme.dev/api/issues/get-issue)",
    b: "Fetch the issue (docs: https://docs.acme.dev/api/issues/fetch-issue)",
    messageId: "alreadyAlike",
  },
  {
    name: "a cut made them alike: the same first sentence",
    a: "Export the contacts of the current view. Writes a CSV file.",
    b: "Export the contacts of the current view. Renders a PDF file.",
    messageId: "identicalAfterCut",
  },
  {
    name: "a cut made them alike: a plural apart in the first sentence",
    a: "Export the contacts of the current view. Writes a CSV file with one row per contact.",
    b: "Export the contact of the current view. Renders a vCard file for the address book.",
    messageId: "cutMadeAlike",
  },
  { name: "no verb in either, only a preposition apart", a: "The contact list of the dealer group and its branches.", b: "The contact list for the dealer group and its branches.", messageId: "alreadyAlike" },
];

const nearMisses: Array<{ name: string; a: string; b: string }> = [
  { name: "Get vs Update", a: "Get the validation status of the deployment.", b: "Update the validation status of the deployment." },
  { name: "Create vs Update (n8n-nodes-autotask)", a: "Create a configuration item category", b: "Update a configuration item category" },
  {
    name: "the same verb, another object",
    a: "List the issues of the organization, newest first, with their status and the assignee",
    b: "List the projects of the organization, newest first, with their status and the assignee",
  },
  { name: "differing numbers", a: "Get the weather forecast for day 1 of the trip.", b: "Get the weather forecast for day 2 of the trip." },
  { name: "differing identifiers", a: "tool_with_caps description", b: "tool_without_caps description" },
  { name: "one adds a word: Get vs Get many", a: "Get a notification history record", b: "Get many notification history records" },
  { name: "a negated form: posted vs unposted", a: "Get posted time entries", b: "Get unposted time entries" },
  { name: "the same words in another order", a: "Send the invoice reminder to the customer.", b: "Send the reminder invoice to the customer." },
  { name: "a direction: to vs from", a: "Copy the selected files to the shared bucket of the project.", b: "Copy the selected files from the shared bucket of the project." },
  {
    name: "boilerplate lifts the score (0.93), one word sets them apart",
    a: "Get the open tickets of the customer using the Acme Helpdesk REST API with the token of the signed-in agent",
    b: "Get the closed tickets of the customer using the Acme Helpdesk REST API with the token of the signed-in agent",
  },
];

describe("near-duplicate-summary: what a model cannot tell apart", () => {
  it.each(flagged)("flags a pair: $name", ({ a, b, messageId }) => {
    expect(lint(pair(a, b))).toEqual([[messageId, "x.second", 7, [2]]]);
  });

  it.each(nearMisses)("leaves a near miss: $name", ({ a, b }) => {
    // Alike by characters (the join returns the pair), told apart by a verb or a word.
    expect(diceScore(a, b)).toBeGreaterThanOrEqual(0.9);
    expect(lint(pair(a, b))).toEqual([]);
  });
});

describe("near-duplicate-summary: one name declared twice is one tool, not two a model must choose between", () => {
  it("leaves two declarations of one name with the same description (two entry points of one server, found on real code)", () => {
    const copies = [
      action("read_query", { description: "Execute a SELECT query", line: 2, loc: loc(2, 1, { file: "/project/index.ts" }) }),
      action("read_query", { description: "Execute a SELECT query", line: 7, loc: loc(7, 1, { file: "/project/src/handlers.ts" }) }),
    ];
    expect(lint(copies)).toEqual([]);
  });

  it("still reports another name beside them", () => {
    const actions = [
      action("read_query", { description: "Execute a SELECT query", loc: loc(2, 1, { file: `${FILE}` }) }),
      action("read_query", { description: "Execute a SELECT query", loc: loc(7, 1, { file: `${FILE}` }) }),
      action("run_select", { description: "Execute a SELECT query", loc: loc(12, 1, { file: `${FILE}` }) }),
    ];
    // Both copies read alike to it: the cluster names them.
    expect(lint(actions)).toEqual([["identical", "run_select", 12, [2, 7]]]);
  });
});

describe("near-duplicate-summary: a cluster of alike actions is reported once", () => {
  it("on its last member in source order, naming the others, related in source order", () => {
    const actions = [
      action("weather.b", { description: "Get the weather at a specific location", line: 9 }),
      action("weather.a", { description: "Get the weather for a specific location", line: 3 }),
      action("weather.c", { description: "Get the weather in a specific location", line: 15 }),
      action("deal.merge", { description: "Merge two deals.", line: 20 }),
      action("deal.combine", { description: "Merge two deals.", line: 24 }),
    ];
    const reports = runRule(rule, catalog({ actions }));
    expect(lint(actions)).toEqual([
      ["alreadyAlike", "weather.c", 15, [3, 9]],
      ["identical", "deal.combine", 24, [20]],
    ]);
    expect(reports[0].data).toMatchObject({ names: '"weather.c", "weather.a" and "weather.b"', others: 2 });
  });

  it("a chain (a alike b, b alike c) is one cluster, though a and c are not alike", () => {
    const [a, b, c] = ["Merge the two open deals of the customer.", "Merge the two open deals of a customer.", "Merges two open deals of a customer."];
    const actions = pair(a, b).concat(action("x.third", { description: c, line: 12 }));
    expect([diceScore(a, b), diceScore(b, c), diceScore(a, c)].map((x) => x >= 0.9)).toEqual([true, true, false]);
    expect(lint(actions)).toEqual([["alreadyAlike", "x.third", 12, [2, 7]]]);
  });

  it("a generated family of 30 identical actions: one report, five names and a count, ten related locations", () => {
    const actions = Array.from({ length: 30 }, (_, i) => action(`field.get${i}`, { description: "Get the value of the field.", line: i + 1 }));
    const reports = runRule(rule, catalog({ actions }));
    expect(reports).toHaveLength(1);
    expect(reports[0].subject).toEqual({ type: "action", name: "field.get29" });
    expect(reports[0].loc).toMatchObject({ file: FILE, line: 30, column: 1 });
    expect(reports[0].data).toMatchObject({
      name: "field.get29",
      other: "field.get0",
      names: '"field.get29", "field.get0", "field.get1", "field.get2", "field.get3", "field.get4" and 24 more',
      others: 29,
    });
    expect(reports[0].related!.map((r) => r.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("factory instances in a cluster bring their call sites", () => {
    const at = (line: number) => loc(line, 3, { file: "/project/src/tools.ts" });
    const actions = [1, 2, 3].map((n) => action(`tool${n}`, { description: "Read the file.", line: 4, instantiatedAt: at(10 + n) }));
    const [report] = runRule(rule, catalog({ actions }));
    expect(report.subject.name).toBe("tool3");
    expect(report.related!.map((r) => [r.line, r.message])).toEqual([
      [4, '"tool1" has the summary that reads alike'],
      [11, '"tool1" is made by this call of the factory'],
      [4, '"tool2" has the summary that reads alike'],
      [12, '"tool2" is made by this call of the factory'],
      [13, '"tool3" is made by this call of the factory'],
    ]);
  });

  it("copies of one action (same name, declaration and factory call) are one action", () => {
    const at = (line: number) => loc(line, 3, { file: "/project/src/handler.ts" });
    const copy = () => action("web_fetch", { description: "Read a webpage as markdown.", line: 4, instantiatedAt: at(96) });
    expect(lint([copy(), copy(), copy()])).toEqual([]);
    const alias = action("crawling", { description: "Read a webpage as markdown.", line: 4, instantiatedAt: at(102) });
    expect(lint([copy(), copy(), alias, copy()])).toEqual([["identical", "crawling", 4, [4]]]);
  });

  it("renders the names into the message", () => {
    const actions = [1, 2, 3].map((n) => action(`deal.merge${n}`, { description: "Merge two deals.", line: n }));
    const { diagnostics } = runThroughEngine(rule, catalog({ actions }));
    expect(diagnostics.map((d) => d.message)).toEqual([
      '"deal.merge3", "deal.merge1" and "deal.merge2" have the same description, so the model sees the same summary more than once and cannot tell which to call. Say in the first sentence of each, within the directory\'s cap (160 characters), what sets it apart, or merge them.',
    ]);
  });

  it("names a name several members share once, with its count (a toolkit made once per framework adapter)", () => {
    const at = (line: number) => loc(line, 3, { file: "/project/src/toolkit.ts" });
    const list = (n: number) => action("list_products", { description: "List products from the catalog.", line: 4, instantiatedAt: at(n) });
    const show = action("show_product", { description: "List products from the catalog.", line: 9, instantiatedAt: at(20) });
    const { diagnostics } = runThroughEngine(rule, catalog({ actions: [list(10), list(11), list(12), show] }));
    expect(diagnostics.map((d) => d.message.split(" have the same")[0])).toEqual(['"show_product" and "list_products" (3 times)']);
  });
});

// The rule searches with the exact candidate join and filters after it: on a generated app it reports exactly the
// clusters that comparing every pair, then filtering, gives.
describe("near-duplicate-summary against brute force", () => {
  const actions = generateSummaries(300, 77).map((description, i) => action(`a.n${i}`, { description, line: i + 1 }));
  const summaries = summarizeCatalog(catalog({ actions }), DEFAULT_SETTINGS);
  const texts = actions.map((a) => summaries.get(a)!.text);
  const verbs = actions.map((a, i) => operativeVerb(texts[i], a.name)?.lemma ?? null);
  // Every pair's score, once for both thresholds (diceScore is the slow part).
  const scores = texts.map((a, i) => texts.map((b, j) => (j > i && a.trim() !== "" && b.trim() !== "" ? diceScore(a, b) : 0)));

  /** Compare every pair, keep those a model cannot tell apart, join them into clusters. */
  function bruteForce(threshold: number) {
    const parent = actions.map((_, i) => i);
    const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i])));
    let alike = 0;
    for (let i = 0; i < actions.length; i++) {
      for (let j = i + 1; j < actions.length; j++) {
        if (scores[i][j] < threshold) continue;
        alike++;
        const apart = verbs[i] !== null && verbs[j] !== null && verbs[i] !== verbs[j];
        if (texts[i] !== texts[j] && (apart || discriminatingWord(summaryWords(texts[i]), summaryWords(texts[j])) !== null)) continue;
        parent[root(j)] = root(i);
      }
    }
    const clusters = new Map<number, number[]>();
    actions.forEach((_, i) => clusters.set(root(i), [...(clusters.get(root(i)) ?? []), i]));
    const reported = [...clusters.values()]
      .filter((members) => members.length > 1)
      .sort((x, y) => x[x.length - 1] - y[y.length - 1])
      .map((members) => [`a.n${members[members.length - 1]}`, members.length - 1, members.slice(0, -1).slice(0, 10).map((i) => i + 1)]);
    return { alike, reported };
  }

  it.each([0.9, 0.85])("300 generated summaries at %f: the same clusters as comparing every pair", (threshold) => {
    const { alike, reported } = bruteForce(threshold);
    expect(alike).toBeGreaterThan(reported.length);
    expect(reported.length).toBeGreaterThan(3);
    const reports = runRule(rule, catalog({ actions }), { threshold });
    expect(reports.map((r) => [r.subject.name, r.data!.others, (r.related ?? []).map((x) => x.line)])).toEqual(reported);
  });
});
