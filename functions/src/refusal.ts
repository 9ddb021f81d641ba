/** A request the service refuses: its status, message and field (null when no field is at fault). */
export class Refusal extends Error {
  readonly status: number;
  readonly field: string | null;
  /** Whether the connection is closed after the answer (a body left unread, a flood). */
  readonly close: boolean;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    message: string,
    {
      field = null,
      close = false,
      headers = {},
    }: { field?: string | null; close?: boolean; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.field = field;
    this.close = close;
    this.headers = headers;
  }
}
