import { defineHandler } from "@kumiko/framework";
import { z } from "zod";
import { tenantAdmin } from "./feature";

const EDITABLE_SETTINGS = ["sender address", "legal imprint", "brand colours", "default mail language"];

// Built from the list above so the description never goes stale when a setting is added.
let settingsDescription = "Change the tenant's";
for (const [i, setting] of EDITABLE_SETTINGS.entries()) {
  const glue = i === 0 ? " " : i === EDITABLE_SETTINGS.length - 1 ? " or " : ", ";
  settingsDescription += glue + setting;
}
settingsDescription += ".";

export const listAuditLog = defineHandler({
  name: "auditLog.list",
  feature: tenantAdmin,
  roles: ["TenantAdmin"],
  description: "List the audit log entries of the tenant: who changed which record, when and from where.",
  input: z.object({ from: z.string().datetime().optional(), userId: z.string().uuid().optional() }),
  handle: async (ctx, input) => ctx.db.auditLog.findMany({ tenantId: ctx.tenantId, ...input }),
});

export const updateTenantSettings = defineHandler({
  name: "tenant.settings.update",
  feature: tenantAdmin,
  kind: "write",
  roles: ["TenantAdmin"],
  description: settingsDescription,
  input: z.object({
    senderAddress: z.string().email().optional(),
    legalImprint: z.string().optional(),
    brandColours: z.array(z.string().regex(/^#[0-9a-f]{6}$/i)).optional(),
    defaultMailLanguage: z.enum(["de", "en", "es"]).optional(),
  }),
  handle: async (ctx, input) => ctx.services.tenant.updateSettings(ctx.tenantId, input),
});
