// The browser's readers of a held skip answer and its phone order, used as they are so a webhook
// lists an owner's phones as the table, the drawer and an export do. Both modules are pure
// functions over JSON (no DOM, no React, no fetch); the boundaries rule fences server/ off from
// src/ except the contract, so this file is the single crossing for them (as app-contract.ts is).
// eslint-disable-next-line boundaries/dependencies -- pure reader of a held answer (see above)
export { readHeldSkipAnswer } from '../../src/api/read/read-skip-trace';
// eslint-disable-next-line boundaries/dependencies -- pure phone ordering (see above)
export { rankedPhones } from '../../src/lib/lead-rows/owner-contacts';
