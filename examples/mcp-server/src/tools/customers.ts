// Customer tools: look a customer up, keep a note on them, and erase them on request (GDPR Article 17).
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { asText, desk } from "../desk.js";

// Legal asked for every detail of the erasure to be spelled out to the model, so that it can explain to the agent
// what will happen before it asks for the confirmation.
const ERASE_CUSTOMER = `Erase a customer and everything the support desk holds about them, to answer a verified request under
GDPR Article 17 (the right to erasure) or the CCPA's right to delete. Call it only after the agent has confirmed the
requester's identity through the verification flow in the admin console and has a verification reference of the form
VR-123456; without a valid reference the call is refused and nothing is erased. The erasure covers: the customer's
profile (name, email addresses, phone numbers, postal addresses, company, language and time zone); every ticket they
opened or were copied on, with the whole conversation, internal notes, tags, custom fields and satisfaction ratings;
attachments, inline images and screenshots stored with those tickets; chat transcripts and call recordings linked to
the customer; the customer's help center account, their comments on articles and their votes; and the entries that
name the customer in the desk's search index and analytics exports. Tickets that other customers also took part in
are kept, but the erased customer's messages in them are replaced with "[removed on request]" and their name with
"Former customer". Invoices and payment records are not held by the support desk and are not touched: the billing
system keeps them for the period tax law requires, and the tool's result lists the billing account id so the agent
can file a separate request there if the customer asked for that too. The connected CRM, the mailing list provider
and the survey tool are notified through their erasure webhooks in the same call; the result reports, per
integration, whether the notification was accepted, so that any integration that failed can be followed up by hand.
Pass dryRun: true first to get the same report without erasing anything: the number of tickets, attachments,
recordings and comments that would be erased, and the integrations that would be notified. Show that report to the
agent and wait for an explicit yes before the real call. The customer receives no email about the erasure; the
agent answers the original request from the ticket it came in on, which is itself kept with the customer's details
removed. Erased data is also dropped from the nightly backups within 30 days, after which there is no copy left
anywhere. This cannot be undone: a customer who writes in again later is a new customer with no history.`;

export function registerCustomerTools(server: McpServer): void {
  server.tool(
    "find_customer",
    "Find customers by email address, phone number or name, and show their open tickets and plan.",
    { query: z.string().min(2) },
    { readOnlyHint: true },
    async ({ query }) => asText(await desk.get(`/customers?query=${encodeURIComponent(query)}`)),
  );

  server.tool(
    "add_customer_note",
    {
      customerId: z.number().int().positive(),
      note: z.string().min(1).describe("Shown to agents on the customer's profile, never to the customer"),
    },
    async ({ customerId, note }) => asText(await desk.post(`/customers/${customerId}/notes`, { note })),
  );

  server.registerTool(
    "erase_customer",
    {
      title: "Erase customer (GDPR)",
      description: ERASE_CUSTOMER,
      inputSchema: {
        customerId: z.number().int().positive(),
        verificationReference: z.string().regex(/^VR-\d{6}$/),
        dryRun: z.boolean().default(true),
      },
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
    },
    async ({ customerId, ...request }) => asText(await desk.post(`/customers/${customerId}/erasure`, request)),
  );
}
