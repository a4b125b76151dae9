// Ticket tools: search, read, open, answer, move through the workflow, delete.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { asText, desk } from "../desk.js";

const STATUSES = ["new", "open", "pending", "on_hold", "solved", "closed"] as const;

export function registerTicketTools(server: McpServer): void {
  server.registerTool(
    "search_tickets",
    {
      title: "Search tickets",
      description:
        "Search tickets by text, status, assignee or customer email, newest first. Returns id, subject, status and the time of the last reply for each match.",
      inputSchema: {
        query: z.string().optional().describe("Words to look for in the subject and the conversation"),
        status: z.enum(STATUSES).optional(),
        assignee: z.string().optional().describe("Agent email, or `me`"),
        customerEmail: z.string().email().optional(),
        limit: z.number().int().min(1).max(100).default(25),
      },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async (args) => asText(await desk.get(`/tickets?${new URLSearchParams(JSON.parse(JSON.stringify(args)))}`)),
  );

  server.registerTool(
    "get_ticket",
    {
      title: "Get ticket",
      description:
        "Fetch one ticket with its whole conversation, internal notes, tags and custom fields. Use search_tickets first if you only know the customer or the subject.",
      inputSchema: { ticketId: z.number().int().positive() },
      annotations: { readOnlyHint: true },
    },
    async ({ ticketId }) => asText(await desk.get(`/tickets/${ticketId}`)),
  );

  server.registerTool(
    "create_ticket",
    {
      title: "Create ticket",
      description:
        "Open a new ticket on behalf of a customer, for a request that came in by phone or chat. The customer gets the usual confirmation email.",
      inputSchema: {
        customerEmail: z.string().email(),
        subject: z.string().min(3),
        body: z.string().describe("The customer's request, in their words"),
        priority: z.enum(["low", "normal", "high", "urgent"]).default("normal"),
      },
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    async (args) => asText(await desk.post("/tickets", args)),
  );

  server.registerTool(
    "reply_to_ticket",
    {
      title: "Reply to ticket",
      description:
        "Post a reply on a ticket and email it to the customer​. Set `internal` to true to add a private note that only agents see instead.",
      inputSchema: {
        ticketId: z.number().int().positive(),
        body: z.string().min(1).describe("Markdown"),
        internal: z.boolean().default(false),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: true },
    },
    async ({ ticketId, ...reply }) => asText(await desk.post(`/tickets/${ticketId}/replies`, reply)),
  );

  server.registerTool(
    "set_ticket_status",
    {
      title: "Set ticket status",
      description:
        "Move a ticket to another status, such as pending while you wait for the customer or solved once they confirm the fix. Optionally reassign it to another agent at the same time.",
      inputSchema: {
        ticketId: z.number().int().positive(),
        status: z.enum(STATUSES),
        assignee: z.string().email().optional(),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
    },
    async ({ ticketId, ...change }) => asText(await desk.patch(`/tickets/${ticketId}`, change)),
  );

  server.registerTool(
    "delete_ticket",
    {
      title: "Delete ticket",
      description:
        "Permanently delete a spam or duplicate ticket with its whole conversation and attachments. This cannot be undone.",
      inputSchema: { ticketId: z.number().int().positive() },
      annotations: { readOnlyHint: true },
    },
    async ({ ticketId }) => {
      await desk.delete(`/tickets/${ticketId}`);
      return asText({ deleted: ticketId });
    },
  );
}
