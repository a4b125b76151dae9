// A factory called from thousands of sites with one description: 1,000 sites gave 499,500 near-duplicate warnings
// and a crash; with every call site expanded (test/hostile/limits.test.ts), 20,000 sites ran out of memory listing
// 200 million pairs. Lines of one text are one group of the join and one cluster, reported once.
import { describe, expect, it } from "vitest";
import { project, run, type JsonOutput } from "../cli/run.js";
import { sized } from "../helpers/heavy.js";

function factory(sites: number, names: (i: number) => string): string {
  let source = `import { defineHandler } from "@kumiko/framework";
export const make = (n: string) => defineHandler({ name: n, description: "Get the record for the team and return it." });
`;
  for (let i = 0; i < sites; i++) source += `make("${names(i)}");\n`;
  return source;
}

// 5,000 sites in `npm test` (12.5 million pairs, were each reported); 20,000 in `npm run test:heavy`, the size that ran
// out of memory.
const SITES = sized(5_000, 20_000);

describe("one text shared by thousands of actions is one cluster", () => {
  it(`${SITES.toLocaleString("en")} sites of one factory: one near-duplicate finding (an error: the same line) naming the others`, { timeout: 120_000 }, async () => {
    const result = await run(project({ "src/a.ts": factory(SITES, (i) => `a${i}`) }), ["--format", "json"]);
    const output = JSON.parse(result.stdout) as JsonOutput;
    const nearDuplicates = output.results.filter((r) => r.ruleId === "near-duplicate-summary");
    const last = `a${SITES - 1}`;
    expect([result.code, output.summary.actions, nearDuplicates.length, nearDuplicates[0]?.subject.name, nearDuplicates[0]?.line]).toEqual([1, SITES, 1, last, 2]);
    expect(nearDuplicates[0].message.startsWith(`"${last}", "a0", "a1", "a2", "a3", "a4" and ${SITES - 6} more have the same description`)).toBe(true);
  });

  it("near miss: 5,000 sites that all make one name are one tool declared again, not a pair", { timeout: 120_000 }, async () => {
    const result = await run(project({ "src/a.ts": factory(5_000, () => "same") }), ["--format", "json"]);
    const output = JSON.parse(result.stdout) as JsonOutput;
    expect(output.results.filter((r) => r.ruleId === "near-duplicate-summary")).toEqual([]);
  });
});
