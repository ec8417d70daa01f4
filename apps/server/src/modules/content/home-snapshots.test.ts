import { describe, expect, it } from 'vitest';
import { pickForVisitor } from './home-order';
import { createSnapshotCache } from './home-snapshots';

interface Value {
  universityIds: number[];
  label: string;
}

function cache(options: { now?: () => number; maxRows?: number } = {}) {
  return createSnapshotCache<Value>({
    universitiesOf: (value) => value.universityIds,
    rowsOf: () => 1,
    ttlMs: 1_000,
    ...options,
  });
}

describe('snapshot cache', () => {
  it('builds once for concurrent callers and answers from memory until the time is up', async () => {
    let clock = 0;
    const snapshots = cache({ now: () => clock });
    let builds = 0;
    const build = async () => ({ universityIds: [1], label: `build ${(builds += 1)}` });
    const [a, b] = await Promise.all([snapshots.get('k', build), snapshots.get('k', build)]);
    expect(a).toBe(b);
    expect(builds).toBe(1);
    clock = 999;
    expect((await snapshots.get('k', build)).label).toBe('build 1');
    clock = 1_000;
    expect((await snapshots.get('k', build)).label).toBe('build 2');
  });

  it("drops only the changed universities' snapshots", async () => {
    const snapshots = cache();
    await snapshots.get('one', async () => ({ universityIds: [1], label: 'one' }));
    await snapshots.get('group', async () => ({ universityIds: [1, 2], label: 'group' }));
    await snapshots.get('two', async () => ({ universityIds: [2], label: 'two' }));
    snapshots.invalidate([1]);
    expect(snapshots.size).toBe(1);
    snapshots.invalidate(null);
    expect(snapshots.size).toBe(0);
  });

  it('never keeps a build that read the rows before a change committed', async () => {
    const snapshots = cache();
    let release: (value: Value) => void = () => undefined;
    const slow = snapshots.get('k', () => new Promise<Value>((resolve) => (release = resolve)));
    snapshots.invalidate([1]);
    // A caller after the change does not join the old build.
    const fresh = snapshots.get('k', async () => ({ universityIds: [1], label: 'new' }));
    release({ universityIds: [1], label: 'old' });
    expect((await slow).label).toBe('old');
    expect((await fresh).label).toBe('new');
    expect((await snapshots.get('k', async () => ({ universityIds: [1], label: 'x' }))).label).toBe(
      'new',
    );
  });

  it('forgets the least recently used snapshots beyond its row budget', async () => {
    const snapshots = cache({ maxRows: 2 });
    const value = (label: string) => async () => ({ universityIds: [1], label });
    await snapshots.get('a', value('a'));
    await snapshots.get('b', value('b'));
    await snapshots.get('a', value('a again'));
    await snapshots.get('c', value('c'));
    expect(snapshots.size).toBe(2);
    expect((await snapshots.get('a', value('a rebuilt'))).label).toBe('a');
    expect((await snapshots.get('b', value('b rebuilt'))).label).toBe('b rebuilt');
  });
});

describe('visitor order', () => {
  const rows = Array.from({ length: 500 }, (_, i) => ({ id: i + 1 }));
  const idOf = (row: { id: number }) => row.id;

  it('is stable for a seed, differs between seeds and draws evenly', () => {
    const first = pickForVisitor(rows, 4, 'seed-a', idOf);
    expect(pickForVisitor(rows, 4, 'seed-a', idOf)).toEqual(first);
    expect(pickForVisitor(rows, 4, 'seed-b', idOf)).not.toEqual(first);
    const firsts = new Set<number>();
    for (let n = 0; n < 2_000; n += 1) firsts.add(pickForVisitor(rows, 1, `v${n}`, idOf)[0]!.id);
    // 2,000 draws from 500 rows leave about 9 unseen when every row is equally likely.
    expect(firsts.size).toBeGreaterThan(450);
  });

  it('gives the first rows of one full order, whatever the count', () => {
    const all = pickForVisitor(rows, rows.length, 'seed-c', idOf);
    expect(new Set(all.map(idOf)).size).toBe(rows.length);
    expect(pickForVisitor(rows, 5, 'seed-c', idOf)).toEqual(all.slice(0, 5));
    expect(pickForVisitor(rows, 0, 'seed-c', idOf)).toEqual([]);
    expect(pickForVisitor(rows.slice(0, 3), 5, 'seed-c', idOf)).toHaveLength(3);
  });
});
