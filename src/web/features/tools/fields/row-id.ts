let next = 0;

/** A key for a calculator row. Keys are never rendered or shared, so they need not be stable. */
export function newRowId(): string {
  next += 1;
  return `row-${next}`;
}

/** docs/product.md#validation-rules: a list keeps at least one row, so removing the last one is refused. */
export function withoutRow<Row extends { id: string }>(rows: readonly Row[], id: string): Row[] {
  return rows.length > 1 ? rows.filter((row) => row.id !== id) : [...rows];
}

export function withRowChange<Row extends { id: string }>(
  rows: readonly Row[],
  id: string,
  change: Partial<Row>,
): Row[] {
  return rows.map((row) => (row.id === id ? { ...row, ...change } : row));
}
