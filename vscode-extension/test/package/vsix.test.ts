// The packaged extension (built by `make vsix` before this runs) holds what users need and
// nothing else; the graph page script shipped with the Python package is the one built here.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { inflateRawSync } from 'node:zlib';
import { extensionRoot, repositoryRoot } from '../support/python.ts';

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeader: number;
}

/** The entries of a zip archive, from its central directory. */
function zipDirectory(archive: Buffer): ZipEntry[] {
  const endSignature = 0x06054b50;
  let end = archive.length - 22;
  while (end >= 0 && archive.readUInt32LE(end) !== endSignature) {
    end--;
  }
  assert.ok(end >= 0, 'not a zip archive');
  const count = archive.readUInt16LE(end + 10);
  let offset = archive.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index++) {
    assert.equal(archive.readUInt32LE(offset), 0x02014b50);
    const nameLength = archive.readUInt16LE(offset + 28);
    const extraLength = archive.readUInt16LE(offset + 30);
    const commentLength = archive.readUInt16LE(offset + 32);
    entries.push({
      name: archive.toString('utf-8', offset + 46, offset + 46 + nameLength),
      method: archive.readUInt16LE(offset + 10),
      compressedSize: archive.readUInt32LE(offset + 20),
      localHeader: archive.readUInt32LE(offset + 42),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function zipEntries(archive: Buffer): string[] {
  return zipDirectory(archive).map((entry) => entry.name);
}

/** One file of a zip archive (stored or deflated), by name. */
function zipEntry(archive: Buffer, name: string): Buffer {
  const entry = zipDirectory(archive).find((e) => e.name === name);
  if (entry === undefined) {
    throw new Error(`${name} is not in the archive`);
  }
  const local = entry.localHeader;
  const start = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
  const data = archive.subarray(start, start + entry.compressedSize);
  return entry.method === 0 ? data : inflateRawSync(data);
}

const manifest = JSON.parse(readFileSync(path.join(extensionRoot, 'package.json'), 'utf-8'));
const vsix = (): Buffer => readFileSync(path.join(extensionRoot, 'dist', 'onnxscribe.vsix'));
const wheel = `onnxscribe-${manifest.version}-py3-none-any.whl`;
/** What users get, by the names `vsce ls` gives (the .vsix adds `extension/` and renames two). */
const shipped = [
  'CHANGELOG.md',
  'LICENSE',
  'README.md',
  'dist/client.cjs',
  'dist/extension.cjs',
  `dist/${wheel}`,
  'images/icon.png',
  'package.json',
];

test('`vsce ls` lists what users need and nothing else', () => {
  const listed = execFileSync('npx', ['--no-install', 'vsce', 'ls', '--no-dependencies'], {
    cwd: extensionRoot,
    encoding: 'utf-8',
    timeout: 120_000,
  });
  assert.deepEqual(listed.split('\n').map((line) => line.trim()).filter(Boolean).sort(), [...shipped].sort());
});

test('the .vsix holds the bundle, the wheel of its own version, the manifest, README, CHANGELOG, license and icon', () => {
  const entries = zipEntries(vsix());
  const files = entries.filter((name) => name.startsWith('extension/')).sort();
  const renamed: Record<string, string> = { 'README.md': 'readme.md', 'CHANGELOG.md': 'changelog.md', LICENSE: 'LICENSE.txt' };
  assert.deepEqual(files, shipped.map((name) => `extension/${renamed[name] ?? name}`).sort());
  for (const name of entries) {
    assert.doesNotMatch(name, /node_modules|\/src\/|\/test\/|\.ts$|\.map$|\.node24|\.e2e/, name);
  }
  assert.equal(manifest.main, './dist/extension.cjs');
});

test('the language client is a bundle apart, which the extension requires only once it starts a server', () => {
  const archive = vsix();
  const extension = zipEntry(archive, 'extension/dist/extension.cjs').toString('utf-8');
  const client = zipEntry(archive, 'extension/dist/client.cjs').toString('utf-8');
  // vscode-languageclient's LanguageClient, and the start's own `Content-Length` framing.
  for (const code of ['LanguageClient', 'Content-Length']) {
    assert.ok(client.includes(code), `client.cjs lacks ${code}`);
    assert.ok(!extension.includes(code), `extension.cjs holds ${code}: the client is bundled into it`);
  }
  // Required (VS Code serves `vscode` to the modules an extension requires), not imported.
  assert.match(extension, /require\("\.\/client\.cjs"\)/);
  assert.doesNotMatch(extension, /import\("\.\/client\.cjs"\)/);
  assert.ok(extension.length * 5 < client.length, `extension.cjs ${extension.length} bytes, client.cjs ${client.length}`);
});

test("loading the extension does not load the language client's bundle", () => {
  // The bundle loaded in Node with a `vscode` that has no such extension (so no server starts).
  const loaded = execFileSync(
    process.execPath,
    [
      '-e',
      `const Module = require('node:module');
      const load = Module._load;
      Module._load = function (request, ...rest) {
        return request === 'vscode' ? { extensions: { getExtension: () => undefined } } : load.call(this, request, ...rest);
      };
      require(process.argv[1]);
      console.log(JSON.stringify(Object.keys(require.cache)));`,
      path.join(extensionRoot, 'dist', 'extension.cjs'),
    ],
    { encoding: 'utf-8' },
  );
  const modules = JSON.parse(loaded) as string[];
  assert.deepEqual(modules.map((file) => path.basename(file)), ['extension.cjs']);
});

test("the wheel in the .vsix is the package's, of the extension's version", () => {
  const packed = zipEntry(vsix(), `extension/dist/${wheel}`);
  const built = readFileSync(path.join(repositoryRoot, 'dist', wheel));
  assert.ok(packed.equals(built), `extension/dist/${wheel} differs from dist/${wheel}: run \`make vsix\``);
  const metadata = zipEntry(packed, `onnxscribe-${manifest.version}.dist-info/METADATA`).toString('utf-8');
  assert.match(metadata, new RegExp(`^Version: ${manifest.version.replaceAll('.', '\\.')}$`, 'm'));
  assert.match(metadata, /^Provides-Extra: lsp$/m);
});

test('the page links the repository, its issues and homepage, and its images by absolute URLs of repository files', () => {
  const repository = 'https://github.com/onnxscribe/onnxscribe';
  assert.equal(manifest.repository.url, `${repository}.git`);
  assert.equal(manifest.bugs.url, `${repository}/issues`);
  assert.match(manifest.homepage, new RegExp(`^${repository}`));
  const source = readFileSync(path.join(extensionRoot, 'README.md'), 'utf-8');
  const screenshots = [...source.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((m) => m[1]);
  assert.ok(screenshots.length >= 2, 'the README shows screenshots');
  const packed = zipEntry(vsix(), 'extension/readme.md').toString('utf-8');
  const images = [...packed.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((m) => m[1]);
  // vsce ignores `repository.directory`: the package script gives the folder in its base URLs.
  assert.deepEqual(
    images,
    screenshots.map((relative) => `${repository}/raw/HEAD/vscode-extension/${relative}`),
  );
  for (const relative of screenshots) {
    assert.ok(existsSync(path.join(extensionRoot, relative)), `${relative} is not in the repository`);
  }
  const manifestXml = zipEntry(vsix(), 'extension.vsixmanifest').toString('utf-8');
  assert.match(manifestXml, new RegExp(`${repository}/issues`));
});

test('the extension says it does not run in untrusted workspaces, and why', () => {
  const trust = manifest.capabilities.untrustedWorkspaces;
  assert.equal(trust.supported, false);
  assert.match(trust.description, /interpreter can come from the workspace/);
  assert.match(trust.description, /debugging also runs the workspace's code/);
});

test('the graph page script shipped with the Python package is the one built from src/webview', () => {
  const built = readFileSync(path.join(extensionRoot, 'dist', 'graph_view.js'), 'utf-8');
  const shipped = readFileSync(path.join(repositoryRoot, 'server', 'onnxscribe', 'data', 'graph_view.js'), 'utf-8');
  assert.ok(built === shipped, 'server/onnxscribe/data/graph_view.js is stale: run `make graph-view`');
});
