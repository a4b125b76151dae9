import { defineHandler } from "@kumiko/framework";
import { z } from "zod";
import { contact } from "../../entities";

export const mergeContacts = defineHandler({
  name: "contact.merge",
  feature: "contacts",
  entity: contact,
  kind: "write",
  roles: ["TenantAdmin", "Editor"],
  description:
    "Merge two contacts that belong to the same person into one, keeping the newest consent and every lead of both. This cannot be undone.",
  input: z.object({ keepId: z.string().uuid(), mergeId: z.string().uuid() }),
  handle: async (ctx, input) => ctx.services.contacts.merge(input.keepId, input.mergeId),
});

export const anonymizeContact = defineHandler({
  name: "contact.anonymize",
  feature: "contacts",
  entity: contact,
  kind: "write",
  approval: true,
  roles: ["TenantAdmin"],
  // summarylint-disable-next-line summary-truncated -- legal wording must stay verbatim
  description: "Anonymize a contact on request under Article 17 GDPR by replacing name, email address, phone number and postal address with placeholders and removing the contact from every segment, campaign audience and scheduled mail of the dealership.",
  input: z.object({ id: z.string().uuid(), requestReference: z.string() }),
  handle: async (ctx, input) => ctx.services.privacy.anonymize(input.id, input.requestReference),
});
