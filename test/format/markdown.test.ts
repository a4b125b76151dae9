// `-f markdown` (src/format/markdown.ts): a summary for a CI job page or a pull request; what was checked, a table of
// errors and warnings, infos counted per rule; project text escaped so it cannot add a link, an image or HTML.
import { describe, expect, it } from "vitest";
import { markdown, markdownText, MARKDOWN_ROWS } from "../../src/format/markdown.js";
import { ctx, CWD, diag } from "./diagnostics.js";

describe("markdown", () => {
  it("a clean run says what was checked", () => {
    expect(markdown([], ctx)).toBe("## summarylint\n\n9 tools or actions in 3 files: no problems.\n");
  });

  it("errors and warnings in a table, infos counted per rule (most first)", () => {
    const out = markdown(
      [
        diag({ line: 3, column: 16, message: "Action has no description." }),
        diag({ line: 7, column: 2, severity: "warn", ruleId: "near-duplicate-summary", message: "Reads like \"b\"." }),
        diag({ severity: "info", ruleId: "summary-truncated" }),
        diag({ severity: "info", ruleId: "first-sentence-only" }),
        diag({ severity: "info", ruleId: "first-sentence-only" }),
      ],
      ctx,
    );
    expect(out).toBe(
      [
        "## summarylint",
        "",
        "9 tools or actions in 3 files: 1 error, 1 warning, 3 infos.",
        "",
        "| severity | rule | where | problem |",
        "| --- | --- | --- | --- |",
        "| error | `missing-description` | src/a.ts:3:16 | Action has no description. |",
        '| warning | `near-duplicate-summary` | src/a.ts:7:2 | Reads like "b". |',
        "",
        "Infos (not shown): `first-sentence-only` 2, `summary-truncated` 1.",
        "",
      ].join("\n"),
    );
  });

  it.each<[string, string, string]>([
    ["a link", "See [docs](https://evil.example)", "See \\[docs\\]\\(https://evil.example\\)"],
    ["an image", "![x](https://evil.example/p.png)", "\\!\\[x\\]\\(https://evil.example/p.png\\)"],
    ["HTML", '<img src=x onerror="alert(1)">', '&lt;img src=x onerror="alert\\(1\\)"&gt;'],
    ["a table cell's end and code", "a | b `c`", "a \\| b \\`c\\`"],
    ["emphasis and a heading", "# *bold* _it_ ~~s~~", "\\# \\*bold\\* \\_it\\_ \\~\\~s\\~\\~"],
    ["a line break and a control character", "one\n  two\u001b[2J", "one two\\\\u001B\\[2J"],
    ["an entity", "&lt;", "&amp;lt;"],
  ])("project text is shown as it is: %s", (_title, text, expected) => {
    expect(markdownText(text)).toBe(expected);
  });

  it(`shows at most ${MARKDOWN_ROWS} rows and counts the rest`, () => {
    const many = Array.from({ length: MARKDOWN_ROWS + 3 }, (_, i) => diag({ line: i + 1, file: `${CWD}/src/x.ts` }));
    const lines = markdown(many, ctx).split("\n");
    expect(lines.filter((l) => l.startsWith("| error |")).length).toBe(MARKDOWN_ROWS);
    expect(lines.at(-2)).toBe("3 more errors or warnings not shown here: the other formats carry every one.");
  });
});
