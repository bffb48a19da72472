import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';

/**
 * Venue categories of the navigation (SPEC §2): sports TY, e-games DZ, live casino ZR, lottery CP,
 * chess and cards QP, esports DJ, fishing BY.
 */
export const venueCategorySchema = z.enum(['TY', 'DZ', 'ZR', 'CP', 'QP', 'DJ', 'BY']);
export type VenueCategory = z.infer<typeof venueCategorySchema>;

export const venueSchema = z.object({
  venueId: z.int(),
  /** The venue's code name, e.g. CRTY for the local sports book. */
  enName: z.string(),
  name: z.string(),
  category: venueCategorySchema,
  description: z.string(),
  imageUrl: z.string(),
  status: z.enum(['normal', 'maintenance']),
  /** Hot venues get a badge. */
  hot: z.boolean(),
  sort: z.int(),
});

export const getVenueInfoByCategory = defineEndpoint({
  path: '/game/api/v1/venue/getVenueInfoByCategory',
  request: z.object({ category: venueCategorySchema }),
  response: z.object({ list: z.array(venueSchema) }),
  cacheable: true,
});

export type Venue = z.output<typeof venueSchema>;
