import * as z from 'zod/mini';
import { checked } from './checked.ts';

/**
 * Pictures a member sends (withdrawal proofs, activity applications; product §5 and §9): png or jpg
 * only, at most 5 MB each, at most 3; the remark with them up to 140 characters.
 */
export const imageRules = {
  maxImages: 3,
  maxBytes: 5 * 1024 * 1024,
  types: ['image/png', 'image/jpeg'],
  maxRemark: 140,
} as const;

/** Base64 of 5 MB is 6,990,508 characters; a data: URL prefix is accepted and ignored. */
export const base64ImageSchema = checked(z.string(), z.minLength(1), z.maxLength(7_000_000));
