// `npm start`: until the server lands, the product to look at is the design system in Storybook.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const url = `http://localhost:${port}`;

console.log(`Starting Storybook (design system, all brands) at ${url} ...`);
const storybook = spawn('npx', ['storybook', 'dev', '--port', port, '--ci', '--no-open', '--quiet'], {
  stdio: ['inherit', 'pipe', 'inherit'],
});
let announced = false;
storybook.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /started|Local:/i.test(String(chunk))) {
    announced = true;
    console.log(
      `\nReady: open ${url}  (toolbar: Brand and Mode switches; no logins yet: the server is not built)`,
    );
  }
});
storybook.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => storybook.kill(signal));
