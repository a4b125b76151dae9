// n8n preset: operation options `{ name, value, description, action }` are actions named by `value`
// whose description (the summary source) is `action`; node descriptions (class fields and consts typed
// INodeTypeDescription / INodeTypeBaseDescription) are features named by `name`, label = displayName.
// Fixture: test/fixtures/n8n, a community node package (n8n-workflow as a peer dependency) with operations in
// separate *Description.ts files, a trigger node and a versioned node.
import { describe, expect, it } from "vitest";
import { fixtureRows, loadFixture } from "./run.js";

describe("n8n preset", () => {
  it("is picked from package.json", () => {
    expect(loadFixture("n8n").presets).toEqual([{ package: ".", presets: ["n8n"] }]);
  });

  it("finds every operation and node description, and nothing else", () => {
    // Near misses (not rows): resource options and field options ({ name, value } or { name, value, description },
    // no `action`), parameter definitions with descriptions, the credential class, loadOptions results, the
    // WayfarerV1 `description: INodeTypeDescription;` field without a value and the object assigned to it in the
    // constructor (its inline operations are rows). Operations are at their `action` text. The inline note
    // operation inside PipelineCrm's typed node description is a row too: the typed field is a feature, and its
    // object is still searched for operation options.
    expect(fixtureRows("n8n")).toEqual([
      { type: "action", name: "create", description: "Create a contact", status: "ok", at: "nodes/PipelineCrm/ContactDescription.ts:19:13", kind: "unknown", approval: false },
      { type: "action", name: "delete", description: "Delete a contact", status: "ok", at: "nodes/PipelineCrm/ContactDescription.ts:25:13", kind: "unknown", approval: false },
      { type: "action", name: "get", description: "Get a contact", status: "ok", at: "nodes/PipelineCrm/ContactDescription.ts:31:13", kind: "unknown", approval: false },
      { type: "action", name: "getAll", description: "Get many contacts", status: "ok", at: "nodes/PipelineCrm/ContactDescription.ts:37:13", kind: "unknown", approval: false },
      { type: "action", name: "update", description: "Update a contact", status: "ok", at: "nodes/PipelineCrm/ContactDescription.ts:43:13", kind: "unknown", approval: false },
      { type: "action", name: "moveStage", description: "Move a deal to another pipeline stage", status: "ok", at: "nodes/PipelineCrm/DealDescription.ts:9:10", kind: "unknown", approval: false },
      { type: "action", name: "create", description: "Create a deal", status: "ok", at: "nodes/PipelineCrm/DealDescription.ts:29:13", kind: "unknown", approval: false },
      { type: "action", name: "getAll", description: "Get many deals", status: "ok", at: "nodes/PipelineCrm/DealDescription.ts:34:13", kind: "unknown", approval: false },
      { type: "action", name: "markWon", description: "Mark a deal as won", status: "ok", at: "nodes/PipelineCrm/DealDescription.ts:41:13", kind: "unknown", approval: false },
      { type: "feature", name: "pipelineCrm", description: "Consume the Pipeline CRM API", status: "ok", at: "nodes/PipelineCrm/PipelineCrm.node.ts:25:16" },
      { type: "action", name: "add", description: "Add a note", status: "ok", at: "nodes/PipelineCrm/PipelineCrm.node.ts:75:15", kind: "unknown", approval: false },
      { type: "feature", name: "pipelineCrmTrigger", description: "Starts the workflow when contacts or deals change in Pipeline CRM. Registers a webhook when the workflow is activated.", status: "ok", at: "nodes/PipelineCrm/PipelineCrmTrigger.node.ts:12:4" },
      { type: "feature", name: "wayfarer", description: "Search and book stays with the Wayfarer travel API", status: "ok", at: "nodes/Wayfarer/Wayfarer.node.ts:14:17" },
      { type: "action", name: "searchStays", description: "Search stays in a city", status: "ok", at: "nodes/Wayfarer/v1/WayfarerV1.node.ts:35:16", kind: "unknown", approval: false },
      { type: "action", name: "bookStay", description: "Book a stay", status: "ok", at: "nodes/Wayfarer/v1/WayfarerV1.node.ts:41:16", kind: "unknown", approval: false },
      { type: "action", name: "cancelBooking", description: "Cancel a booking", status: "ok", at: "nodes/Wayfarer/v1/WayfarerV1.node.ts:46:16", kind: "unknown", approval: false },
    ]);
  });

  it("takes labels from the option's name and the node's displayName", () => {
    const { actions, features } = loadFixture("n8n").catalog;
    expect(actions.find((a) => a.name === "moveStage")?.label).toBe("Move to Stage");
    expect(features.map((f) => [f.name, f.label])).toEqual(
      expect.arrayContaining([
        ["pipelineCrm", "Pipeline CRM"],
        ["pipelineCrmTrigger", "Pipeline CRM Trigger"],
        ["wayfarer", "Wayfarer"],
      ]),
    );
  });

  it("shows the action text, not the option's description, in the directory (cut, directory.cut)", () => {
    const project = loadFixture("n8n", { cut: true });
    // Sorted by name, then file: the two `create` and `getAll` operations are contacts first, then deals.
    expect(project.directories[0].lines.map((l) => l.text)).toEqual([
      "add: Add a note",
      "bookStay: Book a stay",
      "cancelBooking: Cancel a booking",
      "create: Create a contact",
      "create: Create a deal",
      "delete: Delete a contact",
      "get: Get a contact",
      "getAll: Get many contacts",
      "getAll: Get many deals",
      "markWon: Mark a deal as won",
      "moveStage: Move a deal to another pipeline stage",
      "searchStays: Search stays in a city",
      "update: Update a contact",
    ]);
    expect(project.directories[0].features.map((f) => [f.feature.name, f.summary.text])).toEqual([
      ["pipelineCrm", "Consume the Pipeline CRM API"],
      ["pipelineCrmTrigger", "Starts the workflow when contacts or deals change in Pipeline CRM."],
      ["wayfarer", "Search and book stays with the Wayfarer travel API"],
    ]);
  });
});
