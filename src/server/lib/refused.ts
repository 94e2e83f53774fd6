/**
 * How a service refuses: it throws `Refused`, which carries the `Refusal` (why, as data) and
 * nothing of HTTP. Inside a repository's transaction the throw rolls the write back. Only the
 * errors plugin turns it into an answer, through the one mapping (`refusedError` in errors.ts);
 * services and the data layer never import HTTP errors (the lint's import boundaries say so).
 */
import type { RequestPart } from '../../shared/contracts/field-errors';
import type { Refusal } from '../../shared/domain/refusal';

export class Refused extends Error {
  constructor(
    readonly refusal: Refusal,
    /** The part of the request the refusal's field is in: the body unless said ('id' of the URL is 'path'). */
    readonly where: RequestPart = 'body',
  ) {
    super(refusal.message);
    this.name = 'Refused';
  }
}

/** The refusal as the error a service throws; `where` the field is (the body unless said). */
export const refuse = (r: Refusal, where?: RequestPart): Refused => new Refused(r, where);

/** Throws the refusal, if there is one (inside a transaction, that rolls it back). */
export function ensure(r: Refusal | null, where?: RequestPart): void {
  if (r) throw new Refused(r, where);
}
