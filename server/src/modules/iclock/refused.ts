/** A deliberate non-OK answer (status and short plain-text body): the device keeps its data and retries. */
export class Refused extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(body);
  }
}
