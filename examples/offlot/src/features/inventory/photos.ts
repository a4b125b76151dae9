import { defineHandler } from "@kumiko/framework";
import { z } from "zod";
import { inventory } from "./feature";

export const uploadPhotos = defineHandler({
  name: "photo.upload",
  feature: inventory,
  entity: "vehicle",
  kind: "write",
  roles: ["TenantAdmin", "Editor"],
  description: "Upload photos of a vehicle and add them after the photos it already has.",
  input: z.object({ vehicleId: z.string().uuid(), fileIds: z.array(z.string().uuid()).min(1).max(40) }),
  handle: async (ctx, input) => ctx.services.photos.attach(input.vehicleId, input.fileIds),
});

export const deletePhoto = defineHandler({
  name: "photo.delete",
  feature: inventory,
  entity: "vehicle",
  kind: "write",
  roles: ["TenantAdmin", "Editor"],
  input: z.object({ photoId: z.string().uuid() }),
  handle: async (ctx, input) => ctx.services.photos.remove(input.photoId),
});

export const setCoverPhoto = defineHandler({
  name: "photo.setCover",
  feature: inventory,
  entity: "vehicle",
  kind: "write",
  roles: ["TenantAdmin", "Editor"],
  // TODO(marketing): describe once the rules for cover photos are settled.
  description: ` `,
  input: z.object({ vehicleId: z.string().uuid(), photoId: z.string().uuid() }),
  handle: async (ctx, input) => ctx.services.photos.setCover(input.vehicleId, input.photoId),
});

export const enhancePhotos = defineHandler({
  name: "photo.enhance",
  feature: inventory,
  entity: "vehicle",
  kind: "write",
  roles: ["TenantAdmin", "Editor"],
  description: `
    Improve the brightness and background of a vehicle's photos so they look alike in ads.
  `.trim(),
  input: z.object({ vehicleId: z.string().uuid() }),
  handle: async (ctx, input) => ctx.services.photos.enhance(input.vehicleId),
});
