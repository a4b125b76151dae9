import { slashPath } from "../src/base/paths.js";
import { defineRule } from "../src/lint/rule.js";
import type { FileProblemKind } from "../src/types.js";

const MESSAGE_ID = {
  syntax: "syntax",
  template: "template",
  unreadable: "unreadable",
  binary: "binary",
  encoding: "encoding",
  "too-large": "tooLarge",
  "too-deep": "tooDeep",
  refused: "refused",
  "over-limit": "overLimit",
  "not-a-tool": "notATool",
} as const satisfies Record<FileProblemKind, string>;

export default defineRule({
  id: "unreadable-source",
  defaultSeverity: "warn",
  description: "Report source files that could not be read fully",
  options: {},
  messages: {
    syntax: "{{file}} has a syntax error: {{detail}}; declarations after it may be missed. Fix the syntax error.",
    template:
      "{{file}} looks like a template, not source code: the parser stopped at a template placeholder ({{detail}}), so declarations after it may be missed. Exclude it in the config, or give it a template's extension.",
    unreadable: "{{file}} could not be read ({{detail}}), so its declarations were not checked. Check that the file is readable, or exclude it.",
    binary: "{{file}} looks binary and was skipped. Exclude it in the config if it is not source code.",
    encoding: "{{file}} is not valid UTF-8 and was read as Latin-1, so descriptions in it may be garbled. Save it as UTF-8.",
    tooLarge: "{{file}} is too large ({{detail}}) and was skipped. Raise `maxFileSize` in the config, or exclude it.",
    refused: "{{file}} was not read: {{detail}}. Make it a regular file, or remove it.",
    overLimit: "{{file}} was not used: {{detail}}.",
    notATool: "{{file}}: {{detail}}, so that entry was not checked. MCP's Tool is an object with a string `name` and an optional string `description`.",
    tooDeep: "{{file}} nests too deeply: {{detail}}. Flatten that expression (name its parts as consts), or exclude the file if it declares nothing.",
  },
  check({ catalog, report }) {
    for (const problem of catalog.problems) {
      report({
        // A declaration may have been lost: an error whatever the configured severity, so the run cannot pass.
        ...(problem.lost && { fatal: true as const }),
        // A generator's template is no defect of the project's code: said one step milder.
        ...(problem.kind === "template" && !problem.lost && { milder: true as const }),
        messageId: MESSAGE_ID[problem.kind],
        data: { file: slashPath(catalog.root, problem.loc.file), detail: problem.detail },
        subject: { type: "file", name: problem.loc.file },
        loc: problem.loc,
      });
    }
  },
});
