import { eq, type Column, type SQL } from "drizzle-orm";

/**
 * The "object:own" rule as the SQL condition every owner-scoped statement carries: someone
 * else's object is then indistinguishable from a missing one (docs/architecture.md, habits).
 */
export const ownedBy = (ownerColumn: Column, actorId: string): SQL => eq(ownerColumn, actorId);
