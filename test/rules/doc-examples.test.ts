// Every rule doc's Bad example triggers its rule and its Good example does not, through the whole pipeline
// (extract, resolve, summarize, rules, directives), as a user would run it on a one-file project (with the config the
// example carries, for a rule that is off by default).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.js";
import { ALL_RULES, RULE_INFOS } from "../../rules/index.js";
import { lintProject, loadProject } from "../../src/project.js";

const RULES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../rules");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "summarylint-docs-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A doc example: a ```ts block (written to src/example.ts), or a ```md block whose first line names its path. */
interface Example {
  file: string;
  text: string;
  /**
   * The config it runs with: a ```yaml block of the section whose first line is `# .summarylintrc.yaml`. A rule
   * that is off by default needs one in both examples, or its Good example would pass for want of running.
   */
  config?: string;
}

function example(doc: string, heading: "Bad" | "Good"): Example {
  const body = new RegExp(`^## ${heading}\\n([\\s\\S]*?)(?=^## |$(?![\\s\\S]))`, "m").exec(doc)?.[1] ?? "";
  const yaml = /^```yaml\n# \.summarylintrc\.yaml\n([\s\S]*?)^```/m.exec(body);
  const config = yaml ? { config: yaml[1] } : {};
  const md = /^```md\n<!-- (\S+) -->\n([\s\S]*?)^```/m.exec(body);
  if (md) return { file: md[1], text: md[2], ...config };
  const ts = /^```ts\n([\s\S]*?)^```/m.exec(body);
  if (!ts) throw new Error(`no ${heading} example`);
  return { file: "src/example.ts", text: ts[1], ...config };
}

async function ruleIdsFor({ file, text, config }: Example, name: string): Promise<string[]> {
  const dir = path.join(tmp, name);
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
  if (config !== undefined) fs.writeFileSync(path.join(dir, ".summarylintrc.yaml"), config);
  const project = loadProject(loadConfig({ cwd: dir, rules: RULE_INFOS }));
  return lintProject(project, ALL_RULES).diagnostics.map((d) => d.ruleId);
}

describe.each(RULE_INFOS.map((r) => [r.id]))("rules/%s.md", (id) => {
  const doc = fs.readFileSync(path.join(RULES_DIR, `${id}.md`), "utf8");
  it("Bad example triggers the rule", async () => {
    expect(await ruleIdsFor(example(doc, "Bad"), `${id}-bad`)).toContain(id);
  });
  it("Good example does not", async () => {
    expect(await ruleIdsFor(example(doc, "Good"), `${id}-good`)).not.toContain(id);
  });
  // Only for a rule that is off by default (a test for every other rule would only be skipped).
  if (RULE_INFOS.find((r) => r.id === id)!.defaultSeverity === "off") {
    it("being off by default, both examples turn it on in their config", () => {
      for (const heading of ["Bad", "Good"] as const) expect(example(doc, heading).config).toMatch(new RegExp(`^  ${id}: \\[?(info|warn|error)\\b`, "m"));
    });
  }
});
