// Pipedream preset: `export default { key, name, description, type: "action", … }` components (.mjs, and a
// legacy CommonJS .js) and `defineAction({…})` in .ts: name = key, label = name. `toSingleLineString(x)` is x. The
// summary strips a trailing "[See …](…)" link (optional final period) before the first-sentence cut.
// Fixture: test/fixtures/pipedream, laid out like components/<app>/ in the Pipedream registry.
import { describe, expect, it } from "vitest";
import { fixtureRows, loadFixture } from "./run.js";

describe("pipedream preset", () => {
  it("is picked from package.json", () => {
    expect(loadFixture("pipedream").presets).toEqual([{ package: ".", presets: ["pipedream"] }]);
  });

  it("finds every action component, and nothing else", () => {
    // Near misses (not rows): the app file (type "app") and its propDefinitions, the shared base
    // actions/common/export-report.mjs (a description, but no key and no type "action"), the source
    // props objects with descriptions, the { type: "app" } prop in sync-ledger.
    // Rows whose description is not in their own object: export-revenue-report (from the ...common spread) and
    // ping (none): both at the object literal.
    expect(fixtureRows("pipedream")).toEqual([
      { type: "action", name: "acme_billing-cancel-subscription", description: "Cancel a subscription at period end or immediately, optionally prorating the final invoice and crediting unused time to the customer's balance [See the docs](https://docs.acmebilling.example/api/subscriptions#cancel).", status: "ok", at: "actions/cancel-subscription/cancel-subscription.mjs:6:16", kind: "unknown", approval: false },
      { type: "action", name: "acme_billing-create-customer", description: "Create a customer with an email address and optional billing details. [See the docs](https://docs.acmebilling.example/api/customers#create).", status: "ok", at: "actions/create-customer/create-customer.mjs:7:16", kind: "unknown", approval: false },
      { type: "action", name: "acme_billing-create-invoice", description: "Create a draft invoice for a customer. [See the documentation](https://docs.acmebilling.example/api/invoices#create)", status: "ok", at: "actions/create-invoice/create-invoice.mjs:6:16", kind: "unknown", approval: false },
      { type: "action", name: "acme_billing-download-invoice-pdf", description: "Download the PDF of an invoice, rendered with the account's branding, locale and tax settings, and save it to /tmp for use in later steps [API reference](https://docs.acmebilling.example/api/invoices#pdf)", status: "ok", at: "actions/download-invoice-pdf/download-invoice-pdf.mjs:7:16", kind: "unknown", approval: false },
      { type: "action", name: "acme_billing-export-revenue-report", description: "Export a report for a date range as CSV. [See the documentation](https://docs.acmebilling.example/api/reports#export)", status: "ok", at: "actions/export-revenue-report/export-revenue-report.mjs:3:16", kind: "unknown", approval: false },
      { type: "action", name: "acme_billing-export-tax-report", description: "Export the tax report for a date range as CSV, one row per jurisdiction. [See the documentation](https://docs.acmebilling.example/api/reports#tax)", status: "ok", at: "actions/export-tax-report/export-tax-report.mjs:7:16", kind: "unknown", approval: false },
      { type: "action", name: "acme_billing-get-invoice", description: "Retrieve an invoice by ID, with its line items. [See the documentation](https://docs.acmebilling.example/api/invoices#retrieve)", status: "ok", at: "actions/get-invoice/get-invoice.mjs:7:16", kind: "read", approval: false },
      { type: "action", name: "acme_billing-list-invoices", description: "List invoices for a customer or subscription, filtered by status and creation date, newest first, with pagination handled for you [See the documentation](https://docs.acmebilling.example/api/invoices#list)", status: "ok", at: "actions/list-invoices/list-invoices.mjs:6:16", kind: "unknown", approval: false },
      { type: "action", name: "acme_billing-ping", description: undefined, status: "missing", at: "actions/ping/ping.mjs:4:16", kind: "unknown", approval: false },
      { type: "action", name: "acme_billing-refund-payment", description: "Refund a captured payment, in full or in part. [See the documentation](https://docs.acmebilling.example/api/payments#refund)", status: "ok", at: "actions/refund-payment/refund-payment.ts:10:16", kind: "unknown", approval: false },
      { type: "action", name: "acme_billing-search-customers", description: "Search customers by email, name or metadata [See the docs here](https://docs.acmebilling.example/api/customers#search)", status: "ok", at: "actions/search-customers/search-customers.mjs:6:16", kind: "unknown", approval: false },
      { type: "action", name: "acme_billing-send-invoice-email", description: "Email a finalized invoice to the customer's billing contacts. [See the documentation](https://docs.acmebilling.example/api/invoices#send)", status: "ok", at: "actions/send-invoice-email/send-invoice-email.ts:8:16", kind: "unknown", approval: false },
      { type: "action", name: "acme_billing-sync-ledger", description: "Sync paid invoices to the general ledger. [See the documentation](https://docs.acmebilling.example/api/ledger#sync)", status: "ok", at: "actions/sync-ledger/sync-ledger.js:7:16", kind: "unknown", approval: false },
      { type: "action", name: "acme_billing-void-invoice", description: "\n    Void a finalized invoice so it can no longer be paid.\n    Voiding cannot be undone.\n    [See the documentation](https://docs.acmebilling.example/api/invoices#void)\n  ", status: "ok", at: "actions/void-invoice/void-invoice.mjs:8:16", kind: "unknown", approval: false },
      // An event source is a trigger: catalogued, never in a directory.
      { type: "trigger", name: "acme_billing-new-invoice", description: "Emit new event when an invoice is created. [See the documentation](https://docs.acmebilling.example/api/invoices#list)", status: "ok", at: "sources/new-invoice/new-invoice.mjs:8:16" },
    ]);
  });

  it("takes the label from name", () => {
    const { actions } = loadFixture("pipedream").catalog;
    expect(actions.find((a) => a.name === "acme_billing-void-invoice")?.label).toBe("Void Invoice");
    expect(actions.find((a) => a.name === "acme_billing-send-invoice-email")?.label).toBe("Send Invoice Email");
  });

  it("cut into a directory (directory.cut), strips the trailing docs link before cutting, even when the link straddles character 160", () => {
    const project = loadFixture("pipedream", { cut: true });
    expect(project.directories[0].lines.map((l) => l.text)).toEqual([
      // 217 characters, the link from 143 to 216, no sentence end before it: without the strip the cap would
      // cut inside the link ("… balance [See the…").
      "acme_billing-cancel-subscription: Cancel a subscription at period end or immediately, optionally prorating the final invoice and crediting unused time to the customer's balance",
      // "[See the docs](…)." with a final period.
      "acme_billing-create-customer: Create a customer with an email address and optional billing details.",
      "acme_billing-create-invoice: Create a draft invoice for a customer.",
      // "[API reference](…)" is not a "See …" link: not stripped, and the cap cuts it open (broken-generated-text's job).
      "acme_billing-download-invoice-pdf: Download the PDF of an invoice, rendered with the account's branding, locale and tax settings, and save it to /tmp for use in later steps [API…",
      "acme_billing-export-revenue-report: Export a report for a date range as CSV.",
      "acme_billing-export-tax-report: Export the tax report for a date range as CSV, one row per jurisdiction.",
      "acme_billing-get-invoice (read): Retrieve an invoice by ID, with its line items.",
      // 205 characters, the link from 130 to 204.
      "acme_billing-list-invoices: List invoices for a customer or subscription, filtered by status and creation date, newest first, with pagination handled for you",
      "acme_billing-ping: ",
      "acme_billing-refund-payment: Refund a captured payment, in full or in part.",
      // "[See the docs here](…)", no sentence end at all.
      "acme_billing-search-customers: Search customers by email, name or metadata",
      "acme_billing-send-invoice-email: Email a finalized invoice to the customer's billing contacts.",
      "acme_billing-sync-ledger: Sync paid invoices to the general ledger.",
      "acme_billing-void-invoice: Void a finalized invoice so it can no longer be paid.",
    ]);
    const line = (name: string) => project.directories[0].lines.find((l) => l.action.name === name)!;
    expect(line("acme_billing-list-invoices").summary).toMatchObject({ truncated: false, firstSentenceOnly: false });
    expect(line("acme_billing-cancel-subscription").summary).toMatchObject({ truncated: false, firstSentenceOnly: false });
    expect(line("acme_billing-download-invoice-pdf").summary).toMatchObject({ truncated: true });
  });
});
