// An in-memory /app/v1 for component and hook tests: the AppStoreClient's functions over plain
// arrays, with the server's rules that the UI relies on (owner-only changes, soft delete, stacking,
// diff against the last pull, import once per source).
import { ApiError } from '../api/api-error';
import type { AppStoreClient } from '../api/app-store/client';
import type { ListDetail, SavedSearch, StackBody } from '../api/app-store/contract';

interface Row extends ListDetail {
  deleted: boolean;
}

interface SearchRow extends SavedSearch {
  deleted: boolean;
  pulled: string[];
}

export function createFakeAppStore(options: { user?: string; held?: string[] } = {}) {
  const user = options.user ?? 'local';
  let clock = 0;
  const now = () => new Date(Date.UTC(2026, 10, 2, 12, 0, clock++)).toISOString();
  const lists: Row[] = [];
  const searches: SearchRow[] = [];
  const imported = new Set<string>();
  let nextId = 0;
  const newId = () => `00000000-0000-4000-8000-${String(++nextId).padStart(12, '0')}`;

  const notFound = (what: string) =>
    new ApiError({ status: 404, errorCode: 'Not Found', message: `No ${what} with this id` });
  const list = (id: string) => {
    const row = lists.find((l) => l.id === id && !l.deleted);
    if (!row) throw notFound('list');
    return row;
  };
  const search = (id: string) => {
    const row = searches.find((s) => s.id === id && !s.deleted);
    if (!row) throw notFound('saved search');
    return row;
  };
  const summary = ({ ids: _ids, deleted: _d, ...rest }: Row) => rest;
  const detail = ({ deleted: _d, ...rest }: Row): ListDetail => rest;
  const searchOut = ({ deleted: _d, pulled: _p, ...rest }: SearchRow): SavedSearch => rest;
  const unique = (ids: readonly string[]) => [...new Set(ids)];

  const create = (body: Parameters<AppStoreClient['createList']>[0]): Row => {
    const at = now();
    const row: Row = {
      id: newId(),
      name: body.name.trim(),
      ids: unique(body.ids),
      size: 0,
      tags: body.tags ?? [],
      owner: user,
      mine: true,
      shared: body.shared ?? false,
      source: body.source ?? { kind: 'selection' },
      createdAt: at,
      updatedAt: at,
      deleted: false,
    };
    row.size = row.ids.length;
    lists.push(row);
    return row;
  };

  const stackIds = (body: StackBody): string[] => {
    const inputs = body.listIds.map((id) => list(id).ids);
    const counts = new Map<string, number>();
    for (const ids of inputs)
      for (const id of new Set(ids)) counts.set(id, (counts.get(id) ?? 0) + 1);
    const all = unique(inputs.flat());
    switch (body.op) {
      case 'union':
        return all;
      case 'intersection':
        return all.filter((id) => counts.get(id) === inputs.length);
      case 'difference': {
        const others = new Set(inputs.slice(1).flat());
        return (inputs[0] ?? []).filter((id) => !others.has(id));
      }
      case 'atLeast':
        return all.filter((id) => (counts.get(id) ?? 0) >= (body.atLeast ?? 1));
    }
  };

  const client: AppStoreClient = {
    async lists(filter = {}) {
      let found = lists.filter((l) => !l.deleted);
      if (filter.q)
        found = found.filter((l) => l.name.toLowerCase().includes(filter.q!.toLowerCase()));
      if (filter.tag) found = found.filter((l) => l.tags.some((t) => t.name === filter.tag));
      const sorted = [...found].sort((a, b) =>
        filter.sort === 'name'
          ? a.name.localeCompare(b.name)
          : filter.sort === 'size'
            ? b.size - a.size
            : b.updatedAt.localeCompare(a.updatedAt),
      );
      return { lists: sorted.map(summary) };
    },
    getList: async (id) => detail(list(id)),
    createList: async (body) => detail(create(body)),
    async patchList(id, body) {
      const row = list(id);
      Object.assign(row, body, { updatedAt: now() });
      return summary(row);
    },
    async changeItems(id, body) {
      const row = list(id);
      const before = row.ids.length;
      const remove = new Set(body.remove ?? []);
      const kept = row.ids.filter((x) => !remove.has(x));
      const removed = before - kept.length;
      row.ids = unique([...kept, ...(body.add ?? [])]);
      row.size = row.ids.length;
      row.updatedAt = now();
      return { size: row.size, added: row.size - kept.length, removed };
    },
    async deleteList(id) {
      const row = list(id);
      row.deleted = true;
      return { deleted: summary(row) };
    },
    async restoreList(id) {
      const row = lists.find((l) => l.id === id);
      if (!row) throw notFound('list');
      row.deleted = false;
      return summary(row);
    },
    async stack(body) {
      return detail(create({ name: body.name, ids: stackIds(body), source: { kind: 'stack' } }));
    },

    searches: async () => ({ searches: searches.filter((s) => !s.deleted).map(searchOut) }),
    async createSearch(body) {
      const at = now();
      const row: SearchRow = {
        id: newId(),
        name: body.name.trim(),
        query: body.query,
        owner: user,
        mine: true,
        shared: body.shared ?? false,
        createdAt: at,
        updatedAt: at,
        lastPull: null,
        deleted: false,
        pulled: [],
      };
      searches.push(row);
      return searchOut(row);
    },
    async patchSearch(id, body) {
      const row = search(id);
      Object.assign(row, body, { updatedAt: now() });
      return searchOut(row);
    },
    async deleteSearch(id) {
      const row = search(id);
      row.deleted = true;
      return { deleted: searchOut(row) };
    },
    async restoreSearch(id) {
      const row = searches.find((s) => s.id === id);
      if (!row) throw notFound('saved search');
      row.deleted = false;
      return searchOut(row);
    },
    async recordPull(id, ids) {
      const row = search(id);
      row.pulled = unique(ids);
      row.lastPull = { at: now(), count: row.pulled.length };
      return row.lastPull;
    },
    async diff(id, ids) {
      const row = search(id);
      const before = new Set(row.pulled);
      const after = new Set(ids);
      return {
        added: unique(ids).filter((x) => !before.has(x)),
        removed: row.pulled.filter((x) => !after.has(x)),
        lastPull: row.lastPull,
      };
    },

    async held(ids) {
      const held = new Set(options.held ?? []);
      return {
        held: ids.filter((id) => held.has(id)),
        missing: ids.filter((id) => !held.has(id)),
        freshnessDays: 30,
      };
    },
    readRecords: async (ids) => ({
      // The server keeps what it relays; this fake holds only the ids it was given, as bare records.
      records: ids.flatMap((id) => (options.held?.includes(id) ? [{ id }] : [])),
    }),

    async importFromBrowser(body) {
      if (imported.has(body.source)) return { alreadyImported: true, lists: 0, searches: 0 };
      imported.add(body.source);
      for (const item of body.lists)
        create({
          name: item.name,
          ids: item.ids.map(String),
          source: { kind: 'import', ...(item.query ? { query: item.query } : {}) },
        });
      for (const item of body.searches)
        await client.createSearch({ name: item.name, query: item.query });
      return { alreadyImported: false, lists: body.lists.length, searches: body.searches.length };
    },
  };
  return { client, lists, searches };
}
