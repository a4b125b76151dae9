import { defineHandler } from "@kumiko/framework";
import { z } from "zod";
import { tenantAdmin } from "./feature";

const role = z.enum(["TenantAdmin", "Editor"]);

export const inviteUser = defineHandler({
  name: "tenant.user.invite",
  feature: tenantAdmin,
  kind: "write",
  roles: ["TenantAdmin"],
  description: "Invite a user to the dealership by email and give them the TenantAdmin or Editor role.",
  input: z.object({ email: z.string().email(), role }),
  handle: async (ctx, input) => ctx.services.users.invite(ctx.tenantId, input.email, input.role),
});

export const listUsers = defineHandler({
  name: "tenant.user.list",
  feature: tenantAdmin,
  roles: ["TenantAdmin"],
  description: "List the users of the dealership with their role and when they last signed in.",
  input: z.object({}),
  handle: async (ctx) => ctx.db.users.findMany({ tenantId: ctx.tenantId }),
});

export const updateUserRole = defineHandler({
  name: "tenant.user.updateRole",
  feature: tenantAdmin,
  kind: "write",
  roles: ["TenantAdmin"],
  description: "",
  input: z.object({ userId: z.string().uuid(), role }),
  handle: async (ctx, input) => ctx.services.users.setRole(input.userId, input.role),
});
