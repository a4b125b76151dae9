import { defineHandler } from "@kumiko/framework";
import { z } from "zod";
import { mailTemplate } from "../../entities";
import { deleteWarning } from "../../shared/copy";
import { mailTemplates } from "./feature";

const templateFields = z.object({
  name: z.string().min(1),
  subject: z.string().min(1),
  body: z.string().min(1),
  sender: z.string().email().optional(),
  locale: z.enum(["de", "en", "es"]).default("de"),
});

export const createMailTemplate = defineHandler({
  name: "mailTemplate.create",
  feature: mailTemplates,
  entity: mailTemplate,
  kind: "write",
  roles: ["TenantAdmin", "Editor"],
  description: `Create a ${mailTemplate.description}`,
  input: templateFields,
  handle: async (ctx, input) => ctx.db.mailTemplates.insert({ ...input, tenantId: ctx.tenantId }),
});

export const updateMailTemplate = defineHandler({
  name: "mailTemplate.update",
  feature: mailTemplates,
  entity: mailTemplate,
  kind: "write",
  roles: ["TenantAdmin", "Editor"],
  description:
    "Update the subject, body or sender of a mail template for campaigns and marketing runs; placeholders for vehicle and " +
    "contact data must follow the " +
    "[placeholder syntax guide](https://help.offlot.app/mail-templates/placeholders).",
  input: templateFields.partial().extend({ id: z.string().uuid() }),
  handle: async (ctx, { id, ...patch }) => ctx.db.mailTemplates.update(id, patch),
});

export const listMailTemplates = defineHandler({
  name: "mailTemplate.list",
  feature: mailTemplates,
  entity: mailTemplate,
  description: "List the mail templates of the current dealer with the campaigns that use them.",
  input: z.object({ locale: z.enum(["de", "en", "es"]).optional() }),
  handle: async (ctx, input) => ctx.db.mailTemplates.findMany({ tenantId: ctx.tenantId, ...input }),
});

export const previewMailTemplate = defineHandler({
  name: "mailTemplate.preview",
  feature: mailTemplates,
  entity: mailTemplate,
  description: "Render a preview of the mail template for {{vehicle}} with the data of a sample contact.",
  input: z.object({ id: z.string().uuid(), vehicleId: z.string().uuid() }),
  handle: async (ctx, input) => ctx.services.mailRenderer.preview(input.id, input.vehicleId),
});

export const sendTestMail = defineHandler({
  name: "mailTemplate.sendTest",
  feature: mailTemplates,
  entity: mailTemplate,
  kind: "write",
  roles: ["TenantAdmin", "Editor"],
  description: "Send a test mail of a template to your own address so you can check it before a campaign uses it.",
  input: z.object({ id: z.string().uuid() }),
  handle: async (ctx, input) => ctx.services.mailer.sendTest(input.id, ctx.user.email),
});

export const deleteMailTemplate = defineHandler({
  name: "mailTemplate.delete",
  feature: mailTemplates,
  entity: mailTemplate,
  kind: "write",
  approval: true,
  roles: ["TenantAdmin"],
  description: `Delete a mail template that no campaign uses. ${deleteWarning("mail template")}`,
  input: z.object({ id: z.string().uuid() }),
  handle: async (ctx, input) => ctx.db.mailTemplates.delete(input.id),
});
