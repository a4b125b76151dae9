import { defineHandler } from "@kumiko/framework";
import { z } from "zod";
import { contact } from "../../entities";
import { crudHandlers } from "../../shared/crud";
import * as copy from "../../shared/copy";
import { MARKETING_CONSENT, MARKETING_MAIL } from "../../shared/copy";
import { contacts } from "./feature";

export const contactCrud = crudHandlers(contact, {
  feature: "contacts",
  singular: "contact",
  plural: "contacts",
  sortedBy: "most recently active first",
});

const contactFields = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().email(),
  phone: z.string().optional(),
  marketingConsent: z.boolean(),
});

export const createContact = defineHandler({
  name: "contact.create",
  feature: contacts,
  entity: contact,
  kind: "write",
  roles: ["TenantAdmin", "Editor"],
  description: "Add a contact with name, email address, phone number and marketing consent.",
  input: contactFields,
  handle: async (ctx, input) => ctx.db.contacts.insert({ ...input, tenantId: ctx.tenantId }),
});

export const updateContact = defineHandler({
  name: "contact.update",
  feature: contacts,
  entity: contact,
  kind: "write",
  roles: ["TenantAdmin", "Editor"],
  description: `Change a contact's name, email address, phone number or ${MARKETING_CONSENT}.`,
  input: contactFields.partial().extend({ id: z.string().uuid() }),
  handle: async (ctx, { id, ...patch }) => ctx.db.contacts.update(id, patch),
});

export const listOptedInContacts = defineHandler({
  name: "contact.listOptedIn",
  feature: contacts,
  entity: contact,
  description: `List the contacts who opted in to ${MARKETING_MAIL} this month.`,
  input: z.object({}),
  handle: async (ctx) => ctx.db.contacts.findMany({ tenantId: ctx.tenantId, optedInSince: ctx.clock.startOfMonth() }),
});

export const importContacts = defineHandler({
  name: "contact.import",
  feature: contacts,
  entity: contact,
  kind: "write",
  roles: ["TenantAdmin", "Editor"],
  description:
    "Import contacts from a CSV file in the DMS export format v2.1 and match them to existing contacts by email address. " +
    "Rows without marketing consent are skipped and listed in the import report.",
  input: z.object({ fileId: z.string().uuid() }),
  handle: async (ctx, input) => ctx.services.contactImport.run(input.fileId),
});

export const exportContacts = defineHandler({
  name: "contact.export",
  feature: contacts,
  entity: contact,
  roles: ["TenantAdmin", "Editor"],
  description: `${copy.CONTACT_EXPORT_COLUMNS}, for every contact of the current dealer.`,
  input: z.object({}),
  handle: async (ctx) => ctx.services.contactExport.run({ tenantId: ctx.tenantId }),
});

export const exportContactSegment = defineHandler({
  name: "contact.exportSegment",
  feature: contacts,
  entity: contact,
  roles: ["TenantAdmin", "Editor"],
  description: copy.CONTACT_EXPORT_COLUMNS + ", for the contacts of one segment only, for example everyone who asked about an SUV.",
  input: z.object({ segmentId: z.string().uuid() }),
  handle: async (ctx, input) => ctx.services.contactExport.run({ tenantId: ctx.tenantId, segmentId: input.segmentId }),
});
