import { defineFeature } from "@kumiko/framework";

export const inventory = defineFeature({
  name: "inventory",
  label: { en: "Vehicles", de: "Fahrzeuge" },
  description:
    "The dealer's used vehicle stock as marketing sees it: every vehicle with make, model, trim, first registration, " +
    "mileage, price, equipment and the photos shown in ads, kept in sync with the dealer management system through " +
    "the inventory feed so that campaigns, mails and marketing runs always advertise the current price and never a " +
    "vehicle that has already been sold. Photos are stored in the order the portals show them.",
});
