// Output injection: an action name with a line break then `::error file=…` put a GitHub Actions
// workflow command on a line of its own in stylish and directory text; ESC and BEL sequences in a description (clear
// screen, OSC 52 clipboard write) were printed raw. The text formats write control characters as escapes.
import { describe, expect, it } from "vitest";
import { printable } from "../../src/base/escape.js";
import { project, run } from "../cli/run.js";

describe("printable", () => {
  it.each([
    ["a line break", "a\nb", "a\\nb"],
    ["a carriage return and a tab", "a\r\tb", "a\\r\\tb"],
    ["ESC (a clear-screen sequence)", "\u001b[2J", "\\u001B[2J"],
    ["OSC 52 with BEL", "\u001b]52;c;aGk=\u0007", "\\u001B]52;c;aGk=\\u0007"],
    ["a C1 control and DEL", "\u009b\u007f", "\\u009B\\u007F"],
    ["JavaScript's line separators", "a\u2028b\u2029c", "a\\u2028b\\u2029c"],
    // Near misses: printable text, including other scripts and emoji, is kept.
    ["plain text", "Delete a contact.", "Delete a contact."],
    ["other scripts and an emoji ZWJ sequence", "Löscht 連絡先 👩‍💻", "Löscht 連絡先 👩‍💻"],
  ])("%s", (_title, text, expected) => {
    expect(printable(text)).toBe(expected);
  });
});

const HOSTILE = `import { defineHandler } from "@kumiko/framework";
export const a = defineHandler({ name: "x\\n::error file=.github/pwn::owned", description: "" });
export const b = defineHandler({ name: "clip", description: "Read the record.\\u001b]52;c;aGk=\\u0007 \\u001b[2J Then the the rest." });
`;

describe("text formats print no control character from the project", () => {
  it.each([["stylish"], ["compact"]])("%s", async (format) => {
    const dir = project({ "src/a.ts": HOSTILE });
    const result = await run(dir, ["--format", format, "--verbose"]);
    const lines = result.stdout.split("\n");
    expect([lines.some((l) => l.startsWith("::")), /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/.test(result.stdout), result.stdout.includes("x\\n::error")]).toEqual([false, false, true]);
  });

  it("directory: the presets line names a package's folder escaped", async () => {
    const pkg = "pkgs/a\u001b[31mx";
    const dir = project({
      "package.json": JSON.stringify({ name: "root" }),
      [`${pkg}/package.json`]: JSON.stringify({ name: "a", dependencies: { "@modelcontextprotocol/sdk": "1" } }),
      [`${pkg}/src/s.ts`]: 'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "s", version: "1" });\nserver.registerTool("t", { description: "Get the thing." }, async () => ({ content: [] }));\n',
    });
    const result = await run(dir, ["directory"]);
    expect(result.stdout.split("\n")[0]).toBe("# presets: mcp (pkgs/a\\u001B[31mx)");
  });

  it("directory", async () => {
    const dir = project({ "src/a.ts": HOSTILE });
    const result = await run(dir, ["directory"]);
    const lines = result.stdout.split("\n");
    expect([lines.some((l) => l.startsWith("::")), /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/.test(result.stdout), lines.some((l) => l.startsWith("x\\n::error"))]).toEqual([false, false, true]);
  });
});

// A source can hold half of a UTF-16 pair (`"\ud800"`); JSON.stringify wrote it as the escape `\ud800`, which is
// not Unicode, and jq rejected the whole output. Every JSON output writes U+FFFD in its place.
describe("JSON outputs are well-formed Unicode", () => {
  const LONE = `import { defineHandler } from "@kumiko/framework";
export const a = defineHandler({ name: "half\\ud800", description: "Read the \\udc00 record, then the the rest." });
export const b = defineHandler({ name: "pair", description: "Read the 😀 record." });
`;
  it.each([
    ["lint json", ["--format", "json"]],
    ["lint sarif", ["--format", "sarif"]],
    ["directory json", ["directory", "--format", "json"]],
    ["stats json", ["stats", "--format", "json"]],
  ])("%s", async (_title, argv) => {
    const result = await run(project({ "src/a.ts": LONE }), argv);
    const loneEscape = /(?<!\\)\\ud[89a-f][0-9a-f]{2}/i.test(result.stdout);
    const lone = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(result.stdout);
    expect([loneEscape, lone, typeof JSON.parse(result.stdout)]).toEqual([false, false, "object"]);
  });

  it("the replacement and a real pair as they are", async () => {
    const result = await run(project({ "src/a.ts": LONE }), ["directory", "--format", "json"]);
    const names = JSON.parse(result.stdout).directories[0].actions.map((a: { name: string; description: string }) => [a.name, a.description]);
    expect(names).toEqual([
      ["half\ufffd", "Read the \ufffd record, then the the rest."],
      ["pair", "Read the 😀 record."],
    ]);
  });
});
