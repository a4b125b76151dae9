import { defineFeature } from "@kumiko/framework";

export const campaigns = defineFeature({
  name: "campaigns",
  label: { en: "Campaigns", de: "Kampagnen" },
  description:
    "Plan and run campaigns that advertise one used vehicle on portals, by mail and on social media. " +
    "A campaign has a budget, a schedule and the channels it runs on.",
});
