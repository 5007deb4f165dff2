import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fixwise from './index.js';

// A small project on disk: the rules read the files an import names.
let root;
const write = (file, text) => {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  return full;
};

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'fixwise-lint-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function lint(file, rules) {
  const linter = new Linter({ cwd: root });
  const config = [
    {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: { parser: tseslint.parser },
      plugins: { fixwise },
      rules,
    },
  ];
  return linter.verify(texts.get(file), config, file);
}
const texts = new Map();
const put = (file, text) => {
  const full = write(file, text);
  texts.set(full, text);
  return full;
};

describe('fixwise/no-import-cycle', () => {
  const rules = { 'fixwise/no-import-cycle': 'error' };

  it('fails each import that leads back to its file, type-only ones included', () => {
    const app = put(
      'cycle/app.ts',
      "import { route } from './route';\nexport const app = route;\n",
    );
    put(
      'cycle/route.ts',
      "import type { Env } from './env';\nexport const route = 1 as unknown as Env;\n",
    );
    put('cycle/env.ts', "import type { app } from './app';\nexport type Env = typeof app;\n");
    const [problem, ...rest] = lint(app, rules);
    expect(rest).toEqual([]);
    expect(problem?.message).toContain(
      'Import cycle: cycle/app.ts → cycle/route.ts → cycle/env.ts → cycle/app.ts',
    );
  });

  it('passes a graph without a way back, and a lazy import()', () => {
    const top = put(
      'tree/top.ts',
      "import { leaf } from './leaf';\nexport const top = leaf;\nexport const later = () => import('./lazy');\n",
    );
    put('tree/leaf.ts', 'export const leaf = 1;\n');
    put('tree/lazy.ts', "import { top } from './top';\nexport const lazy = top;\n");
    expect(lint(top, rules)).toEqual([]);
  });
});

describe('fixwise/feature-boundaries', () => {
  const rules = {
    'fixwise/feature-boundaries': [
      'error',
      { featuresDir: 'src/web/features', publicModules: { auth: ['use-auth'] } },
    ],
  };

  it("fails an import of another feature's internals and names what it offers", () => {
    put('src/web/features/auth/form-field.tsx', 'export const FormField = 1;\n');
    const file = put(
      'src/web/features/account/profile.tsx',
      "import { FormField } from '../auth/form-field';\nexport const x = FormField;\n",
    );
    const [problem, ...rest] = lint(file, rules);
    expect(rest).toEqual([]);
    expect(problem?.message).toContain(
      "Feature 'account' reaches into 'form-field' of feature 'auth'",
    );
    expect(problem?.message).toContain('offers: use-auth');
  });

  it('passes offered modules, its own files, shared ui and code outside features', () => {
    put('src/web/features/auth/use-auth.ts', 'export const useAuth = 1;\n');
    put('src/web/ui/button.tsx', 'export const Button = 1;\n');
    put('src/web/features/account/own.ts', 'export const own = 1;\n');
    const file = put(
      'src/web/features/account/page.tsx',
      [
        "import { useAuth } from '../auth/use-auth';",
        "import { Button } from '../../ui/button';",
        "import { own } from './own';",
        'export const all = [useAuth, Button, own];',
        '',
      ].join('\n'),
    );
    expect(lint(file, rules)).toEqual([]);
    const page = put(
      'src/web/pages/settings.tsx',
      "import { FormField } from '../features/auth/form-field';\nexport const x = FormField;\n",
    );
    expect(lint(page, rules)).toEqual([]);
  });
});
