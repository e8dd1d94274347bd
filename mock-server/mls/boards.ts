// MLS boards by metro, and the local facts listings borrow from their market: phone area codes, tax rates.

/** Board codes as the service writes them: short, lowercase. Index = the stored board number. */
export const BOARD_CODES = [
  'actris',
  'ntreis',
  'har',
  'armls',
  'crmls',
  'scctmls',
  'miamire',
  'stellar',
  'fmls',
  'ohneoh',
  'recolorado',
  'canopy',
  'mdbmls-r',
] as const;
type BoardCode = (typeof BOARD_CODES)[number];

const BOARD_INDEX: ReadonlyMap<string, number> = new Map(BOARD_CODES.map((b, i) => [b, i]));

/** Board number of a code as a client sends it (trimmed, any case), or -1 when unknown. */
export function boardIndex(code: string): number {
  return BOARD_INDEX.get(code.trim().toLowerCase()) ?? -1;
}

interface MarketFacts {
  /** Boards covering the metro: the first takes most listings, a second one the rest. */
  boards: readonly BoardCode[];
  areaCode: string;
}

const MARKETS: Readonly<Record<string, MarketFacts>> = {
  Austin: { boards: ['actris'], areaCode: '512' },
  Dallas: { boards: ['ntreis'], areaCode: '214' },
  Houston: { boards: ['har'], areaCode: '713' },
  Phoenix: { boards: ['armls'], areaCode: '602' },
  'Los Angeles': { boards: ['crmls', 'scctmls'], areaCode: '213' },
  Miami: { boards: ['miamire', 'stellar'], areaCode: '305' },
  Tampa: { boards: ['stellar'], areaCode: '813' },
  Atlanta: { boards: ['fmls'], areaCode: '404' },
  Columbus: { boards: ['ohneoh'], areaCode: '614' },
  Denver: { boards: ['recolorado'], areaCode: '303' },
  Charlotte: { boards: ['canopy'], areaCode: '704' },
  Baltimore: { boards: ['mdbmls-r'], areaCode: '410' },
};

/** Share of a two-board metro's listings that go to its second board, in percent. */
const SECOND_BOARD_PERCENT = 25;

/** The board a listing in `metroName` is filed with, given a hash of the listing. */
export function boardForMetro(metroName: string, metroIndex: number, hash: number): number {
  const boards = MARKETS[metroName]?.boards;
  if (!boards) return metroIndex % BOARD_CODES.length;
  const second = boards[1];
  const code = second !== undefined && hash % 100 < SECOND_BOARD_PERCENT ? second : boards[0];
  return code === undefined ? 0 : boardIndex(code);
}

/** Every board a metro's listings may be filed with. */
export function boardsOfMetro(metroName: string, metroIndex: number): number[] {
  const boards = MARKETS[metroName]?.boards;
  return boards ? boards.map(boardIndex) : [metroIndex % BOARD_CODES.length];
}

export function areaCodeOf(metroName: string): string {
  return MARKETS[metroName]?.areaCode ?? '555';
}

/** Effective property tax rate by state (share of assessed value per year). */
const TAX_RATE: Readonly<Record<string, number>> = {
  TX: 0.0181,
  FL: 0.0091,
  CA: 0.0075,
  AZ: 0.0063,
  GA: 0.0092,
  OH: 0.0153,
  CO: 0.0051,
  NC: 0.0082,
  MD: 0.0105,
};

/** Yearly property tax on an assessed value, in whole dollars. */
export function taxAmountOf(state: string, assessedValue: number): number {
  return Math.round(assessedValue * (TAX_RATE[state] ?? 0.01));
}
