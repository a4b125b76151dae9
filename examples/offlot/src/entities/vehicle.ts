import { defineEntity } from "@kumiko/framework";

// Written to be glued after a verb ("Fetch a single …"), hence the lowercase start.
export const vehicle = defineEntity({
  name: "vehicle",
  description: "used vehicle in the dealer's stock.",
});
