// The workspace folder tree as plain data: dashboard order, levels, subtree heights and cycle checks.
// Pure functions over (id, parent_id) rows, so the rules are tested without a database.

/** Folders nest at most this many levels deep; a top-level folder is level 1. */
export const MAX_DEPTH = 8;

export interface TreeNode {
  id: string;
  parent_id: string | null;
}

export interface SortableNode extends TreeNode {
  name: string;
  position: number | string;
}

/** Code-unit comparison, so the order does not depend on the server's locale. */
function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Sibling order: position ascending, then name case-insensitively, then id. */
export function compareSiblings(a: SortableNode, b: SortableNode): number {
  return Number(a.position) - Number(b.position) || cmp(a.name.toLowerCase(), b.name.toLowerCase()) || cmp(a.id, b.id);
}

function childrenOf<T extends TreeNode>(rows: readonly T[]): { roots: T[]; children: Map<string, T[]> } {
  const ids = new Set(rows.map((r) => r.id));
  const roots: T[] = [];
  const children = new Map<string, T[]>();
  for (const r of rows) {
    // A parent outside the set cannot happen through the API; such a folder is shown at the top level.
    if (r.parent_id === null || !ids.has(r.parent_id)) roots.push(r);
    else {
      const list = children.get(r.parent_id);
      if (list) list.push(r);
      else children.set(r.parent_id, [r]);
    }
  }
  return { roots, children };
}

/**
 * Dashboard order: depth-first, every folder before its subfolders, siblings by `compareSiblings`.
 * Every row is returned exactly once, even rows caught in a (corrupt) cycle, which come last.
 */
export function dashboardOrder<T extends SortableNode>(rows: readonly T[]): T[] {
  const { roots, children } = childrenOf(rows);
  const out: T[] = [];
  const seen = new Set<string>();
  const visit = (level: T[]) => {
    // Iterative, so a deep (or corrupt) tree cannot exhaust the stack.
    const stack = [...level].sort(compareSiblings).reverse();
    while (stack.length) {
      const node = stack.pop()!;
      if (seen.has(node.id)) continue;
      seen.add(node.id);
      out.push(node);
      const kids = children.get(node.id);
      if (kids) stack.push(...[...kids].sort(compareSiblings).reverse());
    }
  };
  visit(roots);
  if (out.length < rows.length) visit(rows.filter((r) => !seen.has(r.id)));
  return out;
}

/** Index of a workspace's folders for the structural checks of create, move and delete. */
export class FolderTree {
  private readonly byId: Map<string, TreeNode>;
  private readonly children: Map<string, TreeNode[]>;

  constructor(rows: readonly TreeNode[]) {
    this.byId = new Map(rows.map((r) => [r.id, r]));
    this.children = childrenOf(rows).children;
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  /** The folder's level: 1 at the top, 2 inside a top-level folder, and so on. */
  level(id: string): number {
    let level = 0;
    const seen = new Set<string>();
    for (
      let at: string | null = id;
      at !== null && this.byId.has(at) && !seen.has(at);
      at = this.byId.get(at)!.parent_id
    ) {
      seen.add(at);
      level++;
    }
    return level;
  }

  /** Levels the folder's subtree spans, the folder itself included (1 for a folder without subfolders). */
  height(id: string): number {
    let height = 0;
    const seen = new Set<string>();
    let frontier = [id];
    while (frontier.length) {
      height++;
      const next: string[] = [];
      for (const f of frontier) {
        if (seen.has(f)) continue;
        seen.add(f);
        for (const c of this.children.get(f) ?? []) next.push(c.id);
      }
      frontier = next.filter((n) => !seen.has(n));
    }
    return height;
  }

  /** True when `candidate` is `ancestor` itself or lies anywhere below it. */
  isWithin(candidate: string, ancestor: string): boolean {
    const seen = new Set<string>();
    for (let at: string | null = candidate; at !== null && !seen.has(at); at = this.byId.get(at)?.parent_id ?? null) {
      if (at === ancestor) return true;
      seen.add(at);
    }
    return false;
  }
}
