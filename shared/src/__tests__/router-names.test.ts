import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as reactRouterDom from 'react-router-dom';
import * as shared from '../mf/react-router-dom';

// In the browser every app's 'react-router-dom' is the share scope's, react-router with the names listed in
// mf/react-router-dom.ts (mf/shared-deps.cjs). A name a remote imports but the list lacks would be undefined
// at run time in the built site only.
const repo = path.resolve(__dirname, '../../..');
const roots = ['shell/src', 'shared/src', ...readdirSync(path.join(repo, 'remotes')).map((name) => `remotes/${name}/src`)];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === '__tests__' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

function routerNamesUsed(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of roots.flatMap((root) => sourceFiles(path.join(repo, root)))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
      if (match[1]) continue;
      for (const part of match[2].split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ')) used.set(name, path.relative(repo, file));
      }
    }
  }
  return used;
}

test("every name the apps import from react-router-dom is in the shared router list, and each is react-router's own", () => {
  const used = routerNamesUsed();
  expect(used.size).toBeGreaterThan(10);
  const missing = [...used].filter(([name]) => !(name in shared)).map(([name, file]) => `${name} (${file})`);
  expect(missing).toEqual([]);
  for (const [name, value] of Object.entries(shared)) expect([name, value]).toEqual([name, reactRouterDom[name as keyof typeof reactRouterDom]]);
});
