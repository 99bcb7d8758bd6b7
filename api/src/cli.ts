import { runCommand } from './commands';

/** `node dist/cli.js migrate|seed|export --out DIR` (see commands.ts). */
runCommand(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
