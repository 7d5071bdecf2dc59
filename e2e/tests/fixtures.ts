import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { startSiteServer, type SiteServer } from '../site-server';

const root = path.resolve(import.meta.dirname, '../..');

/** Runs `npm run ops -- ...` against the test server (through its operator API). */
export function ops(...argv: string[]): string {
  return execFileSync(process.execPath, ['apps/server/dist/ops.js', ...argv], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'warn' },
  }).toString();
}

type Fixtures = { consoleErrors: string[]; publicPopup: boolean; accessible: void };
type WorkerFixtures = { siteServer: SiteServer };

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/* Each page's last scan: a journey that ends on the screen its last screenshot scanned is not scanned again. */
const lastScan = new WeakMap<Page, { screen: string; violations: Violations }>();

/** What the page shows, in short: its address and a hash of its document. */
function screenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const text = `${location.href}\n${document.documentElement.outerHTML}`;
    let hash = 0;
    for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
    return `${text.length}:${hash}`;
  });
}

/**
 * The accessibility rules every screen must pass: WCAG 2.1 A and AA. A violation of serious or critical
 * impact fails; the rest are reported by the landmark test of routes.spec.ts, which asks for more.
 *
 * With a popup open, only the popups are judged: the page behind is inert and hidden from assistive
 * technology, and its own journeys judge it without them. `wholePage` judges everything (landmarks).
 */
export async function accessibilityViolations(
  page: Page,
  { impacts = ['serious', 'critical'], wholePage = false }: { impacts?: string[]; wholePage?: boolean } = {},
) {
  /* Judge the screen as it rests: a section fading in reads as low contrast, and the lobby reveals one
     more every 300 ms. Every journey runs with reduced motion (playwright.config.ts), under which
     base.css ends each animation at once; what was still running is finished. */
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        // An endless animation (the news ticker) cannot finish, and does not fade anything.
      }
    }
  });
  const screen = `${wholePage}:${await screenOf(page)}`;
  let violations = lastScan.get(page)?.screen === screen ? lastScan.get(page)?.violations : undefined;
  if (!violations) {
    const axe = new AxeBuilder({ page }).withTags([
      'wcag2a',
      'wcag2aa',
      'wcag21a',
      'wcag21aa',
      'best-practice',
    ]);
    if (!wholePage && (await page.locator('.modal-cover').count()) > 0) axe.include('.modal-cover');
    violations = (await axe.analyze()).violations;
    lastScan.set(page, { screen, violations });
  }
  return violations
    .filter((violation) => impacts.includes(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

type Widened = Window & { __widened?: string[] };

/**
 * Runs in every page: a phone's layout viewport grows past the screen when something sticks out, the
 * page zooms out, and clicks land beside their target (a popup's cover "intercepts" them). A fixed,
 * invisible bar spans the layout viewport; when it grows, which element did it is noted at that moment
 * and printed after the test. (No resize event is fired for it.)
 */
function watchForWidening() {
  const noted: string[] = ((window as Widened).__widened = []);
  const name = (el: Element | null): string =>
    !el || el.classList.length
      ? `${el?.tagName.toLowerCase()}.${[...(el?.classList ?? [])].join('.')}`
      : `${name(el.parentElement)} > ${el.tagName.toLowerCase()}`;
  // What is fixed (and what it holds) only follows the viewport; it is not what widened it.
  // Neither is what a scroller or a clipping box holds.
  const contained = (el: Element | null): boolean => {
    if (!el || el === document.body) return false;
    const style = getComputedStyle(el);
    return style.position === 'fixed' || style.overflowX !== 'visible' || contained(el.parentElement);
  };
  addEventListener('DOMContentLoaded', () => {
    const bar = document.createElement('div');
    bar.style.cssText = 'position:fixed;inset:0 0 auto;block-size:0;visibility:hidden;pointer-events:none';
    document.documentElement.append(bar);
    const note = () => {
      const wide = Math.round(bar.getBoundingClientRect().width);
      if (wide <= screen.width + 1 || noted.length >= 3) return;
      const sticking = [...document.querySelectorAll('body *')].filter(
        (el) =>
          el.getBoundingClientRect().right > screen.width + 1 &&
          el.getBoundingClientRect().height >= 1 &&
          !contained(el.parentElement) &&
          getComputedStyle(el).position !== 'fixed',
      );
      const outermost = sticking.filter((el) => !sticking.includes(el.parentElement as Element));
      // Nothing sticks out: the viewport itself was made larger (a full-page screenshot).
      if (outermost.length === 0) return;
      const names = outermost
        .slice(0, 4)
        .map((el) => `${name(el)} (${Math.round(el.getBoundingClientRect().width)} px)`);
      noted.push(`${location.pathname}${location.search} ${screen.width}→${wide} px: ${names.join(', ')}`);
    };
    // Looked at again a moment later: a resize the test asked for passes through wider states.
    new ResizeObserver(() => setTimeout(note, 250)).observe(bar);
  });
}

/** Every test fails on a console error or an uncaught exception in the page. */
export const test = base.extend<Fixtures, WorkerFixtures>({
  /** This worker's own server and database (site-server.ts); ops() and the pages reach it. */
  siteServer: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const server = await startSiteServer(workerInfo.parallelIndex);
      process.env.E2E_DATA_DIR = server.dataDir;
      process.env.E2E_SITE_URL = server.url;
      await use(server);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 150_000 },
  ],
  baseURL: async ({ siteServer }, use) => use(siteServer.url),
  /** The public popups (guest and member) open once per session; most tests start with them already seen. */
  publicPopup: [false, { option: true }],
  page: async ({ page, publicPopup }, use) => {
    await page.addInitScript(watchForWidening);
    if (!publicPopup) {
      await page.addInitScript(() => {
        sessionStorage.setItem('anonymousPopupClosed', '1');
        sessionStorage.setItem('userPopupClosed', '1');
      });
    }
    await use(page);
    const widened = await page.evaluate(() => (window as Widened).__widened ?? []).catch(() => []);
    for (const line of widened) console.log(`page wider than the phone: ${line}`);
  },
  /*
   * Every journey ends on a screen that axe finds no serious or critical violation in. Declared before
   * consoleErrors so that it is torn down after it: the console is judged on the test's own steps, and
   * only then does axe read the last screen.
   */
  accessible: [
    async ({ page, baseURL }, use, testInfo) => {
      await use();
      if (page.isClosed()) return;
      if (testInfo.status !== testInfo.expectedStatus) {
        // A phone journey now and then finds a popup's cover over the popup's own button: what the
        // viewport looked like then tells whether the page was zoomed out by something too wide.
        const viewport = await page
          .evaluate(() => ({
            innerWidth,
            scrollWidth: document.documentElement.scrollWidth,
            scale: visualViewport?.scale,
            offset: [visualViewport?.offsetLeft, visualViewport?.offsetTop],
            scrollY,
          }))
          .catch(() => null);
        console.log(`viewport at the failure: ${JSON.stringify(viewport)}`);
        return;
      }
      if (!baseURL || !page.url().startsWith(baseURL)) return;
      expect(await accessibilityViolations(page), `axe on ${page.url()}`).toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A journey that is the same at every width (an operator switch, a draw settling, a provider's seeds):
 * the desktop project runs it, the phone project leaves it out (playwright.config.ts), so the phone's
 * time goes to what its layout changes.
 */
export const anyWidth = { tag: '@any-width' };

/**
 * The elements that stick out past the viewport's right edge, outermost first (up to five): what made a
 * page wider than the screen, for a failure's message. Phones have shown a page a few hundred pixels
 * too wide for a moment, now and then; this names the culprit when it happens.
 */
export function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const outer: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.right <= width + 1 || rect.width === 0) continue;
      if (outer.some((parent) => parent.contains(element))) continue;
      outer.push(element);
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList].map((c) => `.${c}`).join('')}`;
      found.push(`${name} right=${Math.round(rect.right)} width=${Math.round(rect.width)}`);
      if (found.length === 5) break;
    }
    return found;
  });
}

/** Where screenshots go for review: e2e/screenshots (not committed), or E2E_SHOTS. */
export const shotsDir = process.env.E2E_SHOTS ?? path.join(root, 'e2e/screenshots');

/** The path of a screenshot named for the viewport width. */
export function shotPath(name: string, width: number) {
  fs.mkdirSync(shotsDir, { recursive: true });
  return path.join(shotsDir, `${name}-${width}.png`);
}

/** Saves a full-page screenshot named for the viewport; a screen worth a picture is worth an axe scan too. */
export async function screenshot(page: Page, name: string) {
  // A popup is all in view; the long page behind it is not worth drawing whole.
  const fullPage = (await page.locator('.modal-cover').count()) === 0;
  await page.screenshot({ path: shotPath(name, page.viewportSize()?.width ?? 0), fullPage });
  // Third parties' pages (the stand-in for Google's sign-in) are theirs to make accessible.
  if (new URL(page.url()).origin !== process.env.E2E_SITE_URL) return;
  expect(await accessibilityViolations(page), `axe on ${name}`).toEqual([]);
}

/**
 * Chromium logs every 4xx answer as a console error; a test that provokes refusals on purpose (a wrong
 * password, a taken name, a dead token) forgives those, and only those.
 */
export function forgiveRefusedCalls(errors: string[]): void {
  const kept = errors.filter(
    (e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e),
  );
  errors.splice(0, errors.length, ...kept);
}

/** A JSON call with the site's session, as the site's own fetches make it. */
export async function call<T>(page: Page, url: string, body: Record<string, unknown>): Promise<T> {
  const answer = await page.evaluate(
    async ({ url, body }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${sessionStorage.getItem('token')}`,
        },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { success: boolean; value: unknown; message: string };
    },
    { url, body },
  );
  expect(answer.success, `${url}: ${answer.message}`).toBe(true);
  return answer.value as T;
}

/** The popup dialog over the page (login, register, second factor). */
export const popup = (page: Page) => page.locator('.modal-cover--popup [role="dialog"]');

/** Registers by name through the popup (no mobile, no e-mail) and waits for the signed-in header. */
export async function registerByName(page: Page, username: string, password: string) {
  await page.goto('/register');
  const form = popup(page);
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password', { exact: true }).fill(password);
  await form.getByRole('checkbox', { name: /I am 18 years old/ }).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form).toBeHidden({ timeout: 20_000 });
  await expect(page.locator('.member-header__name')).toHaveText(username);
}

/** Signs the demo agent in on the agent page and waits for the agent centre. */
export async function signInAsAgent(page: Page) {
  await page.goto('/agent');
  const form = page.locator('form.agent-login');
  await form.getByRole('textbox', { name: 'Username' }).fill('agent01');
  await form.getByLabel('Password', { exact: true }).fill('Agent2win26');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/agentHome$/, { timeout: 20_000 });
}
