// esbuild as pychess-variants' esbuild.mjs gets it from build_client.mjs: its `build` with one
// plugin more, which makes `ffish-es6` the e2e probe (scripts/pychess/ffish-probe.js) for
// every importer but crc-wasm/README.md's swap file, which gets the real ffish-es6 as its
// fallback (and the probe, which times it). The folders come from build_client.mjs in PYCHESS_E2E_* variables.
import { createRequire } from 'node:module';
import { join } from 'node:path';

const { PYCHESS_E2E_TREE: tree, PYCHESS_E2E_SWAP: swapDir, PYCHESS_E2E_NODE_PATH: nodePath } = process.env;
const esbuild = createRequire(join(tree, 'package.json'))('esbuild');
const swap = join(swapDir, 'ffish-swap.js');
const probe = join(swapDir, 'ffish-probe.js');

const toProbe = {
  name: 'ffish-es6-to-crc',
  setup(build) {
    // The swap and the probe load the real one.
    build.onResolve({ filter: /^ffish-es6$/ }, (args) => ([swap, probe].includes(args.importer) ? undefined : { path: probe }));
  },
};

export async function build(options) {
  const result = await esbuild.build({
    ...options,
    // The swap and probe files stand outside the tree: their imports are found here.
    nodePaths: [nodePath, join(tree, 'node_modules')],
    plugins: [...(options.plugins ?? []), toProbe],
    metafile: true,
  });
  const inputs = Object.keys(result.metafile.inputs);
  const has = (part) => inputs.filter((input) => input.includes(part)).length;
  const bytes = (part) =>
    Object.values(result.metafile.outputs)
      .flatMap((output) => Object.entries(output.inputs))
      .filter(([input]) => input.includes(part))
      .reduce((sum, [, { bytesInOutput }]) => sum + bytesInOutput, 0);
  console.log(`pychess-e2e: client built; in the bundle: ffish-swap.js ${has('ffish-swap.js')}, crc-rules files ${has('crc-wasm/')} (${bytes('crc-wasm/')} bytes, unminified), ffish-es6 files ${has('ffish-es6')} (${bytes('ffish-es6')} bytes)`);
  if (!has('ffish-swap.js') || !has('crc-wasm/')) throw new Error('ffish-es6 was not swapped');
  return result;
}
