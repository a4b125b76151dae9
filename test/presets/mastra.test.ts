// The mastra preset on a support desk (test/fixtures/mastra): createTool({ id, description, … }) from
// "@mastra/core/tools" and from "@mastra/core", named by the key of the agent's `tools` that holds it (as Mastra
// sends it), by `id` when no agent is given it; requireApproval true and false; a `+` description
// over two lines; no description; a createTool returned by a function whose parameter only execute uses.
// Near misses: an Agent's name and description, and a createTool imported from the project.
import { describe, expect, it } from "vitest";
import type { PathMapping } from "../../src/resolve/modules.js";
import { catalogOf } from "../helpers/project.js";
import { fixtureRows, loadFixture, type Row } from "./run.js";

const read = { type: "action", kind: "unknown", approval: false } as const;
const approved = { type: "action", kind: "unknown", approval: true } as const;
const ok = (description: string) => ({ description, status: "ok" }) as const;

const EXPECTED: Row[] = [
  // src/mastra/tools/archive-tool.ts: given to no agent, named by its id.
  { ...read, name: "archive_order", ...ok("Archive a closed order so it leaves the open list."), at: "src/mastra/tools/archive-tool.ts:6:16" },
  // src/mastra/tools/order-tools.ts: named by the agent's keys (`tools: { lookupOrder, … }`), not by their ids.
  {
    ...read,
    name: "lookupOrder",
    ...ok("Look up an order by its ID. Use this before discussing refunds or shipping."),
    at: "src/mastra/tools/order-tools.ts:6:16",
  },
  // requireApproval: true.
  {
    ...approved,
    name: "submitRefund",
    ...ok("Submit a drafted refund to the payment provider. Refunds cannot be undone once submitted."),
    at: "src/mastra/tools/order-tools.ts:16:5",
  },
  { ...read, name: "draftRefund", ...ok("Create a refund draft for review; nothing is paid out."), at: "src/mastra/tools/order-tools.ts:25:16" },
  // src/mastra/tools/weather-tool.ts: from "@mastra/core"; no description, located at the createTool( call.
  { ...read, name: "weatherTool", description: undefined, status: "missing", at: "src/mastra/tools/weather-tool.ts:5:28" },
  // src/mastra/tools/workspace.ts: not a factory (the description does not use projectRoot); a template.
  {
    ...read,
    name: "view",
    ...ok("View file contents or a directory listing.\n      Paths are relative to the project root directory."),
    at: "src/mastra/tools/workspace.ts:8:18",
  },
];

describe("mastra preset (test/fixtures/mastra)", () => {
  it("is picked from package.json (@mastra/*)", () => {
    expect(loadFixture("mastra").presets).toEqual([{ package: ".", presets: ["mastra"] }]);
  });

  it("finds createTool from @mastra/core, named by the agent's key (else its id), and not an Agent or the project's createTool", () => {
    expect(fixtureRows("mastra")).toEqual(EXPECTED);
  });

  it("builds the directory: requireApproval shows", () => {
    expect(loadFixture("mastra").directories[0].lines.map((l) => l.text)).toEqual([
      "archive_order: Archive a closed order so it leaves the open list.",
      "draftRefund: Create a refund draft for review; nothing is paid out.",
      "lookupOrder: Look up an order by its ID. Use this before discussing refunds or shipping.",
      "submitRefund (needs approval): Submit a drafted refund to the payment provider. Refunds cannot be undone once submitted.",
      "view: View file contents or a directory listing. Paths are relative to the project root directory.",
      "weatherTool: ",
    ]);
  });
});

// An agent's file that declares no tool of its own (only `new Agent({ tools: { … } })`, the tools imported) is read
// for its tool set, so the tools are named by its keys; with `@mastra/*` mapped by the project's tsconfig to a folder
// of its own, the framework's imports still resolve to the package (nothing is written at the mapped path).
describe("mastra: an agent in a file of its own names the tools it is given", () => {
  const TOOL = `import { createTool } from "@mastra/core/tools";\nexport const checkStock = createTool({ id: "check-stock", description: "Check the stock of a product.", execute });\n`;
  const names = (agent: string, mapping?: PathMapping) =>
    catalogOf({ "src/mastra/tools/stock.ts": TOOL, "src/mastra/agents/stock-agent.ts": agent }, { presets: ["mastra"], mapping }).actions.map((a) => a.name);
  const ALIASES: PathMapping = { baseUrl: "/project", paths: [["@mastra/*", ["src/mastra/*"]]] };
  it.each<[string, string, PathMapping | undefined, string[]]>([
    ["the key of the agent's tools", `import { Agent } from "@mastra/core/agent";\nimport { checkStock } from "../tools/stock.js";\nexport const a = new Agent({ name: "A", tools: { stockTool: checkStock } });`, undefined, ["stockTool"]],
    ["a shorthand key", `import { Agent } from "@mastra/core/agent";\nimport { checkStock } from "../tools/stock.js";\nexport const a = new Agent({ name: "A", tools: { checkStock } });`, undefined, ["checkStock"]],
    ["`@mastra/*` mapped to the project's own folder", `import { Agent } from "@mastra/core/agent";\nimport { checkStock } from "../tools/stock.js";\nexport const a = new Agent({ name: "A", tools: { checkStock } });`, ALIASES, ["checkStock"]],
    // Near miss: a file that gives the tool to nothing names it by its id.
    ["near miss: no agent is given it", `import { checkStock } from "../tools/stock.js";\nexport const all = [checkStock];`, undefined, ["check-stock"]],
  ])("%s", (_title, agent, mapping, expected) => {
    expect(names(agent, mapping)).toEqual(expected);
  });
});
