// The lists API contract (src/api/app-store/contract.ts) and its route table (routes.ts) for
// server/. They are shared with the browser exactly as src/api/contract is, but the boundaries rule
// names only that folder; these re-exports are the single crossing, until eslint.config.js lists
// src/api/app-store as contract too.
// eslint-disable-next-line boundaries/dependencies -- zod schemas only, no browser code (see above)
export * from '../src/api/app-store/contract';
// eslint-disable-next-line boundaries/dependencies -- the route table: paths and schemas only (see above)
export * from '../src/api/app-store/routes';
// eslint-disable-next-line boundaries/dependencies -- the background work's schemas (see above)
export * from '../src/api/app-store/work-contract';
// eslint-disable-next-line boundaries/dependencies -- webhook schemas: zod only (see above)
export * from '../src/api/app-store/webhooks-contract';
// eslint-disable-next-line boundaries/dependencies -- watches' zod schemas only (see above)
export * from '../src/api/app-store/watch-contract';
// eslint-disable-next-line boundaries/dependencies -- watches' route table: paths and schemas only
export * from '../src/api/app-store/watch-routes';
// eslint-disable-next-line boundaries/dependencies -- zod schemas only (server exports), as above
export * from '../src/api/app-store/exports-contract';
