import { defineFeature } from "@kumiko/framework";

export const tenantAdmin = defineFeature({
  name: "tenantAdmin",
  label: { en: "Administration", de: "Verwaltung" },
  description:
    "Administration of the dealership's tenant, meaning the users who may sign in and the role each of them holds, " +
    "the API keys that integrations such as the inventory feed, the CRM sync and the lead form on the dealer's website " +
    "use to call offlot, the audit log that records who changed what and when, and the tenant settings for sender " +
    "address, legal imprint, brand colours and the default language of mails. Only tenant admins see this feature.",
});
