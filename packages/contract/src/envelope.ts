import * as z from 'zod/mini';

/** Stable machine-readable failure codes; the message is a translation key the site shows. */
export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'CAPTCHA_REQUIRED',
  'CHALLENGE_REQUIRED',
  'MAINTENANCE',
  'REGION_RESTRICTED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;
export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** The product description's response envelope: every /wps response has this shape. */
export function envelope<T extends z.core.$ZodType>(value: T) {
  return z.object({
    success: z.literal(true),
    value,
    message: z.string(),
  });
}

/** What a failure may tell the site beyond its message (product §3: the captcha flag on a failed login). */
export const failureDetailSchema = z.object({
  captcha: z.optional(z.boolean()),
  retryAfterSeconds: z.optional(z.number()),
});
export type FailureDetail = z.infer<typeof failureDetailSchema>;

export const failureSchema = z.object({
  success: z.literal(false),
  value: z.nullable(failureDetailSchema),
  message: z.string(),
  code: errorCodeSchema,
});
export type Failure = z.infer<typeof failureSchema>;

export type Success<T> = { success: true; value: T; message: string };
