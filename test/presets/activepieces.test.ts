// Activepieces preset: createAction / createTrigger -> actions (name = `name`, label = displayName),
// createPiece -> feature (name = displayName). Fixture: test/fixtures/activepieces, a custom piece project.
import { describe, expect, it } from "vitest";
import { fixtureRows, loadFixture } from "./run.js";

describe("activepieces preset", () => {
  it("is picked from package.json", () => {
    expect(loadFixture("activepieces").presets).toEqual([{ package: ".", presets: ["activepieces"] }]);
  });

  it("finds every action, trigger and piece, and nothing else", () => {
    // Near misses (not rows): PieceAuth.SecretText / Property.* definitions with descriptions, the request body
    // with a `description` field, the polling strategy object, createCustomApiCallAction(…).
    expect(fixtureRows("activepieces")).toEqual([
      { type: "feature", name: "Helpdesk Plus", description: "Customer support tickets, internal notes and SLA alerts for Helpdesk Plus.", status: "ok", at: "src/index.ts:13:16" },
      { type: "feature", name: "Helpdesk Plus (Legacy)", description: undefined, status: "missing", at: "src/legacy.ts:6:35" },
      { type: "action", name: "create_ticket", description: "Creates a new ticket on behalf of a customer.", status: "ok", at: "src/lib/actions/create-ticket.ts:9:16", kind: "unknown", approval: false },
      { type: "action", name: "merge_tickets", description: "Merges a duplicate ticket into another one.", status: "ok", at: "src/lib/actions/create-ticket.ts:36:16", kind: "unknown", approval: false },
      { type: "action", name: "search_tickets", description: "Searches tickets by keyword, status or assignee.\n    Returns at most 100 tickets, newest first.", status: "ok", at: "src/lib/actions/search-tickets.ts:9:16", kind: "unknown", approval: false },
      { type: "action", name: "list_customer_tickets", description: "Lists every ticket a customer has opened across all brands and channels, including merged and archived tickets, with their latest public reply and satisfaction rating", status: "ok", at: "src/lib/actions/search-tickets.ts:28:5", kind: "unknown", approval: false },
      { type: "action", name: "add_note", description: "Adds an internal note to a ticket. Notes are visible to agents only, never to the customer.", status: "ok", at: "src/lib/actions/search-tickets.ts:41:16", kind: "unknown", approval: false },
      { type: "action", name: "get_ticket", description: "Gets one ticket by ID, with its requester and tags.", status: "ok", at: "src/lib/actions/search-tickets.ts:57:5", kind: "unknown", approval: false },
      { type: "action", name: "update_ticket", description: "Updates the status, priority or assignee of an existing ticket.", status: "ok", at: "src/lib/actions/update-ticket.ts:13:16", kind: "unknown", approval: false },
      { type: "action", name: "reopen_ticket", description: "Reopens a solved or closed ticket and puts it back in the queue.", status: "ok", at: "src/lib/actions/update-ticket.ts:34:16", kind: "unknown", approval: false },
      { type: "action", name: "delete_ticket", description: "Permanently deletes a ticket with all its notes and attachments. See https://developers.helpdeskplus.example/reference/tickets#delete for retention rules.", status: "ok", at: "src/lib/actions/update-ticket.ts:47:16", kind: "unknown", approval: false },
      { type: "trigger", name: "new_ticket", description: "Triggers when a customer opens a new ticket.", status: "ok", at: "src/lib/triggers/new-ticket.ts:21:16" },
      { type: "trigger", name: "ticket_updated", description: "", status: "ok", at: "src/lib/triggers/ticket-events.ts:10:16" },
      { type: "trigger", name: "sla_breached", description: "\n    Fires when a ticket misses its first-reply or resolution target.\n\n    Use the \"Policy\" filter to watch one SLA policy only.\n  ", status: "ok", at: "src/lib/triggers/ticket-events.ts:29:16" },
    ]);
  });

  it("takes the label from displayName", () => {
    const { actions } = loadFixture("activepieces").catalog;
    expect(actions.find((a) => a.name === "create_ticket")?.label).toBe("Create Ticket");
    expect(loadFixture("activepieces").catalog.triggers.find((t) => t.name === "sla_breached")?.label).toBe("SLA Breached");
  });

  it("cut into a directory (directory.cut), shows multi-line templates, the over-long description and the empty one; no trigger", () => {
    const project = loadFixture("activepieces", { cut: true });
    expect(project.directories[0].lines.map((l) => l.text)).toEqual([
      "add_note: Adds an internal note to a ticket.",
      "create_ticket: Creates a new ticket on behalf of a customer.",
      "delete_ticket: Permanently deletes a ticket with all its notes and attachments.",
      "get_ticket: Gets one ticket by ID, with its requester and tags.",
      // 166 characters, no sentence end: cut at the last space that leaves room for the ellipsis (160 in all).
      "list_customer_tickets: Lists every ticket a customer has opened across all brands and channels, including merged and archived tickets, with their latest public reply and satisfaction…",
      "merge_tickets: Merges a duplicate ticket into another one.",
      "reopen_ticket: Reopens a solved or closed ticket and puts it back in the queue.",
      "search_tickets: Searches tickets by keyword, status or assignee.",
            "update_ticket: Updates the status, priority or assignee of an existing ticket.",
    ]);
    const summary = project.directories[0].lines.find((l) => l.action.name === "list_customer_tickets")!.summary;
    expect(summary.text).toHaveLength(160);
    expect(summary.truncated).toBe(true);
  });
});
