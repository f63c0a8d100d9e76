// The plans table: each plan's ceilings (admin `plans set`).
export interface PlansTable {
  name: string;
  /** Ceilings; null means no ceiling. */
  max_documents: number | null;
  max_rooms: number | null;
  max_links: number | null;
  max_monthly_sends: number | null;
}

export interface PlanTables {
  plans: PlansTable;
}
