import { messageForCode, type ResponseCodeValue } from 'shared/contract';

/**
 * A business answer other than success, thrown by handlers: becomes the envelope
 * `{ status_code: code, data, message }` with HTTP 200, the message defaulting to the catalogue's.
 */
export class ApiFailure extends Error {
  readonly code: ResponseCodeValue;
  readonly data: unknown;

  constructor(code: ResponseCodeValue, message?: string, data: unknown = null) {
    super(message ?? messageForCode(code));
    this.name = 'ApiFailure';
    this.code = code;
    this.data = data;
  }
}
