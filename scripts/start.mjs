// `npm start`: until the server lands, the product to look at is the design system in Storybook.
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';

const port = process.env.PORT ?? '3000';
const url = `http://localhost:${port}`;

console.log(`Starting Storybook (design system, all brands) at ${url} ...`);
const storybook = spawn('npx', ['storybook', 'dev', '--port', port, '--ci', '--no-open', '--quiet'], {
  stdio: 'inherit',
});
storybook.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => storybook.kill(signal));

// Announce the URL once it answers, so the last line on screen is the one to act on.
for (let attempt = 0; attempt < 240; attempt += 1) {
  const ready = await fetch(url).then(
    (response) => response.ok,
    () => false,
  );
  if (ready) {
    console.log(`\nReady: open ${url}`);
    console.log('Use the toolbar: Brand (Default, Royal, Lotus, All brands) and Mode (light, dark).');
    console.log('No logins yet: the server and app arrive with their issues.');
    break;
  }
  await delay(500);
}
