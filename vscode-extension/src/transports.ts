/**
 * The language client's connection to a server process the extension spawned: its messages
 * read from the process and written to it at once, each in the turn that reads or sends it.
 */

import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { MessageTransports } from 'vscode-languageclient/node';
import {
  AbstractMessageReader,
  AbstractMessageWriter,
  type DataCallback,
  type Disposable,
  type Message,
  type MessageReader,
  type MessageWriter,
} from 'vscode-languageserver-protocol/node';

const HEADER_END = Buffer.from('\r\n\r\n', 'ascii');

/**
 * Reads the server's messages from its output and hands each to the client as its last byte
 * arrives, in the turn that read it. The library's stream reader hands each on behind a
 * `setImmediate` (its decoding queue), so the answer to `initialize` and the first diagnostics
 * waited for the extension host's next turn, after whatever else the host had to run by then.
 * Messages are JSON in UTF-8, framed by a `Content-Length` header (as the library reads them).
 * `read` hears of each message before the client handles it.
 */
export class ImmediateMessageReader extends AbstractMessageReader implements MessageReader {
  private readonly output: Readable;
  private readonly read: (message: Message) => void;
  /** What was read and not yet handed on, in the chunks it came in (joined only when needed). */
  private chunks: Buffer[] = [];
  private buffered = 0;
  private bodyLength = -1;

  constructor(output: Readable, read: (message: Message) => void = () => undefined) {
    super();
    this.output = output;
    this.read = read;
  }

  listen(callback: DataCallback): Disposable {
    const onData = (chunk: Buffer): void => this.onData(chunk, callback);
    const onError = (error: Error): void => this.fireError(error);
    const onClose = (): void => this.fireClose();
    this.output.on('data', onData);
    this.output.on('error', onError);
    this.output.on('close', onClose);
    return {
      dispose: () => {
        this.output.off('data', onData);
        this.output.off('error', onError);
        this.output.off('close', onClose);
      },
    };
  }

  private onData(chunk: Buffer, callback: DataCallback): void {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    for (;;) {
      if (this.bodyLength === -1) {
        const buffer = this.joined();
        const end = buffer.indexOf(HEADER_END);
        if (end === -1) {
          return;
        }
        const headers = buffer.subarray(0, end).toString('ascii');
        this.keep(buffer.subarray(end + HEADER_END.length));
        const length = /^content-length:\s*(\S+)\s*$/im.exec(headers)?.[1];
        if (length === undefined) {
          this.fireError(new Error(`Header must provide a Content-Length property.\n${headers}`));
          return;
        }
        if (!/^\d+$/.test(length)) {
          this.fireError(new Error(`Content-Length value must be a number. Got ${length}`));
          return;
        }
        this.bodyLength = Number(length);
      }
      // a large message comes in many chunks: they are joined once, when all of it is here
      if (this.buffered < this.bodyLength) {
        return;
      }
      const buffer = this.joined();
      const body = buffer.subarray(0, this.bodyLength).toString('utf-8');
      this.keep(buffer.subarray(this.bodyLength));
      this.bodyLength = -1;
      try {
        const message = JSON.parse(body) as Message;
        this.read(message);
        callback(message);
      } catch (error) {
        this.fireError(error);
      }
    }
  }

  /** The chunks read, as one buffer. */
  private joined(): Buffer {
    if (this.chunks.length !== 1) {
      this.chunks = [Buffer.concat(this.chunks, this.buffered)];
    }
    return this.chunks[0];
  }

  private keep(rest: Buffer): void {
    this.chunks = [rest];
    this.buffered = rest.length;
  }
}

/**
 * Writes each message to the server's input as it is sent, in one write. The library's stream
 * writer queues every message behind a `setImmediate`: each waits for the extension host's next
 * turn, which while VS Code starts comes after whatever else the host has to run (the other
 * extensions it is activating). After the answer to `initialize`, the `initialized`
 * notification and the open documents go out in the turn that read the answer. A stream keeps
 * its writes in order, so the queue is not needed. `sent` hears of each message as it is handed
 * to the stream.
 */
export class ImmediateMessageWriter extends AbstractMessageWriter implements MessageWriter {
  private readonly input: Writable;
  private readonly sent: (message: Message) => void;
  private errors = 0;

  constructor(input: Writable, sent: (message: Message) => void = () => undefined) {
    super();
    this.input = input;
    this.sent = sent;
    input.on('error', (error: Error) => this.fireError(error));
    input.on('close', () => this.fireClose());
  }

  write(message: Message): Promise<void> {
    const body = Buffer.from(JSON.stringify(message), 'utf-8');
    const frame = Buffer.concat([Buffer.from(`Content-Length: ${body.byteLength}\r\n\r\n`, 'ascii'), body]);
    return new Promise((resolve, reject) => {
      this.input.write(frame, (error) => {
        if (error) {
          this.errors += 1;
          this.fireError(error, message, this.errors);
          reject(error);
        } else {
          resolve();
        }
      });
      this.sent(message);
    });
  }

  end(): void {
    this.input.end();
  }
}

/**
 * The client's transports to each server process `server` gives: its output read by
 * `ImmediateMessageReader` (`read` hears of each message), its input written by `ImmediateMessageWriter`, its
 * error output logged line by line (as the library logs a process it is given).
 */
export function processTransports(
  server: () => Promise<ChildProcess>,
  logError: (line: string) => void,
  sent?: (message: Message) => void,
  read?: (message: Message) => void,
): () => Promise<MessageTransports> {
  return async () => {
    const process = await server();
    if (process.stdout === null || process.stdin === null) {
      throw new Error('the language server process has no standard input or output');
    }
    if (process.stderr !== null) {
      createInterface({ input: process.stderr, crlfDelay: Infinity, terminal: false, historySize: 0 }).on('line', logError);
    }
    return { reader: new ImmediateMessageReader(process.stdout, read), writer: new ImmediateMessageWriter(process.stdin, sent) };
  };
}
