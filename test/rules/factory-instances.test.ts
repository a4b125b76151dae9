// A diagnostic about a factory instance points at the declaration and names the call that made it.
import { describe, expect, it } from "vitest";
import { ALL_RULES } from "../../rules/index.js";
import { catalogOf, ROOT } from "../helpers/project.js";
import { runRule } from "./run.js";

const catalog = catalogOf({
  "src/factory.ts": `import { defineHandler } from "@kumiko/framework";
export function listOf(entity: string, description: string) {
  return defineHandler({ name: \`\${entity}.list\`, description });
}
`,
  "src/uses.ts": `import { listOf } from "./factory";
export const contacts = listOf("contact", "");
export const leads = listOf("lead", "List the leads.");
`,
});

describe("diagnostics on factory instances", () => {
  it("carry the call site as a related location", () => {
    const rule = ALL_RULES.find((r) => r.id === "missing-description")!;
    expect(runRule(rule, catalog)).toEqual([
      {
        messageId: "empty",
        data: { name: "contact.list", noun: "Action" },
        subject: { type: "action", name: "contact.list" },
        loc: { file: `${ROOT}/src/factory.ts`, line: 3, column: 50, endLine: 3, endColumn: 61 },
        related: [
          {
            file: `${ROOT}/src/uses.ts`,
            line: 2,
            column: 25,
            endLine: 2,
            endColumn: 46,
            message: '"contact.list" is made by this call of the factory',
          },
        ],
        // the stub fills the empty text (src/fix says it changes every instance of the factory)
        proposals: [expect.objectContaining({ kind: "text", start: 0, end: 0, text: "TODO: say what it does", mechanical: false })],
      },
    ]);
  });
});
