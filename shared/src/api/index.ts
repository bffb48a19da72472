export { api } from './instance';
export { createApiClient, REQUEST_TIMEOUT_MS } from './client';
export type { ApiClient, ApiClientDeps, ApiAnswer, ApiTarget, CallOptions } from './client';
export { ApiError, isApiError, errorMessage } from './errors';
export type { ApiErrorKind } from './errors';
export { newRequestId } from './request-id';
export { refreshBalance, refreshMember, refreshUnread } from './loaders';
export { visitorId, rememberVisitorId } from './visitor';
