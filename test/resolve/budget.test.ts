// Evaluator bombs (docs/design.md#hostile-input, reproduced from a hostile-input report): a literal's property read
// twice by the next literal, 40 deep, was evaluated 2^40 times (a hang); a const doubling its text 30 times died with
// "Invalid string length" and the whole run was lost. Property values are evaluated once per instance; text longer than
// MAX_TEXT is not built; an item's evaluation stops after MAX_STEPS. The description over budget is unresolved, with
// the reason, and the other declarations of the file are still read.
import { describe, expect, it } from "vitest";
import { fileShare, MAX_PROJECT_STEPS, MAX_STEPS } from "../../src/resolve/budget.js";
import { MAX_TEXT } from "../../src/resolve/values.js";
import { sized } from "../helpers/heavy.js";
import { catalogOf } from "../helpers/project.js";

const H = `import { defineHandler } from "@kumiko/framework";\n`;

function chain(count: number, link: (i: number) => string): string {
  return Array.from({ length: count }, (_, i) => link(i + 1)).join("\n");
}

function resolved(prelude: string, expr: string): [string, string | undefined, string, string | undefined][] {
  const catalog = catalogOf({
    "src/a.ts": `${H}${prelude}\nexport const bomb = defineHandler({ name: "bomb", description: ${expr} });\nexport const fine = defineHandler({ name: "fine", description: "List the items." });\n`,
  });
  return catalog.actions.map((a) => [a.name, a.description, a.descriptionStatus, a.unresolvedReason]);
}

describe("evaluation budgets", () => {
  it("a property read twice by each of 40 literals: evaluated once each, the text too long to build", () => {
    const prelude = `const o0 = { v: "ab" };\n${chain(40, (i) => `const o${i} = { v: o${i - 1}.v + o${i - 1}.v };`)}`;
    expect(resolved(prelude, "o40.v")).toEqual([
      ["bomb", undefined, "unresolved", `the text grows past ${MAX_TEXT.toLocaleString("en-US")} characters`],
      ["fine", "List the items.", "ok", undefined],
    ]);
  });

  it("a const doubling its text 30 times: unresolved, not a crash", () => {
    const prelude = `const a0 = "ab";\n${chain(30, (i) => `const a${i} = a${i - 1} + a${i - 1};`)}`;
    expect(resolved(prelude, "a30")).toEqual([
      ["bomb", undefined, "unresolved", `the text grows past ${MAX_TEXT.toLocaleString("en-US")} characters`],
      ["fine", "List the items.", "ok", undefined],
    ]);
  });

  it("an array item and a property read twice by each of 40 literals, the text not growing: evaluated once each", () => {
    const prelude = `const l0 = ["List the items."];\n${chain(40, (i) => `const l${i} = [l${i - 1}[0] ? l${i - 1}[0] : l${i - 1}[0]];`)}`;
    expect(resolved(prelude, "l40[0]")).toEqual([
      ["bomb", "List the items.", "ok", undefined],
      ["fine", "List the items.", "ok", undefined],
    ]);
    const objects = `const o0 = { v: "List the items." };\n${chain(40, (i) => `const o${i} = { v: o${i - 1}.v ? o${i - 1}.v : o${i - 1}.v };`)}`;
    expect(resolved(objects, "o40.v")[0]).toEqual(["bomb", "List the items.", "ok", undefined]);
  });

  it("a function calling the one before it twice, 40 deep: stopped by the call depth, not a hang", () => {
    const prelude = `const f0 = (x: string) => x;\n${chain(40, (i) => `const f${i} = (x: string) => f${i - 1}(x) ? f${i - 1}(x) : "";`)}`;
    const [[name, description, status, reason]] = resolved(prelude, `f40("List the items.")`);
    expect([name, description, status, reason]).toEqual(["bomb", undefined, "unresolved", "a call of `f28()` nested too deeply"]);
  });

  it("near miss: text just under the limit is built and checked", () => {
    // 2^18 characters = 262,144: doubled 17 times from two characters.
    const prelude = `const a0 = "ab";\n${chain(17, (i) => `const a${i} = a${i - 1} + a${i - 1};`)}`;
    const [[, description, status]] = resolved(prelude, "a17");
    expect([description?.length, status]).toEqual([262_144, "ok"]);
  });
});

// Each item has its own budget, and each file its part of the project's: a description that takes a million steps,
// in a factory called from 2,000 sites, was two billion steps (minutes) before the project's budget. Past the file's
// part, what is left is unresolved with that reason. The largest project of the ecosystem check takes under 100,000.
// The project here has ten files, so the heavy one's part is a tenth of the project's (2,000,000 steps, two items'
// worth, a few seconds); `npm run test:heavy` runs it alone in its project, with the whole 20,000,000.
describe("a file's part of the project's evaluation budget", () => {
  const files = sized(10, 1);
  it(`a heavy description at 2,000 call sites, in a project of ${files === 1 ? "one file" : `${files} files`}: the first sites over their own budget, the rest over their file's`, { timeout: 60_000 }, () => {
    const helpers = chain(11, (i) => `const g${i} = (x: string) => g${i - 1}(x) + g${i - 1}(x) + g${i - 1}(x) + g${i - 1}(x);`);
    const sites = Array.from({ length: 2000 }, (_, i) => `make("a${i}");`).join("\n");
    const others = Object.fromEntries(Array.from({ length: files - 1 }, (_, i) => [`src/other${i}.ts`, `export const n${i} = ${i};\n`]));
    const catalog = catalogOf({
      "src/a.ts": `${H}const g0 = (x: string) => x;\n${helpers}\nexport const make = (n: string) => defineHandler({ name: n, description: "Get " + g11(n) });\n${sites}\n`,
      ...others,
    });
    const reasons = new Map<string, number>();
    for (const a of catalog.actions) reasons.set(`${a.descriptionStatus}: ${a.unresolvedReason}`, (reasons.get(`${a.descriptionStatus}: ${a.unresolvedReason}`) ?? 0) + 1);
    const share = fileShare(files);
    expect(share).toBe(MAX_PROJECT_STEPS / files);
    const spent = `the file whose code makes it has spent its ${share.toLocaleString("en-US")}-step part of the evaluation budget`;
    expect([...reasons]).toEqual([
      [`unresolved: evaluating it takes more than ${MAX_STEPS.toLocaleString("en-US")} steps`, share / MAX_STEPS - 1],
      // the next runs out of its file's part in a call of the innermost helper
      [`unresolved: a call of \`g0()\`: ${spent}`, 1],
      [`unresolved: ${spent}`, 2000 - (share / MAX_STEPS - 1) - 1],
    ]);
  });
});
