import { defineFeature } from "@kumiko/framework";
import { marketingRun } from "../../entities";

export const marketingRuns = defineFeature({
  name: "marketingRuns",
  label: { en: "Marketing runs", de: "Vermarktungsläufe" },
  description:
    marketingRun.description +
    " A run places the vehicle's ads on the portals, mails the matching contacts and collects the leads that come back.",
});
