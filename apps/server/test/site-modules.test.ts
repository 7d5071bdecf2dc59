import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeModules } from '../src/plugins/site-modules';

const web = path.resolve(import.meta.dirname, '../../web');

describe("the site's page modules", () => {
  it.each(Object.entries(routeModules))('/%s names a module the site has (%s)', (_segment, module) => {
    expect(fs.existsSync(path.join(web, module))).toBe(true);
    // The router loads it lazily, so the hint is worth sending.
    const router = fs.readFileSync(path.join(web, 'src/app/router.tsx'), 'utf8');
    expect(router).toContain(`import('./${path.relative('src/app', module).replace(/\.tsx$/, '')}')`);
  });
});
