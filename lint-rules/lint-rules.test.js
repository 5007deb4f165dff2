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
    'fixwise/feature-boundaries': ['error', { featuresDir: 'src/web/features' }],
  };

  it('fails any import of another feature, a lazy one too', () => {
    put('src/web/features/auth/use-auth.ts', 'export const useAuth = 1;\n');
    put('src/web/features/chat/chat-view.tsx', 'export const ChatView = 1;\n');
    const file = put(
      'src/web/features/account/profile.tsx',
      [
        "import { useAuth } from '../auth/use-auth';",
        "export const later = () => import('../chat/chat-view');",
        'export const x = useAuth;',
        '',
      ].join('\n'),
    );
    const problems = lint(file, rules).map((problem) => problem.message);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain("Feature 'account' imports 'use-auth' of feature 'auth'");
    expect(problems[1]).toContain("Feature 'account' imports 'chat-view' of feature 'chat'");
  });

  it('passes its own files, the shared layers, and features put together outside features', () => {
    put('src/web/ui/button.tsx', 'export const Button = 1;\n');
    put('src/web/lib/cn.ts', 'export const cn = 1;\n');
    put('src/web/session/use-auth.ts', 'export const useAuth = 1;\n');
    put('src/web/app/layout/page-intro.tsx', 'export const PageIntro = 1;\n');
    put('src/web/features/account/own.ts', 'export const own = 1;\n');
    const file = put(
      'src/web/features/account/page.tsx',
      [
        "import { Button } from '../../ui/button';",
        "import { cn } from '../../lib/cn';",
        "import { useAuth } from '../../session/use-auth';",
        "import { PageIntro } from '../../app/layout/page-intro';",
        "import { own } from './own';",
        'export const all = [Button, cn, useAuth, PageIntro, own];',
        '',
      ].join('\n'),
    );
    expect(lint(file, rules)).toEqual([]);
    put('src/web/features/auth/form-field.tsx', 'export const FormField = 1;\n');
    const page = put(
      'src/web/pages/settings.tsx',
      [
        "import { FormField } from '../features/auth/form-field';",
        "import { own } from '../features/account/own';",
        'export const x = [FormField, own];',
        '',
      ].join('\n'),
    );
    expect(lint(page, rules)).toEqual([]);
  });
});
