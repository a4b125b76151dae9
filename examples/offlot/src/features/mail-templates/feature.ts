import { defineFeature } from "@kumiko/framework";

export const mailTemplates = defineFeature({
  name: "mailTemplates",
  label: { en: "Mail templates", de: "Mailvorlagen" },
  description: `Mail templates with subject, body and placeholders for vehicle and contact data, used by campaigns and marketing runs.`,
});
