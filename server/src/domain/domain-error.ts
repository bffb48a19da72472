import { messageForCode, type ResponseCodeValue } from 'shared/contract';

/**
 * A business answer other than success, thrown by domain code and handlers alike: `code` is one of
 * the contract's response codes, `message` the member-facing text (the catalogue's by default),
 * `data` what the answer carries. The HTTP pipeline turns it into the envelope; domain code never
 * knows about HTTP.
 */
export class DomainError extends Error {
  readonly code: ResponseCodeValue;
  readonly data: unknown;

  constructor(code: ResponseCodeValue, message?: string, data: unknown = null) {
    super(message ?? messageForCode(code));
    this.name = 'DomainError';
    this.code = code;
    this.data = data;
  }
}
