// What places:lookup answers for a ZIP (decisions 31, 58): the city and state core's offline table
// gives it, or null when the table lacks the ZIP.
import { z } from 'zod';

export const ZipPlaceSchema = z.strictObject({
  city: z.string().min(1).max(100),
  /** The two-letter code, as the address fields hold it (decisions 13). */
  state: z.string().length(2),
});
export type ZipPlace = z.infer<typeof ZipPlaceSchema>;
