/** The api's error envelope: `{ statusCode, code, message }`. */
export interface ErrorEnvelope {
  statusCode: number;
  code?: string;
  message: string;
}

/** A failed api call: the HTTP status (0 when no response came) and the server's message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;

  constructor(status: number, message: string, code?: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorEnvelope).message === 'string' &&
    typeof (value as ErrorEnvelope).statusCode === 'number'
  );
}
