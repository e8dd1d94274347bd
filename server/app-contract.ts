// The lists API contract (src/api/app-store/contract.ts) for server/. It is shared with the browser
// exactly as src/api/contract is, but the boundaries rule names only that folder; this one re-export
// is the single crossing, until eslint.config.js lists src/api/app-store as contract too.
// eslint-disable-next-line boundaries/dependencies -- zod schemas only, no browser code (see above)
export * from '../src/api/app-store/contract';
