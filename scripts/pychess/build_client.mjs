// Builds pychess-variants' client with its own esbuild.mjs (dev: iife, es2020, the bundle in
// static/), unchanged: a resolve hook gives its `import * as esbuild from 'esbuild'`
// esbuild_with_swap.mjs, esbuild with the plugin that swaps ffish-es6.
// Usage: node build_client.mjs CLIENT_TREE SWAP_DIR NODE_PATH
//   SWAP_DIR holds ffish-swap.js (crc-wasm/README.md's file) and ffish-probe.js; NODE_PATH a
//   node_modules folder where crc-rules is found.
import { register } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [tree, swapDir, nodePath] = process.argv.slice(2);
Object.assign(process.env, { PYCHESS_E2E_TREE: tree, PYCHESS_E2E_SWAP: swapDir, PYCHESS_E2E_NODE_PATH: nodePath });
const wrapped = new URL('./esbuild_with_swap.mjs', import.meta.url).href;
const hook = `export async function resolve(specifier, context, next) {
  if (specifier === 'esbuild' && context.parentURL?.endsWith('/esbuild.mjs')) return { url: ${JSON.stringify(wrapped)}, shortCircuit: true };
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
process.chdir(tree);
process.argv = [process.argv[0], join(tree, 'esbuild.mjs'), 'dev'];
await import(pathToFileURL(join(tree, 'esbuild.mjs')).href);
