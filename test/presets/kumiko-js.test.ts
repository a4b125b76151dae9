// The default preset (kumiko, docs/design.md#presets) in JavaScript: defineEntity / defineFeature / defineHandler in
// .js (ESM, "type": "module"), .mjs, .cjs (require and module.exports) and .jsx (a component file), with imported
// copy consts (default and named), a namespace import (kumiko.defineHandler), `+`, templates, .trim(), and a
// factory in .mjs called from a .js file. Fixture: test/fixtures/kumiko-js.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fixtureRows, loadFixture } from "./run.js";

describe("kumiko preset in JavaScript files", () => {
  it("is picked from package.json (@kumiko/framework)", () => {
    expect(loadFixture("kumiko-js").presets).toEqual([{ package: ".", presets: ["kumiko"] }]);
  });

  it("scans .js, .mjs, .cjs and .jsx by default", () => {
    const project = loadFixture("kumiko-js");
    const files = project.catalog.files.map((f) => path.relative(project.config.root, f).split(path.sep).join("/")).sort();
    expect(files).toEqual([
      "src/copy.mjs",
      "src/entities.js",
      "src/features.mjs",
      "src/handlers/campaigns.js",
      "src/handlers/crud.mjs",
      "src/handlers/index.js",
      "src/handlers/leads.cjs",
      "src/ui/CampaignPreview.jsx",
    ]);
    expect(project.catalog.problems).toEqual([]);
  });

  it("finds every declaration, and nothing else", () => {
    // Near misses (not rows): the plain { name, description } object and the description props in the .jsx file.
    // The factory's handler is one row per call site (src/handlers/index.js), none for the uncalled template.
    expect(fixtureRows("kumiko-js")).toEqual([
      { type: "entity", name: "vehicle", description: "A used vehicle in the dealer's stock.", status: "ok", at: "src/entities.js:3:69" },
      { type: "entity", name: "marketingRun", description: "A dealer's marketing run for one vehicle.", status: "ok", at: "src/entities.js:7:16" },
      { type: "entity", name: "lead", description: undefined, status: "missing", at: "src/entities.js:10:21" },
      { type: "feature", name: "campaigns", description: "Plan and run marketing campaigns for the vehicles in stock.", status: "ok", at: "src/features.mjs:6:16" },
      { type: "feature", name: "leads", description: "Capture the leads that campaigns bring in,\n    and follow them up until they buy or drop out.", status: "ok", at: "src/features.mjs:12:16" },
      { type: "action", name: "campaign.create", description: "Create a campaign for one vehicle.", status: "ok", at: "src/handlers/campaigns.js:13:16", kind: "write", approval: false },
      { type: "action", name: "campaign.archive", description: "Archive a campaign. Archived campaigns stop all scheduled posts.", status: "ok", at: "src/handlers/campaigns.js:24:16", kind: "write", approval: true },
      { type: "action", name: "campaign.list", description: "List the campaigns of one vehicle, newest first.", status: "ok", at: "src/handlers/campaigns.js:32:16", kind: "read", approval: false },
      { type: "action", name: "vehicle.get", description: "Fetch one vehicle by its ID.", status: "ok", at: "src/handlers/crud.mjs:9:20", kind: "read", approval: false, instantiatedAt: "src/handlers/index.js:5:32" },
      { type: "action", name: "lead.get", description: "Fetch one lead by its ID.", status: "ok", at: "src/handlers/crud.mjs:9:20", kind: "read", approval: false, instantiatedAt: "src/handlers/index.js:6:29" },
      { type: "action", name: "lead.assign", description: "Assign a lead to a salesperson.", status: "ok", at: "src/handlers/leads.cjs:13:16", kind: "write", approval: false },
      { type: "action", name: "lead.export", description: "Export the leads of one campaign as CSV.", status: "ok", at: "src/handlers/leads.cjs:20:16", kind: "read", approval: false },
      { type: "action", name: "lead.purge", description: undefined, status: "missing", at: "src/handlers/leads.cjs:24:20", kind: "write", approval: true },
      { type: "action", name: "campaign.preview", description: "Render a preview of a campaign's first post.", status: "ok", at: "src/ui/CampaignPreview.jsx:8:16", kind: "read", approval: false },
    ]);
  });
});
