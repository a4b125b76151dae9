import { defineHandler } from "@kumiko/framework";
import { z } from "zod";
import { LEAD_ASSIGN } from "../../shared/copy";
import { contacts } from "./feature";

export const listLeads = defineHandler({
  name: "lead.list",
  feature: contacts,
  description: "List the open leads of the current dealer with the vehicle each lead asked about and the salesperson assigned to it.",
  input: z.object({ assignedTo: z.string().uuid().optional() }),
  handle: async (ctx, input) => ctx.db.leads.findMany({ tenantId: ctx.tenantId, status: "open", ...input }),
});

export const assignLead = defineHandler({
  name: "lead.assign",
  feature: contacts,
  kind: "write",
  roles: ["TenantAdmin", "Editor"],
  // summarylint-disable-next-line missing-description -- TODO write one before launch
  description: LEAD_ASSIGN,
  input: z.object({ leadId: z.string().uuid(), salespersonId: z.string().uuid() }),
  handle: async (ctx, input) => ctx.services.leads.assign(input.leadId, input.salespersonId),
});
