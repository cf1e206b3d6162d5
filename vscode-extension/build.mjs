// Bundles the extension (Node, for VS Code) and the graph page's script (browser).
import * as esbuild from 'esbuild';

const production = process.argv.includes('--production');

const node = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: ['vscode'],
  sourcemap: !production,
  minify: production,
  logLevel: 'warning',
};

/**
 * The language client (src/client.ts and vscode-languageclient, most of the extension's code) is a
 * bundle of its own, dist/client.cjs, which the extension's bundle requires once it has spawned a
 * server: VS Code then parses only the extension's own code to load it, before the server starts.
 */
const clientApart = {
  name: 'client-apart',
  setup(build) {
    build.onResolve({ filter: /^\.\/client\.ts$/ }, () => ({ path: './client.cjs', external: true }));
  },
};

await esbuild.build({
  ...node,
  entryPoints: ['src/extension.ts'],
  outfile: 'dist/extension.cjs',
  plugins: [clientApart],
  // `import('./client.ts')` becomes a `require`, which VS Code's module loader serves (`vscode`).
  supported: { 'dynamic-import': false },
});
await esbuild.build({ ...node, entryPoints: ['src/client.ts'], outfile: 'dist/client.cjs' });

await esbuild.build({
  entryPoints: ['src/webview/main.ts'],
  bundle: true,
  outfile: 'dist/graph_view.js',
  platform: 'browser',
  format: 'iife',
  target: 'es2022',
  minify: true,
  legalComments: 'inline',
  logLevel: 'warning',
});
