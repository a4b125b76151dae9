// presets: auto per package (docs/design.md#presets): the nearest package.json decides. Fixture:
// test/fixtures/monorepo, a workspace whose root package.json names no preset package, with packages/mcp-server
// (@modelcontextprotocol/sdk) and packages/pieces (@activepieces/pieces-framework), plus a root script.
import { describe, expect, it } from "vitest";
import { directoryText } from "../../src/cli/directory-output.js";
import { fixtureRows, loadFixture } from "./run.js";

describe("presets per package in a monorepo", () => {
  it("lists each package with its own presets", () => {
    // The root has a file (scripts/release-notes.mjs) and detects nothing: kumiko. The pieces' CLI writes an input
    // schema with properties, which picks tool-shapes there (it reads no tool: the manifest is in no list).
    expect(loadFixture("monorepo").presets).toEqual([
      { package: ".", presets: ["kumiko"] },
      { package: "packages/mcp-server", presets: ["mcp"] },
      { package: "packages/pieces", presets: ["activepieces", "tool-shapes"] },
    ]);
  });

  it("matches each package with its own presets only", () => {
    // Near misses (not rows): createAction({ name, description }) in packages/mcp-server/src/audit.ts (the
    // activepieces preset is not used there); registry.tool(name, description, run) and the
    // { name, description, inputSchema } manifest in packages/pieces/src/lib/cli.ts (the mcp preset is not used
    // there).
    expect(fixtureRows("monorepo")).toEqual([
      { type: "action", name: "find_contact", description: "Find a CRM contact by email address or phone number.", status: "ok", at: "packages/mcp-server/src/server.ts:13:18", kind: "read", approval: false },
      { type: "action", name: "delete_contact", description: "Delete a CRM contact together with its activity history.", status: "ok", at: "packages/mcp-server/src/server.ts:24:18", kind: "write", approval: false },
      { type: "action", name: "list_segments", description: "List the saved contact segments.", status: "ok", at: "packages/mcp-server/src/server.ts:34:30", kind: "unknown", approval: false },
      { type: "action", name: "sync_contacts", description: "Copies new CRM contacts into a marketing list.", status: "ok", at: "packages/pieces/src/index.ts:9:16", kind: "unknown", approval: false },
      { type: "trigger", name: "contact_created", description: "Triggers when a contact is added to the CRM.", status: "ok", at: "packages/pieces/src/index.ts:22:16" },
      { type: "feature", name: "Acme CRM", description: "Contacts and segments from Acme CRM.", status: "ok", at: "packages/pieces/src/index.ts:35:16" },
    ]);
  });

  it("groups each package's actions apart (an MCP server's package, an Activepieces piece), and the directory shows them", () => {
    const project = loadFixture("monorepo");
    const groups = Object.fromEntries([...project.catalog.actions, ...project.catalog.triggers].map((a) => [a.name, a.group]));
    expect(groups).toEqual({
      find_contact: "packages/mcp-server",
      delete_contact: "packages/mcp-server",
      list_segments: "packages/mcp-server",
      sync_contacts: "packages/pieces",
      contact_created: "packages/pieces",
    });
    const text = [...directoryText(project, undefined)].join("");
    expect(text.split("\n").filter((l) => l.startsWith("#"))).toEqual([
      "# presets: kumiko (.); mcp (packages/mcp-server); activepieces, tool-shapes (packages/pieces)",
      "# triggers (not in any directory): 1",
      "# every role (the project declares no roles): 4 actions, 1 feature",
      "## packages/mcp-server: 3 actions",
      "## packages/pieces: 1 action",
      "## Features",
    ]);
  });

  it("the config's groups come first: one name for several packages, a scheme for others, the preset's group for the rest", () => {
    const project = loadFixture("monorepo", {
      groups: [
        { files: ["packages/mcp-server/**"], by: "file" },
        { files: ["packages/**", "!packages/mcp-server/**"], name: "crm" },
      ],
    });
    const groups = Object.fromEntries([...project.catalog.actions, ...project.catalog.triggers].map((a) => [a.name, a.group]));
    expect(groups).toEqual({
      find_contact: "packages/mcp-server/src/server.ts",
      delete_contact: "packages/mcp-server/src/server.ts",
      list_segments: "packages/mcp-server/src/server.ts",
      sync_contacts: "crm",
      contact_created: "crm",
    });
  });
});
