import { and, asc, desc, eq, gt, lt, max, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";

/** A table whose rows are ordered within a parent by `order_number`. */
export type OrderedTable = PgTable & { id: PgColumn; orderNumber: PgColumn };

export type Move = { id: string; from: number; to: number };

/**
 * Swaps a row with its neighbour above or below, inside the caller's transaction. The
 * (parent, order_number) constraints are not deferrable, so the row waits at a negative number
 * while its neighbour takes its place. Returns the two moves, or [] at either end.
 */
export async function swapWithNeighbour(
  tx: DbOrTx,
  table: OrderedTable,
  parent: PgColumn,
  id: string,
  direction: "up" | "down",
): Promise<Move[] | null> {
  const [item] = (await tx
    .select({ parent, order: table.orderNumber })
    .from(table)
    .where(eq(table.id, id))
    .for("update")) as { parent: string; order: number }[];
  if (!item) return null;
  const [neighbour] = (await tx
    .select({ id: table.id, order: table.orderNumber })
    .from(table)
    .where(
      and(
        eq(parent, item.parent),
        direction === "up" ? lt(table.orderNumber, item.order) : gt(table.orderNumber, item.order),
      ),
    )
    .orderBy(direction === "up" ? desc(table.orderNumber) : asc(table.orderNumber))
    .limit(1)
    .for("update")) as { id: string; order: number }[];
  if (!neighbour) return [];
  const setOrder = (rowId: string, order: number) =>
    tx.execute(sql`update ${table} set order_number = ${order} where id = ${rowId}`);
  await setOrder(id, -item.order);
  await setOrder(neighbour.id, item.order);
  await setOrder(id, neighbour.order);
  return [
    { id, from: item.order, to: neighbour.order },
    { id: neighbour.id, from: neighbour.order, to: item.order },
  ];
}

/** The order number after the last row of a parent: where a new row goes. */
export async function nextOrderNumber(
  tx: DbOrTx,
  table: OrderedTable,
  parent: PgColumn,
  parentId: string,
) {
  const [row] = (await tx
    .select({ last: max(table.orderNumber) })
    .from(table)
    .where(eq(parent, parentId))) as { last: number | null }[];
  return (row?.last ?? 0) + 1;
}
