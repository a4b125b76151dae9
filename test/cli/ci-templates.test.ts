// The GitHub Action (action.yml, scripts/action-lint.sh) and the GitLab CI template (ci/summarylint.gitlab-ci.yml),
// run here as the runner would run their commands: the findings in the log, SARIF, the job summary, the exit code as
// a step output; and no input pasted into a script (an input that looks like a command stays an argument).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { buildCli, type BuiltCli } from "../helpers/built-cli.js";
import { IMPORT, handler, project } from "./run.js";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
let built: BuiltCli;

beforeAll(() => {
  built = buildCli();
}, 60_000);
afterAll(() => built?.remove());

interface Step {
  name: string;
  id?: string;
  run?: string;
  uses?: string;
  env?: Record<string, string>;
  if?: string;
}

const action = parse(fs.readFileSync(path.join(REPO, "action.yml"), "utf8")) as { runs: { using: string; steps: Step[] }; inputs: Record<string, unknown> };

/** Run scripts/action-lint.sh in `cwd` as the Lint step does; what it wrote to the step's files. */
function lintStep(cwd: string, args: string) {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), "runner-"));
  const summary = path.join(temp, "summary.md");
  const outputs = path.join(temp, "outputs");
  const env = { PATH: process.env.PATH, NO_COLOR: "1", GITHUB_ACTION_PATH: path.dirname(path.dirname(built.launcher)), RUNNER_TEMP: temp, GITHUB_STEP_SUMMARY: summary, GITHUB_OUTPUT: outputs, SUMMARYLINT_ARGS: args };
  const result = spawnSync("bash", [path.join(REPO, "scripts/action-lint.sh")], { cwd, env, encoding: "utf8" });
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "");
  const stepOutputs = Object.fromEntries(read(outputs).split("\n").filter(Boolean).map((line) => line.split(/=(.*)/s).slice(0, 2)));
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, summary: read(summary), outputs: stepOutputs as Record<string, string>, temp };
}

describe("action.yml", () => {
  it("is a composite action whose steps install, lint, upload SARIF and exit as summarylint did", () => {
    expect(action.runs.using).toBe("composite");
    expect(action.runs.steps.map((s) => s.name)).toEqual(["Install summarylint", "Lint", "Upload SARIF", "Exit as summarylint did"]);
    expect(action.runs.steps[2].uses).toMatch(/^github\/codeql-action\/upload-sarif@/);
    expect(Object.keys(action.inputs)).toEqual(["args", "working-directory", "sarif"]);
  });

  it("pastes no expression into a script: inputs and outputs reach the shell as environment variables", () => {
    for (const step of action.runs.steps) if (step.run !== undefined) expect([step.name, step.run.includes("${{")]).toEqual([step.name, false]);
  });

  it("the lint step: findings in the log, the job summary, SARIF and the exit code as outputs; the step itself passes", () => {
    const cwd = project({ "src/a.ts": IMPORT + handler("photo.delete") });
    const step = lintStep(cwd, "");
    expect(step.status).toBe(0);
    expect(step.stdout).toContain("missing-description");
    expect(step.outputs["exit-code"]).toBe("1");
    expect(step.outputs.sarif).toBe(path.join(step.temp, "summarylint/summarylint.sarif"));
    expect(JSON.parse(fs.readFileSync(step.outputs.sarif, "utf8")).runs[0].results.map((r: { ruleId: string }) => r.ruleId)).toEqual(["missing-description"]);
    expect(step.summary).toMatch(/^## summarylint\n\n1 tool or action in 1 file: 1 error\.\n\n\| severity \| rule \| where \| problem \|\n/);
  }, 30_000);

  it.each<[string, string, string]>([
    ["a clean project", "", "0"],
    ["--max-warnings given through args", "--max-warnings 0", "0"],
    ["a usage error", "--no-such-option", "2"],
  ])("the exit code output: %s", (_title, args, code) => {
    const cwd = project({ "src/a.ts": IMPORT + handler("photo.list", { description: "List the photos of the listing." }) });
    expect(lintStep(cwd, args).outputs["exit-code"]).toBe(code);
  }, 30_000);

  it("an argument that looks like a command is an argument, never run", () => {
    const cwd = project({ "src/a.ts": IMPORT + handler("photo.list", { description: "List the photos of the listing." }) });
    const marker = path.join(cwd, "pwned");
    const step = lintStep(cwd, `$(touch ${marker}) ; touch ${marker} *`);
    expect(fs.existsSync(marker)).toBe(false);
    expect(step.outputs["exit-code"]).toBe("2");
  }, 30_000);
});

describe("ci/summarylint.gitlab-ci.yml", () => {
  const template = parse(fs.readFileSync(path.join(REPO, "ci/summarylint.gitlab-ci.yml"), "utf8")) as Record<string, { script: string[]; artifacts: { reports: { codequality: string } } }>;

  it("its lint command writes the Code Quality report the artifact names", () => {
    const job = template[".summarylint"];
    const command = job.script.find((line) => line.includes("summarylint -f"))!;
    const cwd = project({ "src/a.ts": IMPORT + handler("photo.delete") });
    const args = command.replace("npx --no-install summarylint ", "").replace(" $SUMMARYLINT_ARGS", "").split(" ");
    const result = spawnSync(process.execPath, [built.launcher, ...args], { cwd, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
    expect(result.status).toBe(1);
    const report = JSON.parse(fs.readFileSync(path.join(cwd, job.artifacts.reports.codequality), "utf8")) as { check_name: string }[];
    expect(report.map((r) => r.check_name)).toEqual(["missing-description"]);
  }, 30_000);
});
