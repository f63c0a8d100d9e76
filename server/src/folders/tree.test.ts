// The folder tree rules without a database: order, levels, heights, cycle checks, corrupt input.
import { describe, expect, it } from 'vitest';
import { compareSiblings, dashboardOrder, FolderTree } from './tree.js';

const node = (id: string, parent_id: string | null, name = id, position = 0) => ({ id, parent_id, name, position });

describe('dashboardOrder', () => {
  it('is depth-first with siblings by position, case-insensitive name, then id', () => {
    const rows = [
      node('c', null, 'Charlie', 0),
      node('a2', null, 'alpha', 1),
      node('a1', null, 'ALPHA', 1),
      node('b', null, 'bravo', 0),
      node('b-kid2', 'b', 'x', 0),
      node('b-kid1', 'b', 'y', 0),
      node('b-kid0', 'b', 'a', 9),
      node('b-kid1-kid', 'b-kid1', 'k', 0),
    ];
    expect(dashboardOrder(rows).map((r) => r.id)).toEqual([
      'b',
      'b-kid2',
      'b-kid1',
      'b-kid1-kid',
      'b-kid0',
      'c',
      'a1',
      'a2',
    ]);
  });

  it('treats positions read as strings as numbers', () => {
    expect(
      compareSiblings({ ...node('x', null), position: '10' }, { ...node('y', null), position: '9' }),
    ).toBeGreaterThan(0);
  });

  it('returns every row once even for an orphan or a corrupt cycle', () => {
    const rows = [node('orphan', 'missing'), node('p', 'q'), node('q', 'p'), node('top', null)];
    const out = dashboardOrder(rows).map((r) => r.id);
    expect(out.sort()).toEqual(['orphan', 'p', 'q', 'top']);
  });
});

describe('FolderTree', () => {
  const tree = new FolderTree([
    node('a', null),
    node('b', 'a'),
    node('c', 'b'),
    node('c2', 'b'),
    node('d', 'c'),
    node('e', null),
  ]);

  it('levels start at 1 on the top level', () => {
    expect(['a', 'b', 'c', 'd', 'e'].map((id) => tree.level(id))).toEqual([1, 2, 3, 4, 1]);
  });

  it('height counts the levels of the subtree including the folder', () => {
    expect(['a', 'b', 'c', 'c2', 'd', 'e'].map((id) => tree.height(id))).toEqual([4, 3, 2, 1, 1, 1]);
  });

  it('isWithin finds the folder itself and its descendants only', () => {
    expect(tree.isWithin('a', 'a')).toBe(true);
    expect(tree.isWithin('d', 'a')).toBe(true);
    expect(tree.isWithin('c2', 'b')).toBe(true);
    expect(tree.isWithin('a', 'd')).toBe(false);
    expect(tree.isWithin('e', 'a')).toBe(false);
    expect(tree.has('zzz')).toBe(false);
  });

  it('terminates on a corrupt cycle', () => {
    const bad = new FolderTree([node('p', 'q'), node('q', 'p')]);
    expect(bad.level('p')).toBe(2);
    expect(bad.height('p')).toBe(2);
    expect(bad.isWithin('p', 'zzz')).toBe(false);
  });
});
