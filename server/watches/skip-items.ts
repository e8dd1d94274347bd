// Owner → skip item, for a watch's trace of its new leads: the browser's own builder
// (src/api/skip-item.ts), used as it is so a watch traces an owner exactly as a trace from the
// table does. It is a pure function over a record (it imports only contract types); the
// boundaries rule fences server/ off from src/ except the contract, so this file is the single
// crossing for it (as server/deliveries/held-contacts-reader.ts is for the skip-answer reader).
// eslint-disable-next-line boundaries/dependencies -- pure record → skip item builder (see above)
export { ownerSkipItem } from '../../src/api/skip-item';
