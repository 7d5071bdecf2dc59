import * as z from 'zod/mini';
import { checked } from './checked.ts';

/*
 * Shapes the site needs before the accounts issue defines them in the contract proper. Each should
 * move into its domain file (an accounts.ts) together with the server route that answers it.
 */

export const accountPaths = {
  login: '/wps/session/login',
  logout: '/wps/session/logout',
  register: '/wps/member/register',
  registerByMobile: '/wps/member/register/mobile',
  forgotPasswordByEmail: '/wps/member/password/email',
  resetPasswordByMobile: '/wps/member/password/verification',
  changePassword: '/wps/member/password',
  smsLoginCode: '/wps/verification/sms/noLogin',
  smsRegisterCode: '/wps/verification/sms/register',
} as const;

export const loginTypes = ['username', 'sms'] as const;

export const loginRequestSchema = z.object({
  username: z.string(),
  password: z.string(),
  type: z.enum(loginTypes),
  countryDialingCode: z.optional(z.string()),
  /** True when the login comes from the agent page: only agents may log in there. */
  agent: z.optional(z.boolean()),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Spec §3: login response value. */
export const loginValueSchema = z.object({
  token: z.string(),
  firstTimeLogin: z._default(z.boolean(), false),
  passwordExpired: z._default(z.boolean(), false),
  expiredMinutes: z.optional(z.number()),
  captcha: z.optional(z.boolean()),
});
export type LoginValue = z.infer<typeof loginValueSchema>;

/** A sent SMS code: the countdown runs expiredMinutes × 60 s (spec §4). */
export const smsCodeValueSchema = z.object({
  expiredMinutes: z._default(checked(z.number(), z.positive()), 1),
});

/** Calls whose success carries nothing the site reads. */
export const anyValueSchema = z.unknown();

/** Registering with login true may hand back a session straight away. */
export const registerValueSchema = z.object({ token: z.optional(z.string()) });
