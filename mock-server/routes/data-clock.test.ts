// The data-clock test hook: ids_only answers lose a deterministic handful of ids per tick, and
// nothing else changes.
import { afterEach, describe, expect, it } from 'vitest';
import { post, testService } from '../test-helpers';

const SEARCH = { ids_only: true };

async function ids() {
  const res = await post(await testService(), '/v2/PropertySearch', SEARCH);
  expect(res.status).toBe(200);
  return { ids: res.json.data as number[], resultCount: res.json.resultCount as number };
}

async function setTick(tick: number) {
  return post(await testService(), '/__mock/data-clock', { tick });
}

describe('/__mock/data-clock', () => {
  afterEach(async () => {
    await setTick(0);
  });

  it('leaves answers whole at tick 0, and hides the ids with id % 50 === tick after', async () => {
    const before = await ids();
    expect(before.ids.some((id) => id % 50 === 1)).toBe(true);
    await setTick(1);
    const after = await ids();
    expect(after.ids).toEqual(before.ids.filter((id) => id % 50 !== 1));
    expect(after.resultCount).toBe(before.resultCount - (before.ids.length - after.ids.length));
  });

  it('moving from 1 to 2 brings the first handful back and hides another', async () => {
    await setTick(1);
    const one = new Set((await ids()).ids);
    await setTick(2);
    const two = (await ids()).ids;
    const added = two.filter((id) => !one.has(id));
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((id) => id % 50 === 1)).toBe(true);
    const twoSet = new Set(two);
    const removed = [...one].filter((id) => !twoSet.has(id));
    expect(removed.length).toBeGreaterThan(0);
    expect(removed.every((id) => id % 50 === 2)).toBe(true);
  });

  it('touches only the scoped ids when a scope is given', async () => {
    const whole = (await ids()).ids;
    const scope = whole.filter((id) => id % 50 === 3).slice(0, 2);
    await post(await testService(), '/__mock/data-clock', { tick: 3, scope });
    const after = (await ids()).ids;
    expect(whole.filter((id) => !after.includes(id))).toEqual(scope);
  });

  it('keeps a clock per scope: two tests’ clocks never move each other’s ids', async () => {
    const service = await testService();
    const whole = (await ids()).ids;
    const mine = whole.filter((id) => id % 50 === 1 || id % 50 === 2).slice(0, 40);
    const theirs = whole
      .filter((id) => !mine.includes(id))
      .filter((id) => id % 50 === 1)
      .slice(0, 5);
    await post(service, '/__mock/data-clock', { tick: 1, scope: theirs });
    await post(service, '/__mock/data-clock', { tick: 1, scope: mine });
    await post(service, '/__mock/data-clock', { tick: 2, scope: mine });
    const after = new Set((await ids()).ids);
    // Mine at 2: its ids ending 2 are gone, those ending 1 back; theirs still at 1: all gone.
    expect(mine.filter((id) => !after.has(id))).toEqual(mine.filter((id) => id % 50 === 2));
    expect(theirs.filter((id) => after.has(id))).toEqual([]);
    // Mine back to 0 leaves theirs at 1.
    await post(service, '/__mock/data-clock', { tick: 0, scope: mine });
    const reset = new Set((await ids()).ids);
    expect(mine.every((id) => reset.has(id))).toBe(true);
    expect(theirs.some((id) => reset.has(id))).toBe(false);
  });

  it('advances by one without a tick, refuses a bad one, and leaves record pages alone', async () => {
    const service = await testService();
    await setTick(4);
    expect((await post(service, '/__mock/data-clock', {})).json.tick).toBe(5);
    expect((await post(service, '/__mock/data-clock', { tick: -1 })).status).toBe(400);
    const page = await post(service, '/v2/PropertySearch', { size: 250 });
    const records = page.json.data as { id: number }[];
    await setTick(0);
    const whole = await post(service, '/v2/PropertySearch', { size: 250 });
    expect(records.map((r) => r.id)).toEqual(
      (whole.json.data as { id: number }[]).map((r) => r.id),
    );
  });
});
