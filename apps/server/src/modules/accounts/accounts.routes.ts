import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  accountPaths,
  affiliateQuerySchema,
  bindContactCodeRequestSchema,
  bindContactRequestSchema,
  changePasswordRequestSchema,
  forgotPasswordByEmailRequestSchema,
  freePlayRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordByLinkRequestSchema,
  resetPasswordByMobileRequestSchema,
  secondFactorRequestSchema,
  secondFactorSendRequestSchema,
  smsLoginCodeRequestSchema,
  smsRegisterCodeRequestSchema,
  totpConfirmRequestSchema,
} from '@lobby/contract/accounts';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse';
import { sessionOf, type AuthGuards } from '../../plugins/authenticate';
import { rateLimits } from '../../plugins/rate-limit';
import type { ContactBinding } from './contact-binding.service';
import type { Caller, CaptchaCheck } from './deps';
import type { LoginOutcome, LoginService } from './login.service';
import type { MemberService } from './member.service';
import type { PasswordsService } from './passwords.service';
import type { RegistrationService } from './registration.service';
import type { SecondFactorService } from './second-factor.service';
import type { SmsService } from './sms.service';
import type { TotpEnrolment } from './totp-enrolment.service';
import { requestLanguage } from '../../lib/request-language';

/** The remembered-device cookie: http-only, so script on the page can never read it. */
const rememberCookie = 'rememberedLogin';
const rememberCookiePath = '/wps/session';

/** ours: enrolling an authenticator app (GET a new secret, POST its first code to confirm). */

export type AccountRouteDeps = {
  guards: AuthGuards;
  login: LoginService;
  registration: RegistrationService;
  passwords: PasswordsService;
  members: MemberService;
  sms: SmsService;
  secondFactor: SecondFactorService;
  totp: TotpEnrolment;
  contacts: ContactBinding;
  /** Builds the captcha check of a request (its id rides in a cookie). */
  captchaCheck: (request: FastifyRequest) => CaptchaCheck;
};

const limited = (preset: keyof typeof rateLimits) => ({ config: { rateLimit: rateLimits[preset] } });

function callerOf(request: FastifyRequest): Caller {
  return { ip: request.clientIp, userAgent: request.headers['user-agent'] ?? '' };
}

function applyRemember(request: FastifyRequest, reply: FastifyReply, outcome: LoginOutcome) {
  const options = {
    path: rememberCookiePath,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: request.protocol === 'https',
  };
  if (outcome.remember) {
    reply.setCookie(rememberCookie, outcome.remember.token, {
      ...options,
      expires: outcome.remember.expiresAt,
    });
  } else if (outcome.forgetDevice) {
    reply.clearCookie(rememberCookie, options);
  }
}

export function accountsRoutes(deps: AccountRouteDeps) {
  const { guards } = deps;
  return async (app: FastifyInstance) => {
    // Product §7: forgot-password by e-mail is a form post.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.post(accountPaths.login, limited('login'), async (request, reply) => {
      const body = parseInput(loginRequestSchema, request.body);
      const outcome = await deps.login.login(body, callerOf(request), {
        checkCaptcha: deps.captchaCheck(request),
        deviceToken: request.cookies[rememberCookie],
      });
      applyRemember(request, reply, outcome);
      return ok(outcome.value);
    });

    app.post(accountPaths.secondFactor, limited('login'), async (request, reply) => {
      const body = parseInput(secondFactorRequestSchema, request.body);
      const outcome = await deps.login.completeSecondFactor(body, callerOf(request));
      applyRemember(request, reply, outcome);
      return ok(outcome.value);
    });

    app.post(accountPaths.secondFactorSend, limited('sms'), async (request) => {
      const body = parseInput(secondFactorSendRequestSchema, request.body);
      return ok(await deps.secondFactor.send(body, callerOf(request)));
    });

    app.get(accountPaths.totpEnrolment, { onRequest: guards.member }, async (request) =>
      ok(await deps.totp.start(sessionOf(request).member)),
    );

    app.post(accountPaths.totpEnrolment, { onRequest: guards.member }, async (request) => {
      const body = parseInput(totpConfirmRequestSchema, request.body);
      await deps.totp.confirm(sessionOf(request).member, body.code);
      return ok(null, 'totp_enabled');
    });

    // Binding an address sends a code, so it counts against the SMS limit of the address it comes from.
    app.post(accountPaths.contactCode, { onRequest: guards.member, ...limited('sms') }, async (request) => {
      const body = parseInput(bindContactCodeRequestSchema, request.body);
      return ok(await deps.contacts.sendCode(sessionOf(request).member, body, callerOf(request)));
    });

    app.post(accountPaths.contact, { onRequest: guards.member, ...limited('login') }, async (request) => {
      const body = parseInput(bindContactRequestSchema, request.body);
      await deps.contacts.bind(sessionOf(request).member, body);
      return ok(null, 'contact_bound');
    });

    // Logout, member info and the change itself stay open to a session whose password must change.
    app.delete(accountPaths.logout, { onRequest: guards.beforePasswordChange.session }, async (request) => {
      await deps.login.logout(sessionOf(request).sessionId);
      return ok(null);
    });

    app.post(accountPaths.freePlay, limited('freePlay'), async (request) => {
      const body = parseInput(freePlayRequestSchema, request.body);
      return ok(await deps.login.freePlay(body.token, callerOf(request)));
    });

    app.post(accountPaths.smsLoginCode, limited('sms'), async (request) => {
      const body = parseInput(smsLoginCodeRequestSchema, request.body);
      return ok(await deps.sms.sendLoginCode(body, callerOf(request)));
    });

    app.post(accountPaths.smsRegisterCode, limited('sms'), async (request) => {
      const body = parseInput(smsRegisterCodeRequestSchema, request.body);
      const { mobileNo, ...rest } = body;
      return ok(await deps.sms.sendRegisterCode({ ...rest, mobileNum: mobileNo }, callerOf(request)));
    });

    for (const [path, method] of [
      [accountPaths.register, 'USERNAME'],
      [accountPaths.registerByMobile, 'MOBILE'],
    ] as const) {
      app.put(path, limited('register'), async (request) => {
        const body = parseInput(registerRequestSchema, request.body);
        return ok(
          await deps.registration.register(method, body, callerOf(request), deps.captchaCheck(request)),
        );
      });
    }

    app.get(accountPaths.affiliate, limited('affiliate'), async (request) => {
      const query = parseInput(affiliateQuerySchema, request.query);
      return ok(await deps.registration.checkAffiliate(query.code));
    });

    app.get(accountPaths.memberInfo, { onRequest: guards.beforePasswordChange.session }, async (request) =>
      ok(await deps.members.info(sessionOf(request).member, requestLanguage(request))),
    );

    app.get(accountPaths.memberIcon, { onRequest: guards.session }, async (request) =>
      ok(deps.members.icon(sessionOf(request).member)),
    );

    app.get(accountPaths.balance, { onRequest: guards.session }, async (request) =>
      ok(await deps.members.balance(sessionOf(request).member)),
    );

    // The login's limit: each call costs an argon2 check of the current password.
    app.post(
      accountPaths.changePassword,
      { onRequest: guards.beforePasswordChange.member, ...limited('login') },
      async (request) => {
        const body = parseInput(changePasswordRequestSchema, request.body);
        const { member, sessionId } = sessionOf(request);
        await deps.passwords.change(member, sessionId, body);
        return ok(null, 'password_changed');
      },
    );

    app.post(accountPaths.forgotPasswordByEmail, limited('passwordReset'), async (request, reply) => {
      const body = parseInput(forgotPasswordByEmailRequestSchema, request.body);
      const deliver = await deps.passwords.resetLinkDelivery(body.username, body.email);
      // Answered before the link is made and mailed, so a match takes no longer than a mismatch.
      await reply.send(ok(null, 'sent'));
      await deliver().catch((error: unknown) => request.log.warn({ err: error }, 'reset link not sent'));
      return reply;
    });

    app.post(accountPaths.resetPasswordByLink, limited('passwordReset'), async (request) => {
      const body = parseInput(resetPasswordByLinkRequestSchema, request.body);
      return ok(await deps.passwords.resetByLink(body.token, body.newPassword), 'password_changed');
    });

    app.post(accountPaths.resetPasswordByMobile, limited('passwordReset'), async (request) => {
      const body = parseInput(resetPasswordByMobileRequestSchema, request.body);
      await deps.passwords.resetByMobile(body);
      return ok(null, 'password_changed');
    });
  };
}
