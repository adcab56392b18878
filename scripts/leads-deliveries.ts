/**
 * Lists pending and dead lead deliveries and retries dead ones (lib/leads/deliveries/cli.ts has the usage).
 *   npm run leads:deliveries [-- list --status dead | retry [--id <delivery id>]]
 */
import { runDeliveriesCli } from '../lib/leads/deliveries/cli';

runDeliveriesCli(process.argv.slice(2), { out: (line) => console.log(line), err: (line) => console.error(line) }).then(
  (code) => {
    process.exitCode = code;
  },
  (error: Error) => {
    console.error(`leads:deliveries failed: ${error.message}`);
    process.exitCode = 1;
  },
);
