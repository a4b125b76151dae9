import { defineFeature } from "@kumiko/framework";

export const reports = defineFeature({
  name: "reports",
  label: { en: "Reports", de: "Berichte" },
  description: "Reports on leads, test drives, sales and marketing spend per campaign, vehicle and channel.",
});
