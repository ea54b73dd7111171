/** What the audit log keeps of a row: every column an editor can change, not its timestamps. */
export function withoutTimestamps(row: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(row).filter(([name]) => name !== "createdAt" && name !== "updatedAt"),
  );
}
