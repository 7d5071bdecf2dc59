import fs from 'node:fs';
import path from 'node:path';

/**
 * The server package's folder. Source files run from src/<area>/ and the compiled bundle from dist/,
 * so paths to the migrations and the built sites start here rather than at a module's own folder.
 */
function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@lobby/server') return dir;
    }
    if (path.dirname(dir) === dir) throw new Error(`no @lobby/server package above ${from}`);
  }
}

export const serverRoot = findPackageRoot(import.meta.dirname);
