// Human output: plain cli-table3 tables (no colours, so they stay readable when piped).
/** A two-column table of label / value. */
export async function keyValueTable(rows: [string, string][]): Promise<string> {
  const { default: Table } = await import('cli-table3');
  const table = new Table({ style: { head: [], border: [] }, wordWrap: true });
  for (const [k, v] of rows) table.push({ [k]: v });
  return table.toString();
}

/** A table with a header row and one row per item. */
export async function listTable(head: string[], rows: string[][]): Promise<string> {
  const { default: Table } = await import('cli-table3');
  const table = new Table({ head, style: { head: [], border: [] } });
  for (const row of rows) table.push(row);
  return table.toString();
}
