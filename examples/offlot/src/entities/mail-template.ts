import { defineEntity } from "@kumiko/framework";

export const mailTemplate = defineEntity({
  name: "mailTemplate",
  description: "mail template with subject, body and placeholders for vehicle and contact data.",
});
