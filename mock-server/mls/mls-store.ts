// The MLS side of the mock, built lazily over the property store on the first v3 call and cached per store.
import type { Dataset } from '../dataset/types';
import { METROS } from '../geo/metros';
import type { ZipEntry } from '../geo/zip-directory';
import type { PropertyStore } from '../property-store';
import { buildAddressIndex, type AddressIndex } from './address-lookup';
import { areaCodeOf, BOARD_CODES, boardsOfMetro } from './boards';
import { buildMlsIndex, type MlsIndex } from './mls-index';
import { mlsAgent, mlsOffice, type BoardPlace, type MlsAgent, type MlsOffice } from './people';

export interface MlsStore {
  properties: PropertyStore;
  ds: Dataset;
  ix: MlsIndex;
  /** Built on the first address lookup. */
  address(): AddressIndex;
  place(board: number): BoardPlace;
  /** How many agents a board has: about one per eight of its listings. */
  agentsOf(board: number): number;
  /** Agent and office n of a board, generated once; records share these (read-only) objects. */
  agent(board: number, n: number): Readonly<MlsAgent>;
  office(board: number, n: number): Readonly<MlsOffice>;
}

const cache = new WeakMap<PropertyStore, MlsStore>();

function buildPlaces(ds: Dataset): BoardPlace[] {
  const zips: ZipEntry[][] = BOARD_CODES.map(() => []);
  const areaCodes: string[] = BOARD_CODES.map(() => '555');
  ds.zips.entries.forEach((entry, z) => {
    const metro = ds.zips.metro[z] ?? 0;
    const name = METROS[metro]?.name ?? '';
    for (const b of boardsOfMetro(name, metro)) {
      zips[b]?.push(entry);
      areaCodes[b] = areaCodeOf(name);
    }
  });
  return BOARD_CODES.map((boardCode, board) => ({
    board,
    boardCode,
    areaCode: areaCodes[board] ?? '555',
    zips: zips[board] ?? [],
  }));
}

export function mlsStoreFor(properties: PropertyStore): MlsStore {
  const cached = cache.get(properties);
  if (cached) return cached;
  const ds = properties.dataset;
  const ix = buildMlsIndex(ds);
  let address: AddressIndex | undefined;
  let places: BoardPlace[] | undefined;
  const agents = new Map<number, MlsAgent>();
  const offices = new Map<number, MlsOffice>();
  const key = (board: number, n: number) => board * 0x1000000 + n;
  const store: MlsStore = {
    properties,
    ds,
    ix,
    address: () => (address ??= buildAddressIndex(ix)),
    place: (board) => {
      places ??= buildPlaces(ds);
      const place = places[board] ?? places[0];
      if (!place) throw new RangeError(`no board ${board}`);
      return place;
    },
    agent: (board, n) => {
      let a = agents.get(key(board, n));
      if (!a) {
        a = mlsAgent(ds.seed, store.place(board), n);
        agents.set(key(board, n), a);
      }
      return a;
    },
    office: (board, n) => {
      let o = offices.get(key(board, n));
      if (!o) {
        o = mlsOffice(ds.seed, store.place(board), n);
        offices.set(key(board, n), o);
      }
      return o;
    },
    agentsOf: (board) =>
      Math.max(12, Math.ceil(((ix.boardStart[board + 1] ?? 0) - (ix.boardStart[board] ?? 0)) / 8)),
  };
  cache.set(properties, store);
  return store;
}
