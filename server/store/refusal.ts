// What a repo throws when the caller may not do what it asked: the HTTP layer turns it into a 4xx.
export type RefusalStatus = 400 | 403 | 404 | 409 | 410;

export class StoreRefusal extends Error {
  override name = 'StoreRefusal';
  constructor(
    readonly status: RefusalStatus,
    message: string,
  ) {
    super(message);
  }
}
