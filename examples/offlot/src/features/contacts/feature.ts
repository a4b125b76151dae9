import { defineFeature } from "@kumiko/framework";

export const contacts = defineFeature({
  name: "contacts",
  label: { en: "Contacts and leads", de: "Kontakte und Leads" },
  description:
    "Contacts and leads of the dealership: people who asked about a vehicle, booked a test drive or opted in to marketing mail. " +
    "Segments group contacts for campaigns.",
});
