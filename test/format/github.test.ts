// `-f github`: workflow commands GitHub Actions turns into annotations, and the escaping that keeps a message
// from ending or splitting its command.
import { describe, expect, it } from "vitest";

import type { FormatContext } from "../../src/format/formatter.js";
import { escapeData, escapeProperty, github } from "../../src/format/github.js";
import type { Diagnostic } from "../../src/lint/diagnostic.js";

const ctx: FormatContext = { cwd: "/work/proj", color: false, tool: { name: "summarylint", version: "0.1.0" }, files: 3, actions: 9 };

function diag(over: Partial<Diagnostic>): Diagnostic {
  return {
    ruleId: "missing-description",
    severity: "error",
    message: "Add one.",
    file: "/work/proj/src/a.ts",
    line: 3,
    column: 16,
    endLine: 3,
    endColumn: 18,
    subject: { type: "action", name: "photo.delete" },
    docs: "https://example.com/missing-description.md",
    ...over,
  };
}

describe("escaping", () => {
  // [input, as message data, as a property value]
  const table: [string, string, string][] = [
    ["plain text", "plain text", "plain text"],
    ["100% sure", "100%25 sure", "100%25 sure"],
    ["line\nbreak", "line%0Abreak", "line%0Abreak"],
    ["windows\r\nbreak", "windows%0D%0Abreak", "windows%0D%0Abreak"],
    ["already %0A escaped", "already %250A escaped", "already %250A escaped"],
    ["a: b, c", "a: b, c", "a%3A b%2C c"],
    ["::error file=x::y", "::error file=x::y", "%3A%3Aerror file=x%3A%3Ay"],
    ["src/a,b:c.ts", "src/a,b:c.ts", "src/a%2Cb%3Ac.ts"],
    ["%3A", "%253A", "%253A"],
    // other control characters, which the runner would print as they are, as the text formats write them
    ["red\u001b[31m", "red\\u001B[31m", "red\\u001B[31m"],
    ["bell\u0007 tab\t", "bell\\u0007 tab\\t", "bell\\u0007 tab\\t"],
    ["a\u2028b\u2029c", "a\\u2028b\\u2029c", "a\\u2028b\\u2029c"],
  ];
  for (const [input, data, property] of table) {
    it(JSON.stringify(input), () => {
      expect(escapeData(input)).toBe(data);
      expect(escapeProperty(input)).toBe(property);
    });
  }
});

describe("github", () => {
  it("prints one command per problem: error, warning, and notice for info", () => {
    const output = github(
      [
        diag({ message: 'Action "photo.delete" has no description. Add one.' }),
        diag({ severity: "warn", ruleId: "near-duplicate-summary", file: "/work/proj/src/b.ts", line: 9, column: 2, endLine: 10, endColumn: 1, message: "Alike." }),
        diag({ severity: "info", ruleId: "summary-truncated", line: 12, column: 5, endLine: 12, endColumn: 60, message: "Cut." }),
      ],
      ctx,
    );
    expect(output).toBe(
      [
        '::error file=src/a.ts,line=3,col=16,endLine=3,endColumn=18,title=summarylint (missing-description)::Action "photo.delete" has no description. Add one.',
        "::warning file=src/b.ts,line=9,col=2,endLine=10,endColumn=1,title=summarylint (near-duplicate-summary)::Alike.",
        "::notice file=src/a.ts,line=12,col=5,endLine=12,endColumn=60,title=summarylint (summary-truncated)::Cut.",
        "",
      ].join("\n"),
    );
  });

  it("escapes the message and the file, so each problem stays one well-formed command", () => {
    const output = github([diag({ file: "/work/proj/src/odd,name:1.ts", message: "50% of it\nis lost: see, here." })], ctx);
    expect(output).toBe(
      "::error file=src/odd%2Cname%3A1.ts,line=3,col=16,endLine=3,endColumn=18,title=summarylint (missing-description)::50%25 of it%0Ais lost: see, here.\n",
    );
    expect(output.split("\n")).toHaveLength(2);
  });

  it("escapes an ESC in a file name, as in the message", () => {
    const output = github([diag({ file: "/work/proj/src/\u001b[31mred.ts", message: "See \u001b]52;c;aGk=\u0007 here." })], ctx);
    expect(output).toBe(
      "::error file=src/\\u001B[31mred.ts,line=3,col=16,endLine=3,endColumn=18,title=summarylint (missing-description)::See \\u001B]52;c;aGk=\\u0007 here.\n",
    );
  });

  it("prints nothing at all when there is nothing to report", () => {
    expect(github([], ctx)).toBe("");
  });
});
