// The packaged extension (built by `npm run package` before this runs) holds what users need and
// nothing else; the graph page script shipped with the Python package is the one built here.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { extensionRoot, repositoryRoot } from '../support/python.ts';

/** File names in a zip archive, from its central directory. */
function zipEntries(archive: Buffer): string[] {
  const endSignature = 0x06054b50;
  let end = archive.length - 22;
  while (end >= 0 && archive.readUInt32LE(end) !== endSignature) {
    end--;
  }
  assert.ok(end >= 0, 'not a zip archive');
  const count = archive.readUInt16LE(end + 10);
  let offset = archive.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let index = 0; index < count; index++) {
    assert.equal(archive.readUInt32LE(offset), 0x02014b50);
    const nameLength = archive.readUInt16LE(offset + 28);
    const extraLength = archive.readUInt16LE(offset + 30);
    const commentLength = archive.readUInt16LE(offset + 32);
    names.push(archive.toString('utf-8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

const readme = readFileSync(path.join(extensionRoot, 'README.md'), 'utf-8');
const screenshots = [...readme.matchAll(/!\[[^\]]*\]\((images\/[^)]+\.png)\)/g)].map((m) => `extension/${m[1]}`);

test('the .vsix holds the bundle, the manifest, the README with its images, the license and the icon', () => {
  const entries = zipEntries(readFileSync(path.join(extensionRoot, 'dist', 'onnxscribe.vsix')));
  const files = entries.filter((name) => name.startsWith('extension/')).sort();
  const expected = [
    'extension/LICENSE.txt',
    'extension/dist/extension.cjs',
    'extension/images/icon.png',
    'extension/package.json',
    'extension/readme.md',
    ...screenshots,
  ].sort();
  assert.deepEqual(files, expected);
  assert.ok(screenshots.length >= 2, 'the README shows screenshots');
  for (const name of entries) {
    assert.doesNotMatch(name, /node_modules|\/src\/|\/test\/|\.ts$|\.map$|\.node24|\.e2e/, name);
  }
  const manifest = JSON.parse(readFileSync(path.join(extensionRoot, 'package.json'), 'utf-8'));
  assert.equal(manifest.main, './dist/extension.cjs');
});

test('the graph page script shipped with the Python package is the one built from src/webview', () => {
  const built = readFileSync(path.join(extensionRoot, 'dist', 'graph_view.js'), 'utf-8');
  const shipped = readFileSync(path.join(repositoryRoot, 'server', 'onnxscribe', 'data', 'graph_view.js'), 'utf-8');
  assert.ok(built === shipped, 'server/onnxscribe/data/graph_view.js is stale: run `make graph-view`');
});
