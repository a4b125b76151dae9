// A file's facts outlive its text: once extracted, the text must be free. V8 keeps a string cut out of another
// (13 characters or more) as a slice of it, so one kept name or description would keep its whole file (activepieces:
// 21 MB of sources held by its facts). Each file below carries a long comment, which no fact copies: the heap may
// not grow by its size once the file is extracted and its text dropped. The check runs the build (dist/, which
// `npm ci` makes through `prepare`) in a child process; a text kept on purpose shows that it can fail.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist/src");

/** [what the file holds, its source (MARKER is where its long comment goes)]. */
const FILES: [string, string][] = [
  [
    "an Activepieces action: long names, a description, props, a handler body",
    `import { createAction, Property } from "@activepieces/pieces-framework";\n// MARKER\nexport const sendChannelMessageAction = createAction({ name: "send_channel_message", displayName: "Send a channel message", description: "Send a message to the channel it names, as the connected account.", props: { channelIdentifier: Property.ShortText({ displayName: "Channel identifier", required: true }) }, async run(context) { const responseOfTheServer = await context.fetchSomething(context.propsValue.channelIdentifier); return responseOfTheServer; } });`,
  ],
  [
    "an MCP server: import specifiers, a template, an escaped literal, a destructuring default",
    `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { helperFunctionWithLongName } from "./helpers/helper-functions-module.js";\n// MARKER\nconst serverInstanceName = "the-long-server-instance-name";\nconst { descriptionOfTool = "Look the record up by its identifier." } = {};\nconst server = new McpServer({ name: serverInstanceName, version: "1.0.0" });\nserver.registerTool("lookup_record", { description: \`Look up a record of \${serverInstanceName}, \\"quoted\\"\\nand escaped.\` }, async () => helperFunctionWithLongName());\nexport { server as exportedServerInstance };`,
  ],
  [
    "a directive with a long rule id and reason, and an assignment that changes a const",
    `import { tool } from "ai";\n// MARKER\nconst definitionOfTheTool = { description: "Fetch the weather for a city." };\ndefinitionOfTheTool.description = "Changed after it is declared here.";\n// summarylint-disable-next-line truncation-drops-irreversibility -- the reason given at some length\nexport const weatherToolDefinition = tool({ description: "Fetch the weather for a city, by its name." });`,
  ],
  [
    "a file that declares nothing (only skimmed for its imports and exports)",
    `import { somethingFromAPackage } from "some-package-with-a-long-name";\n// MARKER\nexport { reExportedBinding } from "./another-module-of-the-project.js";\nexport const valueOfTheModule = somethingFromAPackage("argument of the call");`,
  ],
];

// Each file's comment is padded to PADDING characters at run time (a file read from disk is such a string): a file
// whose text its facts keep adds that much to the heap, once garbage is collected.
const PADDING = 4_000_000;

const SCRIPT = `
const { extractFile } = await import(${JSON.stringify(path.join(DIST, "extract/extract.js"))});
const { PRESETS } = await import(${JSON.stringify(path.join(DIST, "extract/presets/index.js"))});
const { files, keep, padding } = JSON.parse(process.argv[1]);
const matchers = [...PRESETS.activepieces.matchers, ...PRESETS.mcp.matchers, ...PRESETS["vercel-ai"].matchers];
const facts = [];
const kept = [];
const grown = [];
// The text lives only in this function's frame: once it returns, only what the facts keep of it is left.
function extract(source, i) {
  const text = source.replace("MARKER", "x".repeat(padding) + i);
  facts.push(extractFile("/p/src/f" + i + ".ts", text, matchers));
  if (i === keep) kept.push(text);
}
files.forEach((source, i) => {
  gc();
  const before = process.memoryUsage().heapUsed;
  extract(source, i);
  // V8 keeps the subject of the last regular expression match (RegExp.lastMatch): one string, whichever ran last.
  /./.exec("-");
  gc();
  grown.push(process.memoryUsage().heapUsed - before);
});
process.stdout.write(JSON.stringify({ grown, decls: facts.map((f) => f.decls.length), kept: kept.length }));
`;

/** The files whose text is kept after their extraction (`keep`: one kept on purpose), and their declaration counts. */
function keptTexts(keep: number): { kept: string[]; decls: number[] } {
  const run = spawnSync(process.execPath, ["--expose-gc", "--input-type=module", "-e", SCRIPT, JSON.stringify({ files: FILES.map(([, source]) => source), keep, padding: PADDING })], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`the child failed: ${run.stderr}`);
  const { grown, decls } = JSON.parse(run.stdout) as { grown: number[]; decls: number[] };
  return { kept: FILES.filter((_, i) => grown[i] > PADDING / 2).map(([name]) => name), decls };
}

describe.runIf(fs.existsSync(path.join(DIST, "extract/extract.js")))("extracted facts keep no file's text", () => {
  it("after extraction and a garbage collection, no file's text is left on the heap", () => {
    const { kept, decls } = keptTexts(-1);
    expect(kept).toEqual([]);
    // The files were extracted: the three that declare have their declarations (the MCP file its server and its tool).
    expect(decls).toEqual([1, 2, 1, 0]);
  }, 60_000);

  it("near miss: a text kept on purpose is found (the check can fail)", () => {
    expect(keptTexts(1).kept).toEqual([FILES[1][0]]);
  }, 60_000);
});
