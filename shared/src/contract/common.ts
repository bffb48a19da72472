import { z } from 'zod';

/** Paged requests: pages count from 1. */
export const pageRequestSchema = z.object({
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().min(0),
    pageNum: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}

/** Money travels as a number of yuan with at most two decimals; the server keeps integer fen. */
export const moneySchema = z.number().finite();

export const emptyRequestSchema = z.object({}).loose();
