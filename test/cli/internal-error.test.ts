// A bug in summarylint itself (a rule that throws, a stage that crashes) is exit 2 with a one-line reason and a
// hint, never a stack trace unless --debug (docs/design.md#command-line). The registry and the pipeline are replaced by
// mocks here, since no project input can make a shipped rule throw.
import { describe, expect, it, vi } from "vitest";
import { defineRule } from "../../src/lint/rule.js";
import { handler, IMPORT, parseJson, project, run } from "./run.js";

const state = vi.hoisted(() => ({ loadFails: false }));

vi.mock("../../rules/index.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../rules/index.js")>();
  const broken = defineRule({
    id: "broken-rule",
    defaultSeverity: "error",
    description: "Always throw",
    options: {},
    messages: {},
    check() {
      throw new TypeError("cannot read properties of undefined (reading 'text')");
    },
  });
  return { ...original, ALL_RULES: [...original.ALL_RULES, broken], RULE_INFOS: [...original.RULE_INFOS, broken] };
});

vi.mock("../../src/project.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/project.js")>();
  return {
    ...original,
    loadProject: (...args: Parameters<typeof original.loadProject>) => {
      if (state.loadFails) throw new RangeError("Maximum call stack size exceeded");
      return original.loadProject(...args);
    },
  };
});

const MISSING = IMPORT + handler("photo.delete");

describe("a rule that throws", () => {
  it("exit 2; the other rules' results are still printed; a one-line reason and a hint on stderr", async () => {
    const { code, stdout, stderr } = await run(project({ "src/a.ts": MISSING }), ["-f", "json"]);
    expect(code).toBe(2);
    expect(parseJson(stdout).results.map((r) => r.ruleId)).toEqual(["missing-description"]);
    expect(stderr).toBe(
      "summarylint: internal error in rule broken-rule: cannot read properties of undefined (reading 'text')\n" +
        "Run again with --debug for the stack trace, and please report it.\n",
    );
  });

  it("exit 2 even when nothing else is wrong", async () => {
    const { code } = await run(project({ "src/a.ts": IMPORT + handler("a.get", { description: "Fetch a." }) }), []);
    expect(code).toBe(2);
  });

  it("--debug adds the stack", async () => {
    const { code, stderr } = await run(project({ "src/a.ts": MISSING }), ["--debug"]);
    expect(code).toBe(2);
    expect(stderr.split("\n")[0]).toBe("summarylint: internal error in rule broken-rule: cannot read properties of undefined (reading 'text')");
    expect(stderr).toMatch(/\n\s+at /);
    expect(stderr).not.toContain("Run again with --debug");
  });
});

describe("a stage that crashes", () => {
  it("exit 2, nothing on stdout, the reason and a hint on stderr; --debug adds the stack", async () => {
    state.loadFails = true;
    try {
      const dir = project({ "src/a.ts": MISSING });
      expect(await run(dir, ["-f", "json"])).toEqual({
        code: 2,
        stdout: "",
        stderr: "summarylint: internal error: Maximum call stack size exceeded\nRun again with --debug for the stack trace, and please report it.\n",
      });
      const debug = await run(dir, ["directory", "--debug"]);
      expect(debug.code).toBe(2);
      expect(debug.stdout).toBe("");
      expect(debug.stderr).toMatch(/^summarylint: internal error: Maximum call stack size exceeded\nRangeError: Maximum call stack size exceeded\n\s+at /);
    } finally {
      state.loadFails = false;
    }
  });
});
