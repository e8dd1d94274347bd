// The user's choice about the map on this device: opened before (start it at once) and hidden
// (someone who works in the table does not want it, nor to pay for starting it).
import { readJson, writeJson } from '../../lib/local-store';

/** This device's user works with the map, so it opens without asking next time. */
const MAP_OPENED_KEY = 'llb.map.opened.v1';
/** This device's user hid the map: it stays hidden, and never starts, until they show it again. */
const MAP_HIDDEN_KEY = 'llb.map.hidden.v1';

const isTrue = (value: unknown): value is true => value === true;

export const wasMapOpened = (): boolean => readJson(MAP_OPENED_KEY, isTrue) === true;
export const isMapHidden = (): boolean => readJson(MAP_HIDDEN_KEY, isTrue) === true;

function remember(key: string, value: boolean) {
  try {
    writeJson(key, value);
  } catch {
    // Storage refused: the choice holds for this visit, it is just asked again next time.
  }
}

export const rememberMapOpened = () => remember(MAP_OPENED_KEY, true);
export const rememberMapHidden = (hidden: boolean) => remember(MAP_HIDDEN_KEY, hidden);
