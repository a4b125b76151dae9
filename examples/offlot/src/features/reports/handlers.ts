import { defineHandler } from "@kumiko/framework";
import { t } from "i18next";
import { z } from "zod";
import reportCopy from "../../shared/report-copy";
import { reports } from "./feature";

const period = z.object({ from: z.string().date(), to: z.string().date() });

export const generateReport = defineHandler({
  name: "report.generate",
  feature: reports,
  kind: "write",
  roles: ["TenantAdmin", "Editor"],
  description:
    "For dealers who manage several rooftops and want to compare how their used vehicle campaigns performed " +
    "across locations, channels and months in one place, generates a report with leads, test drives, sales and " +
    "marketing spend per campaign.",
  input: period.extend({ locationIds: z.array(z.string().uuid()).optional() }),
  handle: async (ctx, input) => ctx.services.reports.generate({ tenantId: ctx.tenantId, ...input }),
});

export const listReports = defineHandler({
  name: "report.list",
  feature: reports,
  description: reportCopy.list,
  input: z.object({}),
  handle: async (ctx) => ctx.db.reports.findMany({ tenantId: ctx.tenantId, orderBy: { createdAt: "desc" } }),
});

export const exportReport = defineHandler({
  name: "report.export",
  feature: reports,
  roles: ["TenantAdmin", "Editor"],
  description: t("handlers.report.export.description"),
  input: z.object({ id: z.string().uuid(), format: z.enum(["pdf", "xlsx"]) }),
  handle: async (ctx, input) => ctx.services.reports.export(input.id, input.format),
});

export const scheduleReport = defineHandler({
  name: "report.schedule",
  feature: reports,
  kind: "write",
  roles: ["TenantAdmin", "Editor"],
  description: reportCopy.schedule,
  input: z.object({
    interval: z.enum(["weekly", "monthly"]),
    recipients: z.array(z.string().email()).min(1),
  }),
  handle: async (ctx, input) => ctx.services.reports.schedule({ tenantId: ctx.tenantId, ...input }),
});

export const runPerformanceReport = defineHandler({
  name: "report.runPerformance",
  feature: reports,
  entity: "marketingRun",
  description:
    "Show the leads, clicks and costs of one marketing run per channel. " +
    "Compares the run with the dealer's average for similar vehicles.",
  input: z.object({ runId: z.string().uuid() }),
  handle: async (ctx, input) => ctx.services.reports.runPerformance(input.runId),
});
