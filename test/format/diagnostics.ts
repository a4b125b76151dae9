// What the formatter tests format: one diagnostic with every field set (overridable), and a format context.
import type { FormatContext } from "../../src/format/formatter.js";
import type { Diagnostic } from "../../src/lint/diagnostic.js";

export const CWD = "/work/proj";

export const ctx: FormatContext = { cwd: CWD, color: false, tool: { name: "summarylint", version: "0.1.0" }, files: 3, actions: 9 };

/** A missing-description error at src/a.ts:1:1, with `docs` under `docsBase`, changed by `over`. */
export function diag(over: Partial<Diagnostic>, docsBase = "https://example.com"): Diagnostic {
  return {
    ruleId: "missing-description",
    severity: "error",
    message: "Add one.",
    file: `${CWD}/src/a.ts`,
    line: 1,
    column: 1,
    endLine: 1,
    endColumn: 2,
    subject: { type: "action", name: "contact.list" },
    docs: `${docsBase}/missing-description.md`,
    ...over,
  };
}
