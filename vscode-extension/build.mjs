// Bundles the extension (Node, for VS Code) and the graph page's script (browser).
import * as esbuild from 'esbuild';

const production = process.argv.includes('--production');

await esbuild.build({
  entryPoints: ['src/extension.ts'],
  bundle: true,
  outfile: 'dist/extension.cjs',
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: ['vscode'],
  sourcemap: !production,
  minify: production,
  logLevel: 'warning',
});

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
