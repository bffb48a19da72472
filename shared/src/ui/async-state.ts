/** Data loaded for a component, as useEndpoint answers it and AsyncView draws it. */
export type AsyncState<T> =
  | { status: 'loading'; data: T | undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: T | undefined; error: string };
