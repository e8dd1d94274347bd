// Entry point of `npm run users`: wires the terminal and the server's database to runUsersCommand.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { openStore, storeLocation } from '../store/store';
import { runUsersCommand } from './users-command';

/** Reads one line without echoing it: the prompt is shown, the typing is not. */
function promptHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

runUsersCommand(process.argv.slice(2), {
  env: process.env,
  openStore: () => openStore(storeLocation(process.env)),
  promptHidden,
  readStdin,
  stdinIsTerminal: Boolean(process.stdin.isTTY),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
