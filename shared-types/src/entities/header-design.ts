import { z } from 'zod';
import { optionalLinkUrl, optionalText } from './common';

/**
 * The banner atop a profile page and a listing, as both Header Design tabs edit it: an image or a
 * video behind a line of text. Spread its shape into the profile's and the listing's schemas.
 */
export const headerDesignInputSchema = z.object({
  headerImageUrl: optionalLinkUrl,
  headerVideoUrl: optionalLinkUrl,
  customHeaderText: optionalText(300),
});

/** The header as stored and answered. */
export const headerDesignSchema = z.object({
  headerImageUrl: z.string().nullable(),
  headerVideoUrl: z.string().nullable(),
  customHeaderText: z.string().nullable(),
});
