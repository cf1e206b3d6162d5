import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { PassThrough, Readable, Writable } from 'node:stream';
import { test } from 'node:test';
import type { Message, RequestMessage } from 'vscode-languageserver-protocol/node';
import { ImmediateMessageWriter, ImmediateMessageReader, processTransports } from '../../src/transports.ts';

function frame(message: object): string {
  const body = JSON.stringify(message);
  return `Content-Length: ${Buffer.byteLength(body, 'utf-8')}\r\n\r\n${body}`;
}

test('each message is on the stream when write returns, framed and in order', async () => {
  const stream = new PassThrough();
  const sent: Message[] = [];
  const writer = new ImmediateMessageWriter(stream, (message) => sent.push(message));
  const initialize: RequestMessage = { jsonrpc: '2.0', id: 0, method: 'initialize', params: { text: 'é' } };
  const opened = { jsonrpc: '2.0', method: 'textDocument/didOpen', params: { text: '∑ x' } };
  const writes = [writer.write(initialize), writer.write(opened)];
  // Before anything is awaited: the stream already holds both frames (no turn of the event loop).
  assert.equal(String(stream.read()), frame(initialize) + frame(opened));
  assert.deepEqual(sent, [initialize, opened]);
  await Promise.all(writes);
});

test('a failed write rejects and is reported to the connection with its message', async () => {
  const broken = new Writable({ write: (_chunk, _encoding, callback) => callback(new Error('pipe closed')) });
  const writer = new ImmediateMessageWriter(broken);
  const reported: [Error, Message | undefined, number | undefined][] = [];
  writer.onError((error) => reported.push(error));
  const message = { jsonrpc: '2.0', method: 'initialized', params: {} };
  await assert.rejects(writer.write(message), /pipe closed/);
  assert.equal(reported[0][0].message, 'pipe closed');
  assert.deepEqual(reported[0][1], message);
  assert.equal(reported[0][2], 1);
});

test("a process's transports: its messages read, written, and its error output logged by line", async () => {
  // A process that echoes its input to its output and says two lines on its error output.
  const echo = spawn(process.execPath, [
    '-e',
    "process.stderr.write('first line\\nsecond line\\n'); process.stdin.pipe(process.stdout)",
  ]);
  const logged: string[] = [];
  const transports = await processTransports(() => Promise.resolve(echo), (line) => logged.push(line))();
  const received = new Promise<Message>((resolve) => transports.reader.listen(resolve));
  const request = { jsonrpc: '2.0', id: 1, method: 'shutdown' };
  await transports.writer.write(request);
  assert.deepEqual(await received, request);
  transports.writer.end();
  await new Promise((resolve) => echo.once('close', resolve));
  assert.deepEqual(logged, ['first line', 'second line']);
  transports.reader.dispose();
  transports.writer.dispose();
});

/** A stream whose chunks the test pushes; once it flows, each 'data' event comes in the push's turn. */
function pushedStream(): Readable {
  return new Readable({ read: () => undefined });
}

/** The stream flows (a listener's 'data' starts it in the next tick). */
async function flowing(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
}

test('each message is handed on in the turn its last byte is read, framed across chunks', async () => {
  const stream = pushedStream();
  const events: string[] = [];
  const reader = new ImmediateMessageReader(stream, (message) => events.push(`read ${JSON.stringify(message)}`));
  reader.listen((message) => events.push(`handled ${JSON.stringify(message)}`));
  await flowing();
  const answer = { jsonrpc: '2.0', id: 0, result: { capabilities: {}, text: 'é ∑' } };
  const logged = { jsonrpc: '2.0', method: 'window/logMessage', params: { type: 3, message: 'x' } };
  const published = { jsonrpc: '2.0', method: 'textDocument/publishDiagnostics', params: { uri: 'file:///a.py' } };
  const bytes = Buffer.from(
    frame(answer) + `Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n${frame(logged)}` + frame(published),
    'utf-8',
  );
  // The first message's last byte, inside a multi-byte character split between two chunks.
  const split = bytes.indexOf(Buffer.from('∑', 'utf-8')) + 1;
  stream.push(bytes.subarray(0, split));
  assert.deepEqual(events, []);
  stream.push(bytes.subarray(split, frame(answer).length + 3));
  // No turn of the event loop has passed: the answer is already handled.
  assert.deepEqual(events, [`read ${JSON.stringify(answer)}`, `handled ${JSON.stringify(answer)}`]);
  stream.push(bytes.subarray(frame(answer).length + 3));
  assert.deepEqual(events.slice(2), [
    `read ${JSON.stringify(logged)}`,
    `handled ${JSON.stringify(logged)}`,
    `read ${JSON.stringify(published)}`,
    `handled ${JSON.stringify(published)}`,
  ]);
  reader.dispose();
});

test('a large message in many small chunks is handed on once, whole, with the one after it', async () => {
  const stream = pushedStream();
  const handled: Message[] = [];
  const reader = new ImmediateMessageReader(stream);
  reader.listen((message) => handled.push(message));
  await flowing();
  const large = { jsonrpc: '2.0', id: 1, result: { text: 'ω'.repeat(200_000) } };
  const next = { jsonrpc: '2.0', method: 'next' };
  const bytes = Buffer.from(frame(large) + frame(next), 'utf-8');
  for (let start = 0; start < bytes.length; start += 997) {
    stream.push(bytes.subarray(start, start + 997));
  }
  assert.deepEqual(handled, [large, next]);
  reader.dispose();
});

test('a frame without a length, and a handler that throws, are reported as errors', async () => {
  const stream = pushedStream();
  const reader = new ImmediateMessageReader(stream);
  const errors: string[] = [];
  reader.onError((error) => errors.push(error.message));
  const handled: Message[] = [];
  reader.listen((message) => {
    handled.push(message);
    if (handled.length === 1) {
      throw new Error('handler failed');
    }
  });
  await flowing();
  const first = { jsonrpc: '2.0', method: 'first' };
  const second = { jsonrpc: '2.0', method: 'second' };
  stream.push(Buffer.from(frame(first) + frame(second), 'utf-8'));
  assert.deepEqual(handled, [first, second]);
  assert.deepEqual(errors, ['handler failed']);
  stream.push(Buffer.from('Content-Type: text/plain\r\n\r\n{}', 'ascii'));
  assert.match(errors[1], /^Header must provide a Content-Length property/);
  reader.dispose();
});
