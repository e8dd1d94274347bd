// Generates a property's MLS listing: status, listing price, days on market and the listing's dates.
import type { GenContext } from './gen-context';
import { MLS_STATUS_CHOICE } from './gen-tables';
import { FLAG, MLS_STATUSES, PT, type MlsStatus } from './types';

const STATUS_CODE = (s: MlsStatus): number => MLS_STATUSES.indexOf(s) + 1;
const MLS = {
  active: STATUS_CODE('Active'),
  comingSoon: STATUS_CODE('Coming Soon'),
  pending: STATUS_CODE('Pending'),
  contingent: STATUS_CODE('Contingent'),
  underContract: STATUS_CODE('Active Under Contract'),
  closed: STATUS_CODE('Closed'),
  sold: STATUS_CODE('Sold'),
  expired: STATUS_CODE('Expired'),
  canceled: STATUS_CODE('Canceled'),
  offMarket: STATUS_CODE('Off Market'),
};

/** About 30% of homes (15% of land and commercial) carry an MLS status. */
export function genMls(ctx: GenContext, row: number): void {
  const { rng, cols, nowDay } = ctx;
  const type = cols.propertyType[row] ?? PT.SFR;
  if (!rng.chance(type === PT.LAND || type === PT.OTHER ? 0.15 : 0.31)) return;
  const status = MLS_STATUS_CHOICE.draw(rng);
  const value = cols.value[row] ?? 100_000;
  let listDay: number;
  let dom: number;
  let statusDay: number;
  let saleDay = -1;
  switch (status) {
    case MLS.active:
      dom = Math.min(365, Math.floor(rng.exponential(40)));
      listDay = nowDay - dom;
      statusDay = listDay + rng.int(0, dom);
      break;
    case MLS.comingSoon:
      dom = 0;
      listDay = nowDay - rng.int(0, 7);
      statusDay = listDay;
      break;
    case MLS.pending:
    case MLS.contingent:
    case MLS.underContract:
      dom = 1 + Math.min(300, Math.floor(rng.exponential(30)));
      listDay = nowDay - dom - rng.int(0, 45);
      statusDay = listDay + dom;
      break;
    case MLS.closed:
    case MLS.sold:
      dom = 1 + Math.min(300, Math.floor(rng.exponential(35)));
      listDay = nowDay - rng.int(40, 450) - dom;
      statusDay = Math.min(nowDay, listDay + dom + rng.int(20, 45));
      saleDay = statusDay;
      break;
    case MLS.expired:
      dom = rng.int(90, 240);
      listDay = nowDay - dom - rng.int(10, 500);
      statusDay = listDay + dom;
      break;
    case MLS.canceled:
      dom = rng.int(10, 150);
      listDay = nowDay - dom - rng.int(5, 600);
      statusDay = listDay + dom;
      break;
    default:
      dom = rng.int(30, 200);
      listDay = nowDay - dom - rng.int(60, 1_300);
      statusDay = listDay + dom;
  }
  cols.mlsStatus[row] = status;
  cols.mlsPrice[row] = Math.round((value * rng.range(0.97, 1.1)) / 100) * 100;
  cols.mlsDaysOnMarket[row] = dom;
  cols.mlsListingDate[row] = listDay;
  cols.mlsStatusDate[row] = statusDay;
  if (saleDay >= 0) cols.mlsSaleDate[row] = saleDay;
  if (rng.chance(0.92)) cols.flags[row] = (cols.flags[row] ?? 0) | FLAG.mlsHasPhotos;
}

export function isMlsSold(status: number): boolean {
  return status === MLS.closed || status === MLS.sold;
}
