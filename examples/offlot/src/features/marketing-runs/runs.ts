import { defineHandler } from "@kumiko/framework";
import { z } from "zod";
import { marketingRun } from "../../entities";
import { crudHandlers } from "../../shared/crud";
import { marketingRuns } from "./feature";

export const marketingRunCrud = crudHandlers(marketingRun, {
  feature: "marketingRuns",
  singular: "marketing run",
  plural: "marketing runs",
  sortedBy: "newest first",
});

export const startMarketingRun = defineHandler({
  name: "marketingRun.start",
  feature: marketingRuns,
  entity: marketingRun,
  kind: "write",
  roles: ["TenantAdmin", "Editor"],
  description: "Start a marketing run for one vehicle with the channels and audience of its campaign.",
  input: z.object({ campaignId: z.string().uuid() }),
  handle: async (ctx, input) => ctx.services.runs.start(input.campaignId),
});

export const scheduleMarketingRun = defineHandler({
  name: "marketingRun.schedule",
  feature: marketingRuns,
  entity: marketingRun,
  kind: "write",
  roles: ["TenantAdmin", "Editor"],
  description: ["Schedule", "a marketing run", "to start at a given date and time in the dealer's time zone."].join(" "),
  input: z.object({ campaignId: z.string().uuid(), startsAt: z.string().datetime() }),
  handle: async (ctx, input) => ctx.services.runs.schedule(input.campaignId, input.startsAt),
});

export const cancelMarketingRun = defineHandler({
  name: "marketingRun.cancel",
  feature: marketingRuns,
  entity: marketingRun,
  kind: "write",
  roles: ["TenantAdmin", "Editor"],
  description: "Cancel a marketing run that is still running and withdraw the the ads it placed on the portals.",
  input: z.object({ id: z.string().uuid() }),
  handle: async (ctx, input) => ctx.services.runs.cancel(input.id),
});

export const marketingRunResults = defineHandler({
  name: "marketingRun.results",
  feature: marketingRuns,
  entity: marketingRun,
  description:
    "Show the leads, clicks and cost of a marketing run per channel. " +
    "Use it to see which portal works best for this vehicle.",
  input: z.object({ id: z.string().uuid() }),
  handle: async (ctx, input) => ctx.services.runs.results(input.id),
});
