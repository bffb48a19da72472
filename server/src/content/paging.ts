export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** Row offset of a page; pages count from 1 (contract/common). */
export function pageOffset(page: PageQuery): number {
  return (page.pageNum - 1) * page.pageSize;
}
