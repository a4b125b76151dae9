import { defineHandler } from "@kumiko/framework";
import { z } from "zod";
import { tenantAdmin } from "./feature";

const scope = z.enum(["inventory:write", "contacts:read", "contacts:write", "leads:write", "reports:read"]);

export const createApiKey = defineHandler({
  name: "apiKey.create",
  feature: tenantAdmin,
  kind: "write",
  roles: ["TenantAdmin"],
  description:
    "Create an API key for an integration, e.g. the inventory feed at feeds.example.com, limited to the scopes you pick. " +
    "The secret is shown only once, so store it right away.",
  input: z.object({ label: z.string().min(1), scopes: z.array(scope).min(1) }),
  handle: async (ctx, input) => ctx.services.apiKeys.create(ctx.tenantId, input.label, input.scopes),
});

export const revokeApiKey = defineHandler({
  name: "apiKey.revoke",
  feature: tenantAdmin,
  kind: "write",
  approval: true,
  roles: ["TenantAdmin"],
  description:
    "Revoke an API key that an integration such as the inventory feed, the CRM sync or the lead form on the dealer's " +
    "website uses, so that its next request is rejected and the key is permanently disabled.",
  input: z.object({ id: z.string().uuid() }),
  handle: async (ctx, input) => ctx.services.apiKeys.revoke(input.id),
});
