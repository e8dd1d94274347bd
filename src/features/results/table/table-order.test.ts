// The table's order of the leads seen: a selection sorted back into it, unseen ids last.
import { describe, expect, it } from 'vitest';
import { createTableOrder } from './table-order';

describe('createTableOrder', () => {
  it('sorts ids by their place in the table across pages', () => {
    const order = createTableOrder();
    order.note([{ id: '30' }, { id: '10' }, { id: '20' }], 0);
    order.note([{ id: '5' }, { id: '40' }], 250);
    expect(order.sort([5, 10, 20, 30, 40])).toEqual([30, 10, 20, 5, 40]);
  });

  it('puts ids never shown last, in the order given', () => {
    const order = createTableOrder();
    order.note([{ id: '3' }, { id: '1' }], 0);
    expect(order.sort([9, 1, 7, 3])).toEqual([3, 1, 9, 7]);
  });

  it('knows the addresses of the rows shown, and a later note moves a lead', () => {
    const order = createTableOrder();
    order.note([{ id: '1', address: '1 Main St' }, { id: '2' }], 0);
    order.note([{ id: '1' }], 10);
    expect(order.sort([1, 2])).toEqual([2, 1]);
    expect([...order.addresses([1, 2, 3])]).toEqual([[1, '1 Main St']]);
  });
});
