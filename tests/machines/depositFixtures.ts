/** A refusal shaped like the API client's ApiFailure (code and the server's message), without the client. */
export class ApiFailureLike extends Error {
  constructor(
    readonly code: number,
    readonly msg: string,
  ) {
    super(msg);
  }
}
