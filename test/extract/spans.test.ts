// The spans extract records in a declaration (facts.ts `Decl.propSpans`): those of the paths its matcher's fields
// name (where a description, label or instructions are reported), the `enum`s (a module loader's list of module
// names, docs/design.md#modules-and-skills) and the positional fields; no other value's, however many a tool's props or
// parameters hold.
import { describe, expect, it } from "vitest";
import { extractFile } from "../../src/extract/extract.js";
import { PRESETS } from "../../src/extract/presets/index.js";
import type { Matcher } from "../../src/extract/presets/types.js";

const AP = `import { createAction, Property } from "@activepieces/pieces-framework";\n`;

/** [case, matchers, source, `path line:column-endLine:endColumn` of each span of the first declaration]. */
const CASES: [string, Matcher[], string, string[]][] = [
  [
    "an Activepieces action: its name, description and displayName, not its props",
    PRESETS.activepieces.matchers,
    `${AP}export const a = createAction({\n  name: "send", displayName: "Send",\n  description: "Send a message.",\n  props: { to: Property.ShortText({ displayName: "To" }), body: Property.LongText({ displayName: "Body" }) },\n  async run() {},\n});`,
    ["name 3:9-3:15", "displayName 3:30-3:36", "description 4:16-4:33"],
  ],
  [
    "nested field paths (OpenAI's function object), and an enum deep in its parameters",
    PRESETS.openai.matchers,
    `const t = { type: "function", function: { name: "load_module", description: "Load a module.",\n  parameters: { type: "object", properties: { name: { type: "string", enum: ["files", "mail"] } } } } };`,
    ["function.name 1:49-1:62", "function.description 1:77-1:93", "function.parameters.properties.name.enum 2:77-2:94"],
  ],
  [
    "shorthand properties the fields name, and the positional fields of a call",
    PRESETS.mcp.matchers,
    `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst title = "Get", other = 1;\nserver.registerTool("get", { title, other, description: "Get it." }, async () => ({}));`,
    ["title 3:30-3:35", "description 3:57-3:66", "name 3:21-3:26"],
  ],
];

describe("propSpans: the spans of the paths a declaration's matcher reads", () => {
  it.each(CASES)("%s", (_case, matchers, source, expected) => {
    const facts = extractFile("/p/src/a.ts", source, matchers.map((m) => ({ ...m })));
    const spans = Object.entries(facts.decls[0].propSpans).map(([path, s]) => `${path} ${s.line}:${s.column}-${s.endLine}:${s.endColumn}`);
    expect(spans).toEqual(expected);
  });
});
