import crypto from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { PNG } from 'pngjs';
import type { Executor } from '../../db/client';
import { captchas } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { captchaAlphabet, glyphHeight, glyphs, glyphWidth } from './captcha-font';
import type { Secrets } from './secrets';

export const captchaWidth = 120;
export const captchaHeight = 40;
export const captchaCookie = 'captchaId';
const ttlMs = 5 * 60_000;
const pruneEveryMs = 60_000;

type Rgb = [number, number, number];
const between = (min: number, max: number) => min + Math.random() * (max - min);

function makeAnswer(): string {
  const length = crypto.randomInt(4, 6);
  let answer = '';
  for (let i = 0; i < length; i++) answer += captchaAlphabet[crypto.randomInt(captchaAlphabet.length)];
  return answer;
}

class Canvas {
  readonly png = new PNG({ width: captchaWidth, height: captchaHeight });

  set(x: number, y: number, [r, g, b]: Rgb) {
    if (x < 0 || y < 0 || x >= captchaWidth || y >= captchaHeight) return;
    const i = (Math.floor(y) * captchaWidth + Math.floor(x)) * 4;
    this.png.data[i] = r;
    this.png.data[i + 1] = g;
    this.png.data[i + 2] = b;
    this.png.data[i + 3] = 255;
  }

  /** One character, stretched, slanted and moved a little so no two images of it line up. */
  glyph(char: string, left: number, slot: number, color: Rgb) {
    const rows = glyphs[char];
    if (!rows) return;
    const scaleX = between(2.5, 3.3);
    const scaleY = between(2.6, 3.3);
    const shear = between(-0.35, 0.35);
    const width = glyphWidth * scaleX;
    const height = glyphHeight * scaleY;
    const x0 = left + between(0, Math.max(0, slot - width - 2));
    const y0 = between(4, captchaHeight - height - 4);
    const middle = y0 + height / 2;
    for (let y = Math.floor(y0); y < y0 + height; y++) {
      for (let x = Math.floor(x0 - 4); x < x0 + width + 4; x++) {
        const gy = Math.floor((y - y0) / scaleY);
        const at = (dx: number) =>
          rows[gy]?.[Math.floor((x - dx - x0 - shear * (y - middle)) / scaleX)] === '#';
        // One pixel bolder than the scaled font: thin slanted strokes break up into dots.
        if (at(0) || at(1)) this.set(x, y, color);
      }
    }
  }
}

/** The image of an answer: characters, then dark and light noise over them. */
export function renderCaptcha(answer: string): Buffer {
  const canvas = new Canvas();
  for (let y = 0; y < captchaHeight; y++) {
    for (let x = 0; x < captchaWidth; x++) {
      const shade = Math.round(between(225, 255));
      canvas.set(x, y, [shade, Math.round(between(225, 255)), shade]);
    }
  }
  const dark = (): Rgb => [
    Math.round(between(10, 100)),
    Math.round(between(10, 100)),
    Math.round(between(10, 100)),
  ];
  const margin = 6;
  const slot = (captchaWidth - 2 * margin) / answer.length;
  [...answer].forEach((char, i) => canvas.glyph(char, margin + i * slot, slot, dark()));
  // Thin wavy lines through the text and specks over it defeat thresholding and cutting the word into
  // characters, yet stay lighter than the characters so people still read them easily.
  const mid = (): Rgb => [
    Math.round(between(130, 190)),
    Math.round(between(130, 190)),
    Math.round(between(130, 190)),
  ];
  /* Strokes as dark as the characters, across the whole width and through them: a darkness threshold
     keeps them with the characters, so the image does not split into its characters by colour. */
  const wave = (color: Rgb, thickness: number) => {
    const base = between(10, captchaHeight - 10);
    const amplitude = between(3, 8);
    const period = between(30, 90);
    const phase = between(0, 2 * Math.PI);
    for (let x = 0; x < captchaWidth; x += 0.5) {
      const y = base + amplitude * Math.sin(phase + (2 * Math.PI * x) / period);
      for (let t = 0; t < thickness; t += 0.5) canvas.set(x, y + t, color);
    }
  };
  for (let i = 0; i < 2; i++) wave(dark(), 1);
  wave(mid(), 1);
  for (let i = 0; i < 90; i++) canvas.set(between(0, captchaWidth), between(0, captchaHeight), mid());
  for (let i = 0; i < 60; i++) canvas.set(between(0, captchaWidth), between(0, captchaHeight), dark());
  return PNG.sync.write(canvas.png);
}

export function createCaptchaService(
  db: Executor,
  secrets: Secrets,
  clock: Clock,
  // Tests pass a known answer; the site never learns it.
  options: { makeAnswer?: () => string } = {},
) {
  const answerOf = options.makeAnswer ?? makeAnswer;
  let lastPrune = 0;

  // Keyed by a server secret so the stored hashes of a 2.5-million-word alphabet are no use on their own.
  async function hash(id: string, answer: string): Promise<Buffer> {
    const key = await secrets.get('captcha_hmac', () => crypto.randomBytes(32).toString('hex'));
    return crypto.createHmac('sha256', key).update(`${id}:${answer.trim().toUpperCase()}`).digest();
  }

  async function pruneNowAndThen(now: Date) {
    if (now.getTime() - lastPrune < pruneEveryMs) return;
    lastPrune = now.getTime();
    await db.delete(captchas).where(lt(captchas.expiresAt, now));
  }

  async function verify(id: string | undefined, answer: string | undefined): Promise<boolean> {
    if (!id) return false;
    const now = new Date(clock.now());
    // Any attempt uses the captcha up, right or wrong, so each image allows one guess.
    const [row] = await db
      .update(captchas)
      .set({ consumedAt: now })
      .where(and(eq(captchas.id, id), isNull(captchas.consumedAt), gt(captchas.expiresAt, now)))
      .returning({ answerHash: captchas.answerHash });
    if (!row || !answer) return false;
    const expected = Buffer.from(row.answerHash, 'hex');
    const given = await hash(id, answer);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  }

  return {
    /** A new captcha: its id (for the cookie) and its image. The answer stays in the database, hashed. */
    async issue(): Promise<{ id: string; png: Buffer }> {
      const now = new Date(clock.now());
      await pruneNowAndThen(now);
      const id = crypto.randomBytes(16).toString('base64url');
      const answer = answerOf();
      await db.insert(captchas).values({
        id,
        answerHash: (await hash(id, answer)).toString('hex'),
        expiresAt: new Date(now.getTime() + ttlMs),
      });
      return { id, png: renderCaptcha(answer) };
    },

    /** Case-insensitive; true at most once per captcha. */
    verify,

    /** For the accounts calls: checks an answer against the captcha whose id the request's cookie holds. */
    verifyFromRequest(request: FastifyRequest, answer: string | undefined): Promise<boolean> {
      return verify(request.cookies[captchaCookie], answer);
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
