import { z } from 'zod';

/**
 * An environment variable read by `parse` (the shop's own rules: trusted proxies, the document servers' secret),
 * in a zod schema: its value, or an issue whose message is what `parse` threw. Both servers parse their
 * environment with zod (decision 109).
 */
export const parsedBy = <T>(parse: (value: string | undefined) => T) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parse(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    });
