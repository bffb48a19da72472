/**
 * Why a call failed. `business` carries a response code of the catalogue; the others are the
 * client's own failures, each with its own Chinese message.
 */
export type ApiErrorKind = 'business' | 'network' | 'timeout' | 'status' | 'contract';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The response code (6xxx) for business errors; 0 for the client's own failures. */
  readonly code: number;
  readonly data: unknown;
  readonly httpStatus: number | undefined;
  readonly path: string;

  constructor(init: {
    kind: ApiErrorKind;
    code: number;
    message: string;
    path: string;
    data?: unknown;
    httpStatus?: number;
  }) {
    super(init.message);
    this.kind = init.kind;
    this.code = init.code;
    this.data = init.data ?? null;
    this.httpStatus = init.httpStatus;
    this.path = init.path;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A message fit to show a player for any thrown value. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
