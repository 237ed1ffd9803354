import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * Lets the bundler drop a module's top-level declarations that nothing uses when their value is
 * computed: `export const cancelBody = z.object({…}).strict()` in the contract, or an object of
 * schemas (`const target = { roomId: uuid.optional() }`). The
 * bundler cannot know that building a zod schema has no side effects, so it kept every schema of
 * every contract module a page touched, and zod with them: the therapist list carried the server's
 * request schemas for a page-size constant (issue 25). Each such initialiser becomes a pure IIFE
 * (`/* @__PURE__ *\/ (() => (…))()`): a pure mark on the chain itself would only cover its first
 * call, not the `.strict()` applied to the result.
 *
 * Only for modules that, by the project's rule, declare and never act on import (the contract:
 * vite.config.ts already treats them as free of side effects). A declaration someone uses keeps its
 * value and its order; only unused ones go.
 */
/** Initialisers the bundler already knows to be free of side effects: nothing to mark. */
const PLAIN = new Set(['Literal', 'Identifier', 'ArrowFunctionExpression', 'FunctionExpression']);

export function pureDeclarations(modules: RegExp): Plugin {
  return {
    name: 'sahaj:pure-declarations',
    // Only a build drops unused code; the dev server serves modules as they are.
    apply: 'build',
    // After TypeScript is stripped: the hook sees JavaScript it can parse.
    enforce: 'post',
    transform(code, id) {
      if (!modules.test(id)) return null;
      const s = new MagicString(code);
      for (const statement of this.parse(code).body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations) {
          if (!init || PLAIN.has(init.type)) continue;
          s.appendLeft(init.start, '/* @__PURE__ */ (() => (');
          s.appendRight(init.end, '))()');
        }
      }
      if (!s.hasChanged()) return null;
      return { code: s.toString(), map: s.generateMap({ hires: 'boundary', source: id }) };
    },
  };
}
