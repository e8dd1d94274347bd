// Where each lead stands in the table (its place among all matches, in the shown sort), kept from
// the pages the user has seen and from "select every match". Selection state is a set of ids; this
// puts a selection back in the table's order (for the bulk MLS lookup), with the addresses known.

interface SeenLead {
  id: string;
  /** One-line address, when the row was shown. */
  address?: string | undefined;
}

export interface TableOrder {
  /** Leads shown (or listed) from place `offset` on, in order. */
  note: (leads: readonly SeenLead[], offset: number) => void;
  /** The ids in table order; ids never seen go last, in the order given. */
  sort: (ids: readonly number[]) => number[];
  /** The addresses known for these ids (shown rows only). */
  addresses: (ids: readonly number[]) => Map<number, string>;
}

export function createTableOrder(): TableOrder {
  const places = new Map<string, number>();
  const addresses = new Map<string, string>();
  return {
    note: (leads, offset) => {
      leads.forEach((lead, i) => {
        places.set(lead.id, offset + i);
        if (lead.address) addresses.set(lead.id, lead.address);
      });
    },
    sort: (ids) => {
      const unseen = Number.MAX_SAFE_INTEGER;
      return ids
        .map((id, given) => ({ id, place: places.get(String(id)) ?? unseen, given }))
        .sort((a, b) => a.place - b.place || a.given - b.given)
        .map((entry) => entry.id);
    },
    addresses: (ids) => {
      const known = new Map<number, string>();
      for (const id of ids) {
        const address = addresses.get(String(id));
        if (address) known.set(id, address);
      }
      return known;
    },
  };
}
