/**
 * The language client's connection to a server process the extension spawned: its messages
 * read as vscode-languageclient reads them, and written to the process at once.
 */

import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Writable } from 'node:stream';
import type { MessageTransports } from 'vscode-languageclient/node';
import {
  AbstractMessageWriter,
  type DataCallback,
  type Disposable,
  type Message,
  type MessageWriter,
  StreamMessageReader,
} from 'vscode-languageserver-protocol/node';

/** The library's stream reader; `read` hears of each message before the client handles it. */
export class ObservedMessageReader extends StreamMessageReader {
  private readonly read: (message: Message) => void;

  constructor(output: NodeJS.ReadableStream, read: (message: Message) => void) {
    super(output);
    this.read = read;
  }

  public override listen(callback: DataCallback): Disposable {
    return super.listen((message) => {
      this.read(message);
      callback(message);
    });
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
 * The client's transports to each server process `server` gives: its output read as the library
 * reads it (`read` hears of each message), its input written by `ImmediateMessageWriter`, its
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
    const reader = read === undefined ? new StreamMessageReader(process.stdout) : new ObservedMessageReader(process.stdout, read);
    return { reader, writer: new ImmediateMessageWriter(process.stdin, sent) };
  };
}
