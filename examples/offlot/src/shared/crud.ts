import { defineHandler } from "@kumiko/framework";
import { z } from "zod";

interface EntityDeclaration {
  name: string;
  description: string;
}

interface CrudOptions {
  /** Name of the feature the handlers belong to. */
  feature: string;
  singular: string;
  plural: string;
  /** How the list is ordered, in words. */
  sortedBy: string;
}

/**
 * The get, list and delete handlers every entity needs. Each call yields three actions whose names and
 * descriptions are built from the entity declaration and the options.
 */
export function crudHandlers(entity: EntityDeclaration, opts: CrudOptions) {
  return {
    get: defineHandler({
      name: `${entity.name}.get`,
      feature: opts.feature,
      entity: entity.name,
      kind: "read",
      description: `Fetch a single ${entity.description}`,
      input: z.object({ id: z.string().uuid() }),
      handle: async (ctx, input) => ctx.db.findById(entity.name, input.id),
    }),
    list: defineHandler({
      name: `${entity.name}.list`,
      feature: opts.feature,
      entity: entity.name,
      kind: "read",
      description: `List the ${opts.plural} of the current dealer, ${opts.sortedBy}.`,
      input: z.object({ cursor: z.string().optional(), limit: z.number().int().max(100).default(25) }),
      handle: async (ctx, input) => ctx.db.list(entity.name, { tenant: ctx.tenantId, ...input }),
    }),
    remove: defineHandler({
      name: `${entity.name}.delete`,
      feature: opts.feature,
      entity: entity.name,
      kind: "write",
      approval: true,
      roles: ["TenantAdmin"],
      description: `Delete one ${opts.singular} and everything attached to it.`,
      input: z.object({ id: z.string().uuid() }),
      handle: async (ctx, input) => ctx.db.remove(entity.name, input.id),
    }),
  };
}
