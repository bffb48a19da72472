export { api } from './instance';
export { createApiClient } from './client';
export type { ApiClientDeps, ApiAnswer, CallOptions } from './client';
export { ApiError, isApiError, errorMessage } from './errors';
export { newRequestId } from './request-id';
export { refreshBalance, refreshMember, refreshUnread } from './loaders';
export { visitorId, rememberVisitorId } from './visitor';
