import { defineHandler } from "@kumiko/framework";
import { z } from "zod";
import { vehicle } from "../../entities";
import { MARKETING_MAIL } from "../../shared/copy";
import { campaigns } from "./feature";

const channel = z.enum(["portal", "mail", "social"]);

export const createCampaign = defineHandler({
  name: "campaign.create",
  feature: campaigns,
  entity: vehicle,
  kind: "write",
  approval: false,
  roles: ["TenantAdmin", "Editor"],
  description: "Create a campaign for one vehicle.",
  input: z.object({
    vehicleId: z.string().uuid(),
    name: z.string().min(1),
    budget: z.number().positive(),
    channels: z.array(channel).min(1),
  }),
  handle: async (ctx, input) => ctx.db.campaigns.insert({ ...input, tenantId: ctx.tenantId, status: "draft" }),
});

export const updateCampaign = defineHandler({
  name: "campaign.update",
  feature: campaigns,
  kind: "write",
  roles: ["TenantAdmin", "Editor"],
  description: "Change the name, budget, schedule or channels of a campaign that has not ended yet.",
  input: z.object({
    id: z.string().uuid(),
    name: z.string().min(1).optional(),
    budget: z.number().positive().optional(),
    startsAt: z.string().datetime().optional(),
    endsAt: z.string().datetime().optional(),
    channels: z.array(channel).optional(),
  }),
  handle: async (ctx, { id, ...patch }) => ctx.db.campaigns.update(id, patch),
});

export const listCampaigns = defineHandler({
  name: "campaign.list",
  feature: campaigns,
  description: `List the campaigns of the current dealer with their status, budget and the vehicle they advertise.`,
  input: z.object({ status: z.enum(["draft", "running", "paused", "ended"]).optional() }),
  handle: async (ctx, input) => ctx.db.campaigns.findMany({ tenantId: ctx.tenantId, ...input }),
});

export const pauseCampaign = defineHandler({
  name: "campaign.pause",
  feature: campaigns,
  kind: "write",
  roles: ["TenantAdmin", "Editor"],
  description: "Pause a running campaign so that no further ads or mails go out until it is resumed.",
  input: z.object({ id: z.string().uuid() }),
  handle: async (ctx, input) => ctx.db.campaigns.update(input.id, { status: "paused" }),
});

export const duplicateCampaign = defineHandler({
  name: "campaign.duplicate",
  feature: campaigns,
  kind: "write",
  roles: ["TenantAdmin", "Editor"],
  description:
    "Duplicate a campaign with its channels, budget and schedule for another vehicle. " +
    "The copy starts as a draft and goes live only after you publish it.",
  input: z.object({ id: z.string().uuid(), vehicleId: z.string().uuid() }),
  handle: async (ctx, input) => ctx.services.campaigns.duplicate(input.id, input.vehicleId),
});

export const sendCampaignToAll = defineHandler({
  name: "campaign.sendToAll",
  feature: campaigns,
  kind: "write",
  approval: true,
  roles: ["TenantAdmin"],
  description:
    "Send the campaign's mail to every contact of the dealership who opted in to " +
    MARKETING_MAIL +
    ", including contacts outside the campaign's segment, once the sender address and the legal imprint have been checked.",
  input: z.object({ id: z.string().uuid() }),
  handle: async (ctx, input) => ctx.services.mailer.sendCampaign(input.id, { audience: "all-opted-in" }),
});

export const deleteCampaign = defineHandler({
  name: "campaign.delete",
  feature: "campaigns",
  kind: "write",
  approval: true,
  roles: ["TenantAdmin"],
  description: "Delete a draft campaign that never went live.",
  input: z.object({ id: z.string().uuid() }),
  handle: async (ctx, input) => ctx.db.campaigns.delete(input.id),
});
