// End to end on the bundled example app: every planted defect of examples/offlot/DEFECTS.md, and nothing else.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.js";
import { ALL_RULES, RULE_INFOS } from "../../rules/index.js";
import { slashPath } from "../../src/base/paths.js";
import { lintProject, loadProject } from "../../src/project.js";

const OFFLOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../examples/offlot");
const project = loadProject(loadConfig({ cwd: OFFLOT, rules: RULE_INFOS }));
const { diagnostics, ruleErrors } = lintProject(project, ALL_RULES);

describe("examples/offlot", () => {
  it("has the catalog DEFECTS.md describes", () => {
    const { catalog } = project;
    expect(catalog.actions).toHaveLength(56);
    expect(catalog.features.map((f) => f.name).sort()).toEqual(
      ["campaigns", "contacts", "inventory", "mailTemplates", "marketingRuns", "reports", "tenantAdmin"],
    );
    expect(catalog.entities.map((e) => e.name).sort()).toEqual(["contact", "mailTemplate", "marketingRun", "vehicle"]);
    expect(catalog.problems).toEqual([]);
    expect(project.directories.map((d) => [d.role, d.lines.length])).toEqual([
      ["Editor", 41],
      ["TenantAdmin", 56],
    ]);
  });

  it("instantiates the crud factory once per call site (3 x 3), each pointing at its call site", () => {
    const instances = project.catalog.actions.filter((a) => a.instantiatedAt);
    expect(instances).toHaveLength(9);
    expect(new Set(instances.map((a) => slashPath(OFFLOT, a.loc.file)))).toEqual(new Set(["src/shared/crud.ts"]));
    const get = instances.find((a) => a.name === "marketingRun.get")!;
    expect(get.description).toBe("Fetch a single A dealer's marketing run for one vehicle.");
    expect(get.loc).toMatchObject({ line: 29, column: 20 });
    expect(slashPath(OFFLOT, get.instantiatedAt!.file)).toBe("src/features/marketing-runs/runs.ts");
    expect(get.instantiatedAt).toMatchObject({ line: 7, column: 33 });
  });

  it("reports exactly the planted defects of DEFECTS.md for the registered rules, suppressed ones excepted", () => {
    expect(ruleErrors).toEqual([]);
    const got = diagnostics.map((d) => [d.ruleId, d.subject.name, slashPath(OFFLOT, d.file), d.line, d.column, d.severity]);
    expect(got).toEqual([
      ["first-sentence-only", "campaign.duplicate", "src/features/campaigns/handlers.ts", 67, 5, "info"],
      ["summary-truncated", "campaign.sendToAll", "src/features/campaigns/handlers.ts", 80, 5, "info"],
      ["first-sentence-only", "contact.import", "src/features/contacts/contacts.ts", 62, 5, "info"],
      ["summary-truncated", "contact.export", "src/features/contacts/contacts.ts", 73, 16, "info"],
      ["near-duplicate-summary", "contact.exportSegment", "src/features/contacts/contacts.ts", 83, 16, "error"],
      ["summary-truncated", "contact.exportSegment", "src/features/contacts/contacts.ts", 83, 16, "info"],
      ["unused-directive", path.join(OFFLOT, "src/features/contacts/leads.ts"), "src/features/contacts/leads.ts", 19, 3, "warn"],
      ["first-sentence-only", "contact.merge", "src/features/contacts/privacy.ts", 12, 5, "info"],
      ["truncation-drops-irreversibility", "contact.merge", "src/features/contacts/privacy.ts", 12, 5, "error"],
      ["feature-description-truncated", "inventory", "src/features/inventory/feature.ts", 7, 5, "info"],
      ["missing-description", "photo.delete", "src/features/inventory/photos.ts", 16, 28, "error"],
      ["missing-description", "photo.setCover", "src/features/inventory/photos.ts", 33, 16, "error"],
      ["summary-truncated", "vehicle.importFeed", "src/features/inventory/vehicles.ts", 65, 5, "info"],
      ["broken-generated-text", "mailTemplate.update", "src/features/mail-templates/handlers.ts", 33, 5, "error"],
      ["summary-truncated", "mailTemplate.update", "src/features/mail-templates/handlers.ts", 33, 5, "info"],
      ["broken-generated-text", "mailTemplate.preview", "src/features/mail-templates/handlers.ts", 53, 16, "error"],
      ["first-sentence-only", "mailTemplate.delete", "src/features/mail-templates/handlers.ts", 76, 16, "info"],
      ["truncation-drops-irreversibility", "mailTemplate.delete", "src/features/mail-templates/handlers.ts", 76, 16, "error"],
      ["broken-generated-text", "marketingRun.cancel", "src/features/marketing-runs/runs.ts", 42, 16, "error"],
      ["first-sentence-only", "marketingRun.results", "src/features/marketing-runs/runs.ts", 52, 5, "info"],
      ["summary-truncated", "report.generate", "src/features/reports/handlers.ts", 15, 5, "info"],
      ["truncation-drops-verb", "report.generate", "src/features/reports/handlers.ts", 15, 5, "error"],
      ["unresolved-description", "report.export", "src/features/reports/handlers.ts", 34, 16, "info"],
      ["first-sentence-only", "report.runPerformance", "src/features/reports/handlers.ts", 57, 5, "info"],
      ["near-duplicate-summary", "report.runPerformance", "src/features/reports/handlers.ts", 57, 5, "warn"],
      ["first-sentence-only", "apiKey.create", "src/features/tenant-admin/api-keys.ts", 13, 5, "info"],
      ["summary-truncated", "apiKey.revoke", "src/features/tenant-admin/api-keys.ts", 26, 5, "info"],
      ["truncation-drops-irreversibility", "apiKey.revoke", "src/features/tenant-admin/api-keys.ts", 26, 5, "error"],
      ["feature-description-truncated", "tenantAdmin", "src/features/tenant-admin/feature.ts", 7, 5, "info"],
      ["unresolved-description", "tenant.settings.update", "src/features/tenant-admin/settings.ts", 29, 16, "info"],
      ["missing-description", "tenant.user.updateRole", "src/features/tenant-admin/users.ts", 31, 16, "error"],
      ["broken-generated-text", "marketingRun.get", "src/shared/crud.ts", 29, 20, "error"],
    ]);
  });

  it("keeps a suppressed diagnostic out (contact.anonymize) and reads the unresolved reasons", () => {
    expect(diagnostics.some((d) => d.subject.name === "contact.anonymize")).toBe(false);
    const reasons = Object.fromEntries(
      project.catalog.actions.filter((a) => a.descriptionStatus === "unresolved").map((a) => [a.name, a.unresolvedReason]),
    );
    expect(reasons).toEqual({
      "report.export": 'a call of `t()`: `t` is imported from the package "i18next"',
      "tenant.settings.update": "`settingsDescription` is a `let`/`var` variable, not a const",
    });
  });
});
