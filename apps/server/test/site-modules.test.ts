import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { memberPageModules, routeModules } from '../src/plugins/site-modules';

const web = path.resolve(import.meta.dirname, '../../web');

describe("the site's page modules", () => {
  it.each(Object.entries(routeModules))('/%s names a module the site has (%s)', (_segment, module) => {
    expect(fs.existsSync(path.join(web, module))).toBe(true);
    // The router loads it lazily, so the hint is worth sending.
    const router = fs.readFileSync(path.join(web, 'src/app/router.tsx'), 'utf8');
    expect(router).toContain(`import('./${path.relative('src/app', module).replace(/\.tsx$/, '')}')`);
  });

  it.each(Object.entries(memberPageModules))(
    "the member centre's ?page=%s names the module its registry loads (%s)",
    (page, module) => {
      const registry = fs.readFileSync(path.join(web, 'src/features/member-centre/pages.ts'), 'utf8');
      const file = path.basename(module, '.tsx');
      expect(registry).toMatch(new RegExp(`\\b${page}: page\\(\\(\\) => import\\('\\./pages/${file}'\\)`));
    },
  );

  it('hints every page the member centre registers', () => {
    const registry = fs.readFileSync(path.join(web, 'src/features/member-centre/pages.ts'), 'utf8');
    const registered = [...registry.matchAll(/^\s+(\w+): page\(/gm)].map((match) => match[1]);
    expect(Object.keys(memberPageModules).sort()).toEqual(registered.sort());
  });
});
