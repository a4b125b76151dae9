import { defineHandler } from "@kumiko/framework";
import { z } from "zod";
import { vehicle } from "../../entities";
import { crudHandlers } from "../../shared/crud";
import { VEHICLE_ARCHIVE } from "../../shared/copy";
import { inventory } from "./feature";

export const vehicleCrud = crudHandlers(vehicle, {
  feature: "inventory",
  singular: "vehicle",
  plural: "vehicles",
  sortedBy: "longest in stock first",
});

const vehicleFields = z.object({
  vin: z.string().length(17),
  make: z.string(),
  model: z.string(),
  firstRegistration: z.string(),
  mileageKm: z.number().int().nonnegative(),
  priceEur: z.number().positive(),
  equipment: z.array(z.string()).default([]),
});

export const createVehicle = defineHandler({
  name: "vehicle.create",
  feature: inventory,
  entity: vehicle,
  kind: "write",
  roles: ["TenantAdmin", "Editor"],
  description: "Add a used vehicle to the dealer's stock with make, model, mileage, price and equipment.",
  input: vehicleFields,
  handle: async (ctx, input) => ctx.db.vehicles.insert({ ...input, tenantId: ctx.tenantId }),
});

export const updateVehicle = defineHandler({
  name: "vehicle.update",
  feature: inventory,
  entity: vehicle,
  kind: "write",
  roles: ["TenantAdmin", "Editor"],
  description: `Change the price, mileage or equipment of a ${vehicle.description}`,
  input: vehicleFields.partial().extend({ id: z.string().uuid() }),
  handle: async (ctx, { id, ...patch }) => ctx.db.vehicles.update(id, patch),
});

export const archiveVehicle = defineHandler({
  name: "vehicle.archive",
  feature: inventory,
  entity: vehicle,
  kind: "write",
  roles: ["TenantAdmin", "Editor"],
  description: VEHICLE_ARCHIVE,
  input: z.object({ id: z.string().uuid() }),
  handle: async (ctx, input) => ctx.db.vehicles.update(input.id, { archivedAt: ctx.clock.now() }),
});

export const importVehicleFeed = defineHandler({
  name: "vehicle.importFeed",
  feature: inventory,
  entity: vehicle,
  kind: "write",
  roles: ["TenantAdmin"],
  description:
    "Import the dealer's stock from the inventory feed of the dealer management system, adding new vehicles, " +
    "updating the price and mileage of known ones and archiving the vehicles that are no longer in the feed.",
  input: z.object({ feedUrl: z.string().url().optional() }),
  handle: async (ctx, input) => ctx.services.inventoryFeed.import(input.feedUrl ?? ctx.tenant.settings.feedUrl),
});
