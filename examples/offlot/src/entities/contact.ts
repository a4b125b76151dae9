import { defineEntity } from "@kumiko/framework";

export const contact = defineEntity({
  name: "contact",
  description: "contact who may receive marketing mail from the dealer.",
});
