// The support bundle's IPC shapes (decisions 44): the agent names the file; the answer says
// where it went, or why not as a closed code the renderer puts into words.
import { z } from 'zod';

export const SupportBundleRequestSchema = z.strictObject({
  filePath: z.string().trim().min(1).max(4096),
});

export const SupportBundleAnswerSchema = z.discriminatedUnion('outcome', [
  z.strictObject({ outcome: z.literal('written'), filePath: z.string() }),
  z.strictObject({
    outcome: z.literal('problem'),
    problem: z.enum(['file-exists', 'not-writable', 'disk-full']),
  }),
]);
export type SupportBundleAnswer = z.infer<typeof SupportBundleAnswerSchema>;
