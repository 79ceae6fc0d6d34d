// The shape of a code-table file (decisions 15): for each numeric code field of the payload, a
// list of provisional labels. Validated like any data read from disk (conventions 8), because an
// environment may supply its own file.
import { z } from 'zod';

/** The payload's numeric code fields; each table is named like the field it labels. */
export const codeTableNames = [
  'businessType',
  'delivery',
  'legalCorporationType',
  'taxIdType',
  'accountType',
  'achMethod',
  'discountPaid',
  'processor',
] as const;
export type CodeTableName = (typeof codeTableNames)[number];

export const CodeEntrySchema = z.object({
  code: z
    .number({ error: 'Code must be a number' })
    .int('Code must be a whole number')
    .nonnegative('Code must be 0 or more'),
  label: z
    .string({ error: 'Label must be text' })
    .refine((label) => label.trim() !== '', 'Label must not be empty'),
});
export type CodeEntry = z.infer<typeof CodeEntrySchema>;

/** One table: its entries, each code at most once so a code has exactly one label. */
export const CodeTableSchema = z
  .array(CodeEntrySchema, { error: 'Table must be a list of { code, label } entries' })
  .superRefine((entries, ctx) => {
    const seen = new Set<number>();
    entries.forEach((entry, index) => {
      if (seen.has(entry.code)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'code'],
          message: `Code ${entry.code} appears more than once`,
        });
      }
      seen.add(entry.code);
    });
  });

const tablesShape = Object.fromEntries(
  codeTableNames.map((name) => [name, CodeTableSchema]),
) as Record<CodeTableName, typeof CodeTableSchema>;

export const CodeTablesSchema = z.object(
  {
    /** True while the labels are our guesses rather than the service's published meanings. */
    provisional: z.boolean({ error: 'provisional must be true or false' }),
    note: z.string().optional(),
    tables: z.object(tablesShape, { error: 'tables must be an object of code tables' }),
  },
  { error: 'Code tables must be a JSON object' },
);
export type CodeTables = z.infer<typeof CodeTablesSchema>;
