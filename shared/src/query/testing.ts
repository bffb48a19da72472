import { queryClient } from './client';

/** Empties the page's query cache (queries and mutations): each test starts with nothing loaded. */
export function resetQueryClient(): void {
  queryClient().clear();
}
