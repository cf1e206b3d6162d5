import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import {
  initializationOptions,
  interpreterSetting,
  logLevel,
  needsRestart,
  SERVER_SETTINGS,
} from '../../src/settings.ts';
import { extensionRoot } from '../support/python.ts';

interface Property {
  default?: unknown;
  description?: string;
  markdownDescription?: string;
  type?: unknown;
}

const manifest = JSON.parse(readFileSync(path.join(extensionRoot, 'package.json'), 'utf-8'));
const properties: Record<string, Property> = manifest.contributes.configuration.properties;

test('every setting has a type, a default and a description', () => {
  for (const [name, property] of Object.entries(properties)) {
    assert.ok(name.startsWith('onnxscribe.'), name);
    assert.ok('default' in property, `${name} has no default`);
    assert.ok(property.type, `${name} has no type`);
    assert.ok((property.description ?? property.markdownDescription ?? '').length > 20, `${name} has no description`);
  }
});

test('every server setting is declared in package.json', () => {
  for (const name of SERVER_SETTINGS) {
    assert.ok(`onnxscribe.${name}` in properties, name);
  }
});

test('initialization options carry every server setting, with defaults when unset', () => {
  const defaults = (name: string): unknown => properties[`onnxscribe.${name}`].default;
  const options = initializationOptions(defaults);
  assert.deepEqual(Object.keys(options).sort(), [...SERVER_SETTINGS].sort());
  assert.deepEqual(options, {
    analyzeOn: 'change',
    delay: 300,
    inlayHints: true,
    defaultOpset: null,
    analysisTimeout: 30000,
    scriptDecorators: [],
    maxFileSize: 2,
    memoryLimit: 2048,
  });
  const configured = initializationOptions((name) => (name === 'defaultOpset' ? 17 : name === 'delay' ? 0 : defaults(name)));
  assert.equal(configured.defaultOpset, 17);
  assert.equal(configured.delay, 0);
  assert.equal(initializationOptions(() => undefined).analyzeOn, null);
});

test("log level falls back to the server's default, WARNING", () => {
  assert.equal(logLevel(() => 'DEBUG'), 'DEBUG');
  assert.equal(logLevel(() => 'verbose'), 'WARNING');
  assert.equal(logLevel(() => undefined), 'WARNING');
  assert.equal(properties['onnxscribe.logLevel'].default, 'WARNING');
});

test('interpreter setting accepts a list or a string', () => {
  assert.deepEqual(interpreterSetting(() => ['/venv/bin/python', '-X', 'utf8']), ['/venv/bin/python', '-X', 'utf8']);
  assert.deepEqual(interpreterSetting(() => ' /usr/bin/python3 '), ['/usr/bin/python3']);
  assert.deepEqual(interpreterSetting(() => ''), []);
  assert.deepEqual(interpreterSetting(() => [1, '', 'python']), ['python']);
  assert.deepEqual(interpreterSetting(() => undefined), []);
});

test('process settings need a restart', () => {
  assert.equal(needsRestart((s) => s === 'onnxscribe.interpreter'), true);
  assert.equal(needsRestart((s) => s === 'onnxscribe.logLevel'), true);
  assert.equal(needsRestart((s) => s === 'onnxscribe.delay'), false);
});
