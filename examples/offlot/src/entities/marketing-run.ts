import { defineEntity } from "@kumiko/framework";

export const marketingRun = defineEntity({
  name: "marketingRun",
  description: "A dealer's marketing run for one vehicle.",
});
