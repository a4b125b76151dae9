// CopilotKit frontend tools that a Python agent describes (resolve/python-agents.ts): a hook without a description,
// in a package with a documented Python function of the tool's name, is unresolved (the docstring is the description
// the model reads, in a language summarylint does not read), not missing. Every near miss stays missing.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { project, run } from "../cli/run.js";

const PACKAGE = JSON.stringify({ dependencies: { "@copilotkit/react-core": "1" } });
const PAGE = `import { useFrontendTool } from "@copilotkit/react-core/v2";
export function Page() {
  useFrontendTool({ name: "add_proverb", handler: async () => "ok" });
}
`;
const DOCUMENTED = `from llama_index.core import tool

def add_proverb(
    proverb: str,
) -> str:
    """Add a proverb to the list of proverbs."""
    return proverb
`;

/** [rule id, line, message] of each finding about the hook. */
async function findings(files: Record<string, string>): Promise<[string, number, string][]> {
  const cwd = project({ "package.json": PACKAGE, "src/app/page.tsx": PAGE, ...files });
  const { stdout } = await run(cwd, ["--format", "json"]);
  const results = JSON.parse(stdout).results as { ruleId: string; line: number; message: string }[];
  return results.map((r) => [r.ruleId, r.line, r.message]);
}

const MISSING: [string, number, string] = [
  "missing-description",
  3,
  'Tool "add_proverb" has no description: the model sees only its name. Add a description that starts with what it does.',
];

describe("a frontend tool described by a Python agent", () => {
  it("is unresolved, with the Python function's place, when the package documents a function of its name", async () => {
    expect(await findings({ "agent/src/agent.py": DOCUMENTED })).toEqual([
      [
        "unresolved-description",
        3,
        'The description of action "add_proverb" is the docstring of the Python function `add_proverb` (agent/src/agent.py:3), written in Python, which summarylint does not read: no rule checked it.',
      ],
    ]);
  });

  it.each([
    ["no Python at all", {}],
    ["a function of another name", { "agent/agent.py": DOCUMENTED.replace("def add_proverb", "def add_quote") }],
    ["a function without a docstring", { "agent/agent.py": "def add_proverb(proverb: str) -> str:\n    # adds it\n    return proverb\n" }],
    ["a name that only starts the same", { "agent/agent.py": DOCUMENTED.replace("def add_proverb", "def add_proverbs") }],
    ["the function in a virtual environment", { "agent/.venv/lib/agent.py": DOCUMENTED }],
  ])("stays missing: %s", async (_, files) => {
    expect(await findings(files)).toEqual([MISSING]);
  });

  it("stays missing: the function in another package of the repository (only the hook's package is searched)", async () => {
    const cwd = project({ "web/package.json": PACKAGE, "web/src/app/page.tsx": PAGE, "backend/package.json": "{}", "backend/agent.py": DOCUMENTED });
    const results = JSON.parse((await run(cwd, ["--format", "json"])).stdout).results as { ruleId: string; file: string }[];
    expect(results.map((r) => [r.ruleId, r.file])).toEqual([["missing-description", "web/src/app/page.tsx"]]);
  });

  it("a one-line docstring after comments and blank lines counts; a string that is not first does not", async () => {
    const documented = "async def add_proverb(p):\n\n    # note\n    'Add a proverb.'\n";
    expect((await findings({ "agent.py": documented }))[0][0]).toBe("unresolved-description");
    const assigned = "def add_proverb(p):\n    x = 'Add a proverb.'\n";
    expect(await findings({ "agent.py": assigned })).toEqual([MISSING]);
  });
});

describe("--cache and the Python agent", () => {
  it("a docstring removed since the last --cache run is seen: a run that read Python is never stored whole", async () => {
    const cwd = project({ "package.json": PACKAGE, "src/app/page.tsx": PAGE, "agent/agent.py": DOCUMENTED });
    const rules = async () => (JSON.parse((await run(cwd, ["--cache", "--format", "json"])).stdout).results as { ruleId: string }[]).map((r) => r.ruleId);
    expect(await rules()).toEqual(["unresolved-description"]);
    fs.writeFileSync(path.join(cwd, "agent/agent.py"), "def add_proverb(proverb: str) -> str:\n    return proverb\n");
    expect(await rules()).toEqual(["missing-description"]);
  });
});
