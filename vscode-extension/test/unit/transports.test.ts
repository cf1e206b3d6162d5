import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { PassThrough, Writable } from 'node:stream';
import { test } from 'node:test';
import type { Message, RequestMessage } from 'vscode-languageserver-protocol/node';
import { ImmediateMessageWriter, ObservedMessageReader, processTransports } from '../../src/transports.ts';

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

test('the observed reader tells of each message before the client handles it', async () => {
  const stream = new PassThrough();
  const events: string[] = [];
  const reader = new ObservedMessageReader(stream, (message) => events.push(`read ${JSON.stringify(message)}`));
  const handled = new Promise<void>((resolve) =>
    reader.listen((message) => {
      events.push(`handled ${JSON.stringify(message)}`);
      if (events.length === 4) {
        resolve();
      }
    }),
  );
  const answer = { jsonrpc: '2.0', id: 0, result: { capabilities: {} } };
  const logged = { jsonrpc: '2.0', method: 'window/logMessage', params: { type: 3, message: 'x' } };
  stream.write(frame(answer) + frame(logged));
  await handled;
  assert.deepEqual(events, [
    `read ${JSON.stringify(answer)}`,
    `handled ${JSON.stringify(answer)}`,
    `read ${JSON.stringify(logged)}`,
    `handled ${JSON.stringify(logged)}`,
  ]);
  reader.dispose();
});
