// Config tooling on the command line: --rule, --print-config, `rules` with the project's severities,
// extends, and directives naming unknown rules, on throwaway projects.
import { describe, expect, it } from "vitest";
import { RULE_INFOS } from "../../rules/index.js";
import { at, brief, handler, IMPORT, parseJson, project, run } from "./run.js";

/** Two actions without a description (missing-description, an error by default), one in src/legacy. */
const FILES = {
  "src/a.ts": IMPORT + handler("photo.delete", { kind: "write" }),
  "src/legacy/b.ts": IMPORT + handler("photo.move", { kind: "write" }),
};
const OVERRIDE = 'overrides:\n  - files: "src/legacy/**"\n    rules: { missing-description: warn }\n';

const severities = (stdout: string): string[] => parseJson(stdout).results.map((r) => `${r.ruleId}:${r.severity}@${r.file}`);

describe("--rule", () => {
  it("sets a rule over the config and its overrides, as ESLint's", async () => {
    const dir = project({ ...FILES, ".summarylintrc.yaml": OVERRIDE });
    const before = await run(dir, ["-f", "json"]);
    expect(severities(before.stdout)).toEqual(["missing-description:error@src/a.ts", "missing-description:warn@src/legacy/b.ts"]);
    const after = await run(dir, ["-f", "json", "--rule", "missing-description: info"]);
    expect(severities(after.stdout)).toEqual(["missing-description:info@src/a.ts", "missing-description:info@src/legacy/b.ts"]);
    expect(after.code).toBe(0);
    expect(severities((await run(dir, ["-f", "json", "--rule", "missing-description: off"])).stdout)).toEqual([]);
  });

  it("takes [severity, {options}], and a later --rule keeps the options of an earlier one", async () => {
    const source = `${IMPORT}export const f = defineFeature({ name: "photos" });\n`;
    const dir = project({ "src/a.ts": source });
    const argv = ["-f", "json", "--rule", "missing-description: [warn, { features: true }]", "--rule", "missing-description: error"];
    const result = await run(dir, argv);
    expect(parseJson(result.stdout).results.map(brief)).toEqual([
      { ruleId: "missing-description", messageId: "missingFeature", file: "src/a.ts", ...at(source, "defineFeature("), subject: "feature:photos" },
    ]);
    expect(severities(result.stdout)).toEqual(["missing-description:error@src/a.ts"]);
  });

  it.each([
    ["missing-descripton: warn", 'summarylint: --rule "missing-descripton: warn": unknown rule "missing-descripton" (did you mean "missing-description"?)\n'],
    ["missing-description: warning", 'summarylint: --rule "missing-description: warning": "warning" is not a severity for rule "missing-description" (did you mean "warn"?); use off, info, warn or error\n'],
    ["missing-description: [warn, { feature: true }]", 'summarylint: --rule "missing-description: [warn, { feature: true }]": unknown option "feature" for rule "missing-description" (did you mean "features"?)\n'],
    ["missing-description", "summarylint: --rule \"missing-description\": write it as 'rule-id: severity' or 'rule-id: [severity, {options}]'\n"],
    ["missing-description: [warn", "summarylint: --rule \"missing-description: [warn\": write it as 'rule-id: severity' or 'rule-id: [severity, {options}]'\n"],
  ])("refuses %j with exit 2", async (value, stderr) => {
    expect(await run(project(FILES), ["--rule", value])).toEqual({ code: 2, stdout: "", stderr });
  });
});

describe("--print-config", () => {
  it("prints the settings of one file: the overrides that match it, and --rule over all", async () => {
    const dir = project({ ...FILES, ".summarylintrc.yaml": `presets: [kumiko]\n${OVERRIDE}` });
    const legacy = await run(dir, ["--print-config", "src/legacy/b.ts"]);
    expect(legacy.code).toBe(0);
    const printed = JSON.parse(legacy.stdout) as { presets: string[]; file: string; rules: Record<string, unknown[]> };
    expect(printed.presets).toEqual(["kumiko"]);
    expect(printed.file).toBe("src/legacy/b.ts");
    expect(Object.keys(printed.rules)).toEqual(RULE_INFOS.map((r) => r.id));
    expect(printed.rules["missing-description"]).toEqual(["warn", { features: false, entities: false, triggers: false, modules: true }]);
    expect(printed.rules["summary-truncated"]).toEqual(["info"]);
    const other = JSON.parse((await run(dir, ["--print-config", "src/a.ts"])).stdout) as typeof printed;
    expect(other.rules["missing-description"][0]).toBe("error");
    const ruled = JSON.parse((await run(dir, ["--print-config", "src/legacy/b.ts", "--rule", "missing-description: off"])).stdout) as typeof printed;
    expect(ruled.rules["missing-description"][0]).toBe("off");
  });

  it("takes no paths to lint", async () => {
    expect(await run(project(FILES), ["--print-config", "src/a.ts", "src"])).toEqual({
      code: 2,
      stdout: "",
      stderr: "summarylint: --print-config takes one file; the paths src would not be linted\n",
    });
  });
});

describe("rules shows the project's severities", () => {
  it("text: the configured severity, with the default beside it, and options set", async () => {
    const config = "rules:\n  summary-truncated: error\n  near-duplicate-summary: [warn, { threshold: 0.8 }]\n" + OVERRIDE;
    const { code, stdout, stderr } = await run(project({ ".summarylintrc.yaml": config }), ["rules"]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    expect(stdout).toMatch(/^summary-truncated +error +\S.*\n +\S+summary-truncated\.md {2}\(default info\)$/m);
    expect(stdout).toMatch(/^missing-description +error +\S.*\n +\S+missing-description\.md {2}\(overrides set it for some files\)$/m);
    expect(stdout).toMatch(/option threshold \(number, default 0\.9, set to 0\.8\)/);
  });

  it("json: severity and option values beside the defaults", async () => {
    const { stdout } = await run(project({ ".summarylintrc.yaml": "rules: { summary-truncated: off }\n" }), ["rules", "-f", "json"]);
    const rules = parseJson<{ id: string; severity: string; defaultSeverity: string; optionValues: object; overrides: number }[]>(stdout);
    expect(rules.find((r) => r.id === "summary-truncated")).toMatchObject({ severity: "off", defaultSeverity: "info", optionValues: {}, overrides: 0 });
    expect(rules.find((r) => r.id === "missing-description")).toMatchObject({ severity: "error", optionValues: { features: false } });
  });

  it("a broken config: the defaults, and the problem on stderr", async () => {
    const result = await run(project({ ".summarylintrc.yaml": "rulez: {}\n" }), ["rules"]);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('summarylint: .summarylintrc.yaml:1:1: unknown key "rulez" (did you mean "rules"?); listing the default severities\n');
    expect(result.stdout).toMatch(/^summary-truncated +info /m);
  });
});

describe("extends on the command line", () => {
  it("lints with a shareable config from node_modules", async () => {
    const dir = project({
      ...FILES,
      "node_modules/@acme/summarylint-config/package.json": JSON.stringify({ name: "@acme/summarylint-config", exports: "./config.yaml" }),
      "node_modules/@acme/summarylint-config/config.yaml": "rules: { missing-description: warn }\n",
      ".summarylintrc.yaml": "extends: '@acme/summarylint-config'\n",
    });
    const result = await run(dir, ["-f", "json"]);
    expect(severities(result.stdout)).toEqual(["missing-description:warn@src/a.ts", "missing-description:warn@src/legacy/b.ts"]);
    expect(result.code).toBe(0);
  });
});

describe("directives naming unknown rules", () => {
  it("are reported as unknown, with the nearest rule id", async () => {
    const source = `${IMPORT}// summarylint-disable-next-line missing-descripton -- legacy\n${handler("photo.delete", { kind: "write" })}`;
    const result = await run(project({ "src/a.ts": source }), ["-f", "json"]);
    const results = parseJson(result.stdout).results;
    expect(results.map(brief)).toEqual([
      { ruleId: "unused-directive", messageId: "unknownRule", file: "src/a.ts", ...at(source, "// summarylint-disable"), subject: "file:src/a.ts" },
      { ruleId: "missing-description", messageId: "missing", file: "src/a.ts", ...at(source, "defineHandler("), subject: "action:photo.delete" },
    ]);
    expect(results[0].message).toContain('Unknown rule "missing-descripton" in summarylint-disable-next-line directive (did you mean "missing-description"?)');
  });
});
