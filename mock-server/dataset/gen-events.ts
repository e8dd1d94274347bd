// Generates distress events (pre-foreclosure, notices, auctions, liens), the last recorded document and rent.
import type { GenContext } from './gen-context';
import {
  DEEDS_ARMS_LENGTH,
  DEEDS_CALIFORNIA,
  DEEDS_INHERITED,
  DEEDS_NON_ARMS_LENGTH,
  DEEDS_REO,
  DOC_CONDO,
  DOC_FORECLOSURE,
  DOC_QUIT_CLAIM,
  DOCS_ANY,
  DOCS_DEATH,
} from './gen-tables';
import { recentDaysAgo, TRANSFER } from './gen-transfer';
import { WeightedChoice } from './prng';
import { FLAG, MAIL_KIND, NOTICE_TYPES, NULL_I32, OWNER_KIND, PT } from './types';

const notice = (t: (typeof NOTICE_TYPES)[number]): number => NOTICE_TYPES.indexOf(t) + 1;
const NOTICE_CHOICE = new WeightedChoice(
  [notice('FOR'), notice('NOD'), notice('NOL'), notice('NTS')],
  [25, 35, 15, 25],
);
const AUCTION_NOTICES = new Set([notice('FOR'), notice('NTS')]);

/** Distress of an owner still holding the property: default, liens, judgments, death, vacancy. */
export function genDistress(ctx: GenContext, row: number, transfer: number, vacant: boolean): void {
  const { rng, cols, nowDay } = ctx;
  let flags = cols.flags[row] ?? 0;
  if (vacant) flags |= FLAG.vacant;
  if (transfer !== TRANSFER.reo && (cols.mortgageCount[row] ?? 0) > 0 && rng.chance(0.06)) {
    const pre = nowDay - recentDaysAgo(ctx, 1_100);
    cols.preForeclosureDate[row] = pre;
    if (rng.chance(0.8)) {
      const type = NOTICE_CHOICE.draw(rng);
      const recorded = Math.min(nowDay, pre + rng.int(0, 60));
      cols.noticeType[row] = type;
      cols.foreclosureDate[row] = recorded;
      if (AUCTION_NOTICES.has(type) && rng.chance(0.55)) {
        const auction = recorded + rng.int(21, 120);
        if (auction <= nowDay) cols.auctionDate[row] = auction;
      }
    }
  }
  if (rng.chance(0.015)) flags |= FLAG.judgment;
  const lien = rng.chance(0.02);
  if (lien) flags |= FLAG.taxLien;
  if (rng.chance(lien ? 0.8 : 0.04)) {
    cols.taxDelinquentYear[row] = ctx.nowYear - 1 - Math.min(6, Math.floor(rng.exponential(0.9)));
  }
  const kind = ctx.owners.kind[cols.owner[row] ?? 0];
  if (kind !== OWNER_KIND.corporate && rng.chance(0.025)) flags |= FLAG.death;
  cols.flags[row] = flags;
}

/** The last recorded document: the deed of the last transfer, or a later recording. */
export function genDocuments(ctx: GenContext, row: number, transfer: number): void {
  const { rng, cols, nowDay } = ctx;
  const sale = cols.lastSaleDate[row] ?? NULL_I32;
  if (sale === NULL_I32) {
    if (rng.chance(0.1)) {
      cols.docType[row] = DOCS_ANY.draw(rng);
      cols.docDate[row] = nowDay - rng.int(0, 3_650);
    }
    return;
  }
  let doc: number;
  switch (transfer) {
    case TRANSFER.reo:
      doc = DEEDS_REO.draw(rng);
      break;
    case TRANSFER.inherited:
      doc = DEEDS_INHERITED.draw(rng);
      break;
    case TRANSFER.quitClaim:
      doc = DOC_QUIT_CLAIM;
      break;
    case TRANSFER.nonArmsLength:
      doc = DEEDS_NON_ARMS_LENGTH.draw(rng);
      break;
    default:
      doc =
        ctx.state === 'CA'
          ? DEEDS_CALIFORNIA.draw(rng)
          : cols.propertyType[row] === PT.CONDO && rng.chance(0.4)
            ? DOC_CONDO
            : DEEDS_ARMS_LENGTH.draw(rng);
  }
  let date = sale;
  const flags = cols.flags[row] ?? 0;
  const recorded = cols.foreclosureDate[row] ?? NULL_I32;
  if (flags & FLAG.death && rng.chance(0.6)) {
    doc = DOCS_DEATH.draw(rng);
    date = rng.int(Math.max(sale, nowDay - 730), nowDay);
  } else if (recorded !== NULL_I32 && recorded > sale && rng.chance(0.3)) {
    doc = DOC_FORECLOSURE;
    date = recorded;
  } else if (sale < nowDay && rng.chance(0.14)) {
    doc = DOCS_ANY.draw(rng);
    date = rng.int(sale + 1, nowDay);
  }
  cols.docType[row] = doc;
  cols.docDate[row] = date;
}

/** Rental listings of absentee-owned homes, and the record's last update. */
export function genRentAndUpdate(ctx: GenContext, row: number): void {
  const { rng, cols, nowDay } = ctx;
  const type = cols.propertyType[row];
  const home = type === PT.SFR || type === PT.CONDO || type === PT.MFR || type === PT.MOBILE;
  if (home && cols.mailKind[row] !== MAIL_KIND.ownerOccupied && rng.chance(0.12)) {
    cols.rentAmount[row] =
      Math.round(((cols.value[row] ?? 0) * 0.0068 * rng.range(0.9, 1.1)) / 5) * 5;
  }
  const doc = cols.docDate[row] ?? NULL_I32;
  const update = nowDay - rng.int(0, 729);
  cols.lastUpdate[row] = doc !== NULL_I32 && doc > update && doc <= nowDay ? doc : update;
}
